import Testing

@testable import ErrandCatalog

/// Each category has a default verb and others (the guidelines' table); the default dialog says
/// the one the action's title begins with: a cinema's "Book tickets" asks "Ready to book?".
struct CategoryVerbTests {
    @Test func theVerbIsTheOneTheTitleBeginsWith() {
        #expect(ActionCategory.order.verb(of: "Book tickets") == "Book")
        #expect(ActionCategory.other.verb(of: "Check in for my flight") == "Check in")
        #expect(ActionCategory.other.verb(of: "Checkout") == nil)
        #expect(ActionCategory.create.verb(of: "Log mood") == nil)
        #expect(ActionCategory.share.verb(of: "send") == "Send")
    }

    @Test func theDefaultDialogSaysIt() {
        #expect(ActionCategory.order.defaultConfirmation(verb: "Book") == "Ready to book?")
        #expect(ActionCategory.order.defaultSuccess(verb: "Book") == "OK. Booking.")
        #expect(ActionCategory.create.defaultConfirmation(verb: "Add") == "Ready to add it?")
        #expect(ActionCategory.other.defaultConfirmation(verb: "Request") == "Ready to request it?")
        #expect(ActionCategory.share.defaultSuccess(verb: "Send") == "OK. Sent.")
        // With no verb of its own, the category's default.
        #expect(ActionCategory.order.defaultConfirmation(verb: nil) == "Ready to order?")
        #expect(ActionCategory.create.defaultSuccess(verb: nil) == "OK. Created.")
        #expect(ActionCategory.download.defaultSuccess(verb: "Get") == "OK. Downloading.")
    }

    // An order of another verb asks in its title's words and says no "Ordering": "Move money"
    // is an order because money moves, and "Ready to order?" asked of it says what it is not.
    @Test func anOrderOfAnotherVerbSaysItsTitle() {
        #expect(ActionCategory.order.defaultConfirmation(title: "Move money") == "Ready to move money?")
        #expect(ActionCategory.order.defaultSuccess(title: "Move money") == "OK.")
        #expect(ActionCategory.order.defaultConfirmation(title: "Book tickets") == "Ready to book?")
        #expect(ActionCategory.order.defaultSuccess(title: "Order coffee") == "OK. Ordering.")
        // Other categories keep their words of success: "OK. Starting." for "Play a podcast".
        #expect(ActionCategory.start.defaultSuccess(title: "Play a podcast") == "OK. Starting.")
    }

    // Any action whose title starts with a verb of no category's asks in the title's words:
    // "Ready to set it?" of "Cancel a reservation" said nothing of what it would do. A title
    // that starts with no verb at all keeps the category's question.
    @Test func aTitleOfAnotherVerbIsAskedInItsWords() {
        #expect(
            ActionCategory.other.defaultConfirmation(title: "Cancel a reservation") == "Ready to cancel a reservation?")
        #expect(ActionCategory.other.defaultConfirmation(title: "Unlock a door") == "Ready to unlock a door?")
        #expect(ActionCategory.generic.defaultConfirmation(title: "Skip watering") == "Ready to skip watering?")
        #expect(ActionCategory.other.defaultConfirmation(title: "Request a ride") == "Ready to request it?")
        #expect(ActionCategory.other.defaultConfirmation(title: "Coffee settings") == "Ready to set it?")
        #expect(ActionCategory.other.defaultSuccess(title: "Cancel a reservation") == "OK. Done.")
    }

    // "Log a workout", to be created, said "OK. Created. Nice work!": a category whose words of
    // success name a deed says a plain "OK." for a title of another verb, as an order does.
    @Test func aDeedOfAnotherVerbIsNotNamed() {
        #expect(ActionCategory.create.defaultSuccess(title: "Log a workout") == "OK.")
        #expect(ActionCategory.share.defaultSuccess(title: "Reply to a message") == "OK.")
        #expect(ActionCategory.create.defaultSuccess(title: "Create a note") == "OK. Created.")
        #expect(ActionCategory.create.defaultSuccess(title: "Add a task") == "OK. Added.")
        #expect(ActionCategory.create.defaultSuccess(title: "Workout entry") == "OK. Created.")
    }
}
