import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// Requests to apps written the way a newcomer writes a first manifest (`Tests/Fixtures/Preview`),
/// each once misread or refused.
struct NewcomerManifestTests {
    static func understander(_ name: String) throws -> Understander {
        try Understander.trained(on: try TestData.previewCatalog(name))
    }

    /// Friday, November 27, 2026, 9 AM in New York.
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_795_788_000), timeZone: TimeZone(secondsFromGMT: -5 * 3600) ?? .current)

    static func best(_ text: String, in name: String) throws -> Interpretation? {
        try understander(name).interpretations(of: text, context: context).best
    }

    // "a" and "an": which one is said depends on the next word, which may be a value.
    @Test func anIsReadWhereThePhraseSaysA() throws {
        let reading = try #require(try Self.best("i need an xl to 42 harbor street", in: "thermo"))
        #expect(reading.source == .template)
        #expect(reading.parameters["rideType"]?.value == .enumCase("xl"))
        #expect(reading.parameters["destination"]?.text == "42 harbor street")
        let written = try #require(try Self.best("add a expense of 20 euros", in: "ledger"))
        #expect(written.source == .template && written.action == "LogExpense")
    }

    // A number alone where a temperature is asked for is in degrees, as an answer to "What
    // temperature?" always was; "set the temperature to 72" was refused.
    @Test(arguments: [
        ("set the temperature to 72", 72.0), ("set the basement to 65", 65), ("set the temperature to seventy two", 72),
        ("set the temperature to minus 5", -5),
    ])
    func aNumberAloneIsInDegrees(text: String, degrees: Double) throws {
        let reading = try #require(try Self.best(text, in: "thermo"))
        #expect(reading.parameters["temperature"]?.value == .temperature(Temperature(value: degrees, unit: .degree)))
    }

    @Test func aScaleSaidIsKept() {
        let reader = BuiltInValueReader()
        #expect(
            reader.value(of: "20 celsius", as: .temperature, context: .init())
                == .temperature(Temperature(value: 20, unit: .celsius)))
        #expect(reader.value(of: "warm", as: .temperature, context: .init()) == nil)
    }

    // How much: a question no action that sets something answers, unless the app wrote it.
    @Test func theAppsOwnQuestionOfHowMuchIsItsToAnswer() throws {
        let reading = try #require(try Self.best("how much did i spend on groceries", in: "ledger"))
        #expect(reading.action == "ShowSpending")
        #expect(reading.parameters["category"]?.value == .enumCase("groceries"))
        // Asked of an action that only sets something, it is still no request of it.
        #expect(try Self.best("how much is a taxi", in: "ledger")?.action != "LogExpense")
    }

    // "since" looks back: "since monday", said on a Friday, is the Monday just gone.
    @Test func aDayAfterSinceIsTheOneJustGone() throws {
        let reading = try #require(try Self.best("how much did i spend since monday", in: "ledger"))
        #expect(reading.parameters["since"]?.value == .date(CalendarDate(year: 2026, month: 11, day: 23)))
        let date = try #require(try Self.best("how much did i spend since november 30", in: "ledger"))
        #expect(date.parameters["since"]?.value == .date(CalendarDate(year: 2025, month: 11, day: 30)))
    }
}
