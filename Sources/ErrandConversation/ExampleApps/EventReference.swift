import ErrandCatalog
import ErrandLanguage
import Foundation

/// How people name an event on their calendar: by words of its title ("the design review"),
/// the hour it starts ("my 9 am meeting", "the 3 o'clock"), its day ("tomorrow's meeting", "my
/// meeting on friday"), the people in it ("my meeting with bob") or its place in line ("my next
/// meeting"), or its place in its day ("my first meeting tomorrow"), alone or together ("lunch
/// with bob on friday").
///
/// NB: the guidelines ask for conversations that feel natural; people rarely say an event's
/// exact title, and "there's no "9 am" on your calendar" for a 9 AM meeting reads as broken.
struct EventReference: Equatable {
    /// Words of the title, without the words every event shares ("my", "meeting") or that point
    /// at one ("it": "move it to 11" after "what's my next meeting").
    var titleWords: Set<String> = []
    /// The hour and minute it starts, and whether am or pm was said: "my 3 o'clock" is the one
    /// at 3 AM or 3 PM.
    var clock: TimeOfDay?
    var meridiemSaid = false
    var day: CalendarDate?
    /// Names of people in it, or in its title ("lunch with bob").
    var people: [String] = []
    /// "My next meeting": the first one to come, whatever it is.
    var isNext = false
    /// "My last meeting today": the latest of the day's events these words name, over or not;
    /// with no day said, of today's.
    var rank: EventRank?

    private static let shared: Set<String> = [
        "my", "the", "a", "an", "event", "events", "meeting", "appointment", "at", "on", "and", "s", "o'clock",
        "oclock", "this", "for", "me", "it", "that",
    ]
    private static let meridiems: Set<String> = [
        "am", "pm", "a.m.", "p.m.", "a.m", "p.m", "morning", "afternoon", "evening",
    ]

    /// The reference the words make, or `nil` when they name nothing ("my meeting").
    init?(_ said: String, now: Date, timeZone: TimeZone) {
        let dates = DateWords(now: now, timeZone: timeZone)
        var words = Self.words(of: said)
        if let with = words.firstIndex(of: "with") {
            let named = words[(with + 1)...].prefix { dates.date([$0]) == nil && !["at", "on", "next"].contains($0) }
            people = named.filter { !Self.shared.contains($0) }
            words.removeSubrange(with..<(with + 1 + named.count))
        }
        var index = 0
        while index < words.count {
            if let length = readDay(in: words, at: index, dates: dates) ?? readClock(in: words, at: index, dates: dates)
            {
                words.removeSubrange(index..<(index + length))
            } else if words[index] == "next" {
                isNext = true
                words.remove(at: index)
            } else if let said = EventRank(word: words[index]) {
                rank = said
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        titleWords = Set(words).subtracting(Self.shared)
        if titleWords.isEmpty, clock == nil, day == nil, people.isEmpty, !isNext, rank == nil {
            return nil
        }
    }

    /// Whether `event`, in `calendar`'s time zone, is one these words name.
    func names(_ event: CalendarApp.Event, in calendar: Calendar) -> Bool {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: event.start)
        if let day, parts.year != day.year || parts.month != day.month || parts.day != day.day { return false }
        if let clock {
            guard parts.minute == clock.minute, let hour = parts.hour else { return false }
            guard hour == clock.hour || (!meridiemSaid && hour % 12 == clock.hour % 12) else { return false }
        }
        let title = Set(Self.words(of: event.title))
        let inIt = title.union(event.attendees.flatMap { Self.words(of: $0.name) })
        guard people.allSatisfy(inIt.contains) else { return false }
        return titleWords.isEmpty || title.isSubset(of: titleWords.union(people)) || titleWords.isSubset(of: title)
    }

    /// A day at `index` ("tomorrow", "friday", "on friday"): how many words it takes. Today's
    /// weekday is today, unless "next" is said ("my review on tuesday", on a Tuesday).
    private mutating func readDay(in words: [String], at index: Int, dates: DateWords) -> Int? {
        let lead = ["on", "this", "next"].contains(words[index]) && index + 1 < words.count ? 1 : 0
        guard var found = dates.date(Array(words[index...(index + lead)])) else { return nil }
        let calendar = CalendarWords(now: dates.now, timeZone: dates.timeZone)
        if words[index] != "next", DateWords.weekdays.contains(words[index + lead]),
            calendar.day(byAdding: 7, to: calendar.today) == found
        {
            found = calendar.today
        }
        day = found
        return lead + 1
    }

    /// A time at `index`: digits ("9", "9:30", "2pm"), or any hour after "at" or before am, pm
    /// or o'clock ("at nine", "nine o'clock"), with what follows it. An hour word alone is
    /// left to the title ("one on one").
    private mutating func readClock(in words: [String], at index: Int, dates: DateWords) -> Int? {
        let after = index + 1 < words.count ? words[index + 1] : nil
        let marked = after.map { Self.meridiems.contains($0) || $0 == "o'clock" || $0 == "oclock" } ?? false
        let afterAt = index > 0 && words[index - 1] == "at"
        guard words[index].first?.isNumber == true || marked || afterAt || ["noon", "midnight"].contains(words[index])
        else { return nil }
        let length = marked ? 2 : 1
        guard let found = dates.time(Array(words[index..<(index + length)])) else { return nil }
        clock = found
        meridiemSaid =
            (marked && after.map(Self.meridiems.contains) == true) || words[index].hasSuffix("am")
            || words[index].hasSuffix("pm") || ["noon", "midnight"].contains(words[index])
        return length
    }

    /// The words of `text`, lowercased, with a possessive "'s" dropped ("today's" is "today").
    static func words(of text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: \.isWhitespace).compactMap {
            var word = String($0).trimmingCharacters(in: CharacterSet(charactersIn: ",.?!;:\"()"))
            if word.hasSuffix("'s") { word.removeLast(2) }
            return word.isEmpty ? nil : word
        }
    }
}
