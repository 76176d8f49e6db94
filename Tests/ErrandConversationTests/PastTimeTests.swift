import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A time said without a day in a request that tells what was done is the last one, not the
/// next: you give a dose before you log it (`Tests/Fixtures/Preview/paw.yaml`).
struct PastTimeTests {
    static let newYork = TimeZone(secondsFromGMT: -5 * 3600) ?? .current
    /// Friday, November 27, 2026, 6 PM in New York.
    static let evening = Date(timeIntervalSince1970: 1_795_820_400)
    static let context = RequestContext(now: evening, timeZone: newYork, modality: .screen, sessionID: "t")

    static func dayAndHour(_ value: Value?) -> [Int]? {
        DayAndHour.of(value, in: newYork)
    }

    // "luna had her apoquel at 8am", said at 6 PM, logged a dose given tomorrow at 8 AM.
    @Test(arguments: [
        ("luna had her apoquel at 8am", [27, 8]), ("i gave milo his heartgard at 7", [27, 7]),
        ("luna had her apoquel at 9pm", [26, 21]),
    ])
    func aTimeOfWhatWasDoneIsTheLastOne(text: String, dayAndHour: [Int]) async throws {
        let catalog = try TestData.previewCatalog("paw")
        let understander = try Understander.trained(on: catalog)
        let reading = try #require(
            understander.interpretations(
                of: text, context: UnderstandingContext(now: Self.evening, timeZone: Self.newYork)
            )
            .best)
        #expect(reading.action == "LogDose")
        #expect(Self.dayAndHour(reading.parameters["time"]?.value) == dayAndHour)
    }

    // "how long did i focus on tuesday", said on a Thursday, asked about the Tuesday to come: a
    // weekday alone, said of what was done, is the last one; else the next, never today.
    @Test(arguments: [
        ("on tuesday", true, "2026-11-24"), ("on friday", true, "2026-11-20"), ("on tuesday", false, "2026-12-01"),
        ("next tuesday", true, "2026-12-01"), ("last tuesday", false, "2026-11-24"),
    ])
    func aWeekdayOfWhatWasDoneIsTheLastOne(text: String, past: Bool, day: String) throws {
        let app = try #require(try TestData.previewCatalog("paw").app("com.example.pawcare"))
        let value = AnswerValueReader.value(
            from: text, as: .date, app: app, now: Self.evening, timeZone: Self.newYork, readsPastTimes: past)
        #expect(value == CalendarDate(iso8601: day).map(Value.date))
    }

    // What is still to come keeps the next time: a reminder, or a time said with "tomorrow".
    @Test func whatIsToComeKeepsTheNextTime() {
        #expect(Understander.tellsThePast("luna had her apoquel at 8am"))
        #expect(Understander.tellsThePast("log a run at 7"))
        #expect(!Understander.tellsThePast("remind me at 8 that i left the oven on"))
        #expect(!Understander.tellsThePast("i'll tell you when i had enough"))
        #expect(!Understander.tellsThePast("set an alarm for 7"))
    }

    // "Have got" tells what one has now, not what was done: its weekday is the one to come.
    @Test func haveGotIsNotThePast() {
        #expect(!Understander.tellsThePast("got any meetings on friday"))
        #expect(!Understander.tellsThePast("have i got anything on friday"))
        #expect(!Understander.tellsThePast("what've i got on tuesday"))
        #expect(Understander.tellsThePast("i got a coffee at 8"))
        #expect(Understander.tellsThePast("got up at 7"))
    }

    // An answer to a question about what was done ("When did you give it?") is read so too.
    @Test func anAnswerAboutWhatWasDoneIsTheLastTime() throws {
        let catalog = try TestData.previewCatalog("paw")
        let app = try #require(catalog.app("com.example.pawcare"))
        let time = try #require(app.actions.first { $0.id == "LogDose" }?.parameter(named: "time"))
        var pending = PendingRequest(
            app: app.id, action: "LogDose", values: [:], askEachTime: [], idempotencyKey: "t#1")
        pending.said = "log apoquel for luna"
        #expect(ConversationEngine.readsPastTimes(for: pending, asking: time))
        let past = AnswerValueReader.value(
            from: "at 8", as: .dateTime, app: app, now: Self.evening, timeZone: Self.newYork, readsPastTimes: true)
        #expect(Self.dayAndHour(past) == [27, 8])
        let later = AnswerValueReader.value(
            from: "at 9 pm", as: .dateTime, app: app, now: Self.evening, timeZone: Self.newYork, readsPastTimes: true)
        #expect(Self.dayAndHour(later) == [26, 21])
        // NB: otherwise the next 8 o'clock, as a request reads it ("remind me at 8"): tonight.
        let next = AnswerValueReader.value(
            from: "at 8", as: .dateTime, app: app, now: Self.evening, timeZone: Self.newYork)
        #expect(Self.dayAndHour(next) == [27, 20])
    }
}
