import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A wildcard for an app's things known at run time, which any words name, ends with the name
/// the app lists that starts it, where a value of another parameter follows: "tip maria ten
/// dollars for the great lesson" tipped a coach called "maria ten dollars for the great
/// lesson" and asked how much (`Tests/Fixtures/Preview/courts.yaml`, a newcomer's). The words
/// after the value are named as not understood; words after a listed name that start no value
/// may be more of a name, and stay in it.
struct ListedNameInAWildcardTests {
    static let context = DayAndHourReadApartTests.context

    static func best(_ text: String) throws -> Interpretation? {
        try HourIsNoCountTests.best(text, in: "courts")
    }

    static let maria = Value.entity(EntityReference(type: "Coach", id: "maria", title: "Maria Santos"))

    @Test func aListedNameEndsWhereAnAmountStarts() throws {
        let reading = try #require(try Self.best("tip maria ten dollars for the great lesson"))
        #expect(reading.action == "TipCoach")
        #expect(reading.parameters["coach"]?.value == Self.maria)
        #expect(reading.parameters["amount"]?.value == .currency(CurrencyAmount(amount: 10, code: "USD")))
        #expect(reading.unreadWords.map(\.text) == ["for the great lesson"])
    }

    @Test func theLongestListedNameIsTaken() throws {
        let reading = try #require(try Self.best("tip maria santos ten dollars"))
        #expect(reading.parameters["coach"]?.value == Self.maria)
        #expect(reading.unreadWords.isEmpty)
    }

    /// More words after a listed name are more of a name the app may know, when no value starts
    /// them.
    @Test func wordsThatStartNoValueStayInTheName() throws {
        let reading = try #require(try Self.best("tip maria lopez"))
        #expect(reading.parameters["coach"]?.text == "maria lopez")
        #expect(reading.unreadWords.isEmpty)
    }
}
