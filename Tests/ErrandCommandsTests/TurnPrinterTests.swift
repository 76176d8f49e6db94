import ErrandConversation
import Testing

@testable import ErrandCommands

/// A turn as a terminal shows it: a card's text of several lines stays inside the card.
struct TurnPrinterTests {
    @Test func aCardsTextOfSeveralLinesStaysInsideTheCard() {
        let response = AssistantResponse(
            kind: .success, speech: "Here is your list.",
            display: DisplayCard(
                title: "Groceries", text: "milk\neggs", fields: [.init(label: "Note", value: "fresh\nonly")]))
        #expect(
            TurnPrinter.screenText(response) == """
                Here is your list.
                  ┌ Groceries
                  │ milk
                  │ eggs
                  │ Note: fresh
                  │ only
                """)
    }
}
