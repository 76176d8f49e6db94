import Foundation

/// What understanding needs to know about the moment of a request: the reference "now" and
/// time zone for dates, the person's own phrases, and the context templates may require
/// (the area the speaker is in).
public struct UnderstandingContext: Sendable {
    public var now: Date
    public var timeZone: TimeZone
    public var locale: String
    public var personalPhrases: PersonalPhraseBook
    /// Context values templates may require or exclude (`area: kitchen`).
    public var values: [String: String]
    /// The app and action of a request in progress, if any: a conversation's follow-up turn.
    public var pendingApp: String?
    public var pendingAction: String?
    /// The app the conversation was last in, when no request is in progress: of two phrases that
    /// read a request as well as each other, its app's is taken ("how much is a bowl", after the
    /// soup menu, is a soup's price and not a large coffee's).
    public var lastApp: String?
    /// The hours an hour said without am or pm is read in: the daytime; the morning when the
    /// request is about waking up ("wake me up at 7"); the evening when it names an evening
    /// meal ("dinner with amy friday at 7" is at 7 PM).
    public var hoursRead: HoursRead = .daytime
    /// Whether a time said without a day is the last one: the request tells what was done
    /// ("i gave milo his heartgard at 8").
    public var readsPastTimes = false
    /// The hour an instant said as a day alone is at: 9 AM ("remind me on friday"), or a meal's
    /// for an event named for one ("lunch with bob tomorrow" is at noon).
    public var hourOfADay = 9

    public init(
        now: Date = Date(), timeZone: TimeZone = .current, locale: String = "en_US",
        personalPhrases: PersonalPhraseBook = PersonalPhraseBook(), values: [String: String] = [:],
        pendingApp: String? = nil, pendingAction: String? = nil, lastApp: String? = nil
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.personalPhrases = personalPhrases
        self.values = values
        self.pendingApp = pendingApp
        self.pendingAction = pendingAction
        self.lastApp = lastApp
    }
}

extension UnderstandingContext {
    /// The built-in value recognizers at the moment, time zone and locale of the request, reading
    /// hours as written: what the slot fills look for values with.
    var recognizer: BuiltInValueRecognizer {
        BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(
                now: now, timeZone: timeZone, locale: Locale(identifier: locale)))
    }
}
