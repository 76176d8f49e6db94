import ErrandCatalog
import Foundation

extension CalendarApp {
    /// The stretches from `start` to `end` that no event takes, each at least `shortest` long,
    /// earliest first. An event that began before `start`, or runs past `end`, takes its part.
    func freeTime(from start: Date, to end: Date, atLeast shortest: TimeInterval) -> [DateInterval] {
        guard start < end else { return [] }
        var free: [DateInterval] = []
        var cursor = start
        for event in overlapping(start: start, duration: end.timeIntervalSince(start)) {
            if event.start > cursor { free.append(DateInterval(start: cursor, end: event.start)) }
            cursor = max(cursor, event.end)
        }
        if cursor < end { free.append(DateInterval(start: cursor, end: end)) }
        return free.filter { $0.duration >= shortest }
    }
}

/// One day's free time, and how it is said: "Tomorrow you're free until ten AM, from eleven
/// AM to two PM, and after three PM."
struct FreeDay {
    let day: CalendarDate
    /// The day, or its part, by its name ("tomorrow", "Thursday afternoon") and as said after
    /// the words about it ("on Thursday afternoon").
    let name: String, when: String
    /// The part of the day looked at ("afternoon"), or `nil` for the working day.
    let part: String?
    /// The stretches that no event takes, earliest first.
    let stretches: [DateInterval]
    /// When the hours looked at open, when the looking started (now, today), and when they close.
    let opens: Date, from: Date, closes: Date

    /// Whether every hour looked at is free.
    var isWhole: Bool { stretches.count == 1 && stretches[0].start == opens && stretches[0].end == closes }

    /// The free time of `days` in sentences, one for each day, but days of the working day free
    /// all day in one: "Today you're free until two PM. You're free all day tomorrow, Thursday,
    /// and Friday."
    static func sentences(_ days: [FreeDay], for context: RequestContext) -> [String] {
        var sentences: [String] = []
        var run: [FreeDay] = []
        func endRun() {
            if run.count == 1 { sentences.append(run[0].sentence(for: context)) }
            if run.count > 1 {
                let names = ValueFormatter(for: context, app: nil).list(run.map(\.name), conjunction: "and")
                sentences.append("You're free all day \(names).")
            }
            run = []
        }
        for day in days {
            if day.part == nil, day.isWhole {
                run.append(day)
            } else {
                endRun()
                sentences.append(day.sentence(for: context))
            }
        }
        endRun()
        return sentences
    }

    /// The day's free time in a sentence: a stretch at the start is "until" its end, one at the
    /// end is "after" its start, and one that takes every hour looked at is the day's whole
    /// ("all day"), or the rest of it when the looking started now.
    func sentence(for context: RequestContext) -> String {
        let formatter = ValueFormatter(for: context, app: nil)
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        if isWhole {
            return DialogRenderer.capitalized(part == nil ? "\(when) you're free all day." : "\(when) you're free.")
        }
        func time(_ instant: Date) -> String { formatter.format(.time(words.time(of: instant))) }
        let said = stretches.map { stretch in
            switch (stretch.start == from, stretch.end == closes) {
            case (true, true): return "for the rest of the \(part ?? "day")"
            case (true, false): return "until \(time(stretch.end))"
            case (false, true): return "after \(time(stretch.start))"
            case (false, false): return "from \(time(stretch.start)) to \(time(stretch.end))"
            }
        }
        return DialogRenderer.capitalized("\(when) you're free \(formatter.list(said, conjunction: "and")).")
    }
}
