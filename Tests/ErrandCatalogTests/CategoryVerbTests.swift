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
}
