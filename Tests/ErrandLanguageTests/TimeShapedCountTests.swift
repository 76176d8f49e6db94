import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// A count the tagger read from words of a time is given up, and the whole time is unread:
/// "order a latte at 5" is one latte, and "at 5" is said not to be understood.
struct TimeShapedCountTests {
    static let action = ActionDefinition(
        id: "OrderCoffee", title: "Order coffee", category: .order,
        parameters: [ParameterDefinition(id: "quantity", title: "Quantity", type: .integer)])
    static let context = UnderstandingContext(now: Date(timeIntervalSince1970: 1_763_820_000), timeZone: .gmt)

    static func count(_ text: String, at offsets: Range<Int>) -> [String: UnderstoodValue] {
        let number = String(Array(text)[offsets])
        return ["quantity": UnderstoodValue(value: .integer(Int(number) ?? 0), text: number, offsets: offsets)]
    }

    @Test(arguments: [("order a latte at 5", 17..<18, 14..<18), ("order a latte at 5 pm", 17..<18, 14..<21)])
    func aNumberOfATimeIsNoCount(text: String, number: Range<Int>, time: Range<Int>) {
        let (parameters, removed, _) = TimeShapedCount.removed(
            from: Self.count(text, at: number), of: Self.action, text: text, context: Self.context)
        #expect(parameters["quantity"] == nil)
        #expect(removed == time)
    }

    @Test(arguments: [("order 3 lattes", 6..<7), ("order a latte for 5", 18..<19)])
    func otherCountsStay(text: String, number: Range<Int>) {
        let (parameters, removed, _) = TimeShapedCount.removed(
            from: Self.count(text, at: number), of: Self.action, text: text, context: Self.context)
        #expect(parameters["quantity"]?.value == .integer(Int(String(Array(text)[number])) ?? 0))
        #expect(removed == nil)
    }

    /// "for 2 tomorrow" also reads as tomorrow at 2; where the words after the number read as a
    /// time the action takes, the number is the party's, and the time is looked for without it.
    @Test(arguments: [
        ("book a table for 2 tomorrow", 17..<18, "book a table       tomorrow"),
        ("book a table for 4 on friday at 8", 17..<18, "book a table       on friday at 8"),
    ])
    func aCountBeforeADayStays(text: String, number: Range<Int>, timesIn: String) {
        let booking = ActionDefinition(
            id: "BookTable", title: "Book a table", category: .order,
            parameters: [
                ParameterDefinition(id: "quantity", title: "Party size", type: .integer),
                ParameterDefinition(id: "when", title: "Time", type: .dateTime),
            ])
        let kept = TimeShapedCount.removed(
            from: Self.count(text, at: number), of: booking, text: text, context: Self.context)
        #expect(kept.parameters["quantity"]?.value == .integer(Int(String(Array(text)[number])) ?? 0))
        #expect(kept.time == nil)
        #expect(kept.timesIn == timesIn)
        // NB: an action with no time to take the rest gives the count up, as before.
        let gone = TimeShapedCount.removed(
            from: Self.count(text, at: number), of: Self.action, text: text, context: Self.context)
        #expect(gone.parameters["quantity"] == nil)
    }

    /// "at 5 pm" is one unread run, not "pm" alone; other runs stay.
    @Test func theTimeIsOneUnreadRun() {
        #expect(TimeShapedCount.unreadRuns([4..<10, 20..<22], with: 14..<22) == [4..<10, 14..<22])
        #expect(TimeShapedCount.unreadRuns([4..<10], with: nil) == [4..<10])
    }
}
