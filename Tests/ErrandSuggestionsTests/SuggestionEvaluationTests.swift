import ErrandSuggestions
import Foundation
import Testing

struct SuggestionEvaluationTests {
    @Test func theSameSeedWritesTheSameLog() {
        let first = UsageSimulator(seed: 5).events(people: 2, days: 7)
        let second = UsageSimulator(seed: 5).events(people: 2, days: 7)
        let other = UsageSimulator(seed: 6).events(people: 2, days: 7)
        #expect(!first.isEmpty)
        #expect(first == second)
        #expect(first != other)
    }

    @Test func simulatedLogsReadBackAsWritten() throws {
        let events = UsageSimulator(seed: 3).events(people: 2, days: 5)
        let text = events.map(UsageLog.line(for:)).joined(separator: "\n")
        #expect(try UsageLog.events(in: text) == events)
    }

    @Test(arguments: [(UInt64(21), 6, 42), (UInt64(22), 12, 21)])
    func errandBeatsEveryBaselineOnSimulatedPeople(seed: UInt64, people: Int, days: Int) {
        let events = UsageSimulator(seed: seed).events(people: people, days: days)
        let report = SuggestionEvaluation().evaluate(events)
        let bestBaseline = max(report.mostFrequentlyUsed.hr1, report.mostRecentlyUsed.hr1, report.markov.hr1)
        #expect(report.errand.events == events.count)
        #expect(report.errand.hr1 >= bestBaseline + 0.15)
        #expect(report.errand.hr5 > report.markov.hr5)
        // And the plain naive Bayes the published anchors use, at the top and over five.
        #expect(report.naiveBayes.events == events.count)
        #expect(report.errand.hr1 > report.naiveBayes.hr1)
        #expect(report.errand.hr5 > report.naiveBayes.hr5)
        #expect(report.summaryLine.hasPrefix("suggestions: hr1="))
    }

    @Test func theEventItselfIsNeverSeenBeforeItIsPredicted() {
        // A person who only ever does new things: nothing can be predicted.
        let events = (0..<20).map { index in
            UsageEvent(
                user: "u1", at: String(format: "2026-03-02T%02d:00:00Z", index), app: "a", action: "Do\(index)")
        }
        let report = SuggestionEvaluation().evaluate(events)
        #expect(report.errand.hits5 == 0)
        #expect(report.firstOccurrences == 20)
        #expect(report.ceiling == 0)
    }

    @Test func theCeilingIsTheShareOfEventsPerformedBefore() {
        // Two new actions, then three repeats: at most 3 of 5 events can be hit at any depth.
        let actions = ["A", "B", "A", "A", "B"]
        let events = actions.enumerated().map { index, action in
            UsageEvent(user: "u1", at: String(format: "2026-03-02T%02d:00:00Z", index), app: "a", action: action)
        }
        let report = SuggestionEvaluation().evaluate(events)
        #expect(report.firstOccurrences == 2)
        #expect(abs(report.ceiling - 0.6) < 1e-9)
        #expect(report.errand.hr5 <= report.ceiling)
    }

    @Test func acceptsAnyJSONValueAsAParameter() throws {
        let line =
            #"{"user":"u","at":"2026-03-02T07:31:00-05:00","app":"a","action":"b","parameters":{"n":2,"ok":true,"who":{"id":"amy"}}}"#
        let event = try #require(try UsageLog.events(in: line).first)
        #expect(event.candidate.values == ["n": "2", "ok": "true", "who": #"{"id":"amy"}"#])
    }

    // Without an offset, the time is the person's wall-clock time: the hour written is the hour
    // the predictor conditions on. A time that is not a time at all is still refused.
    @Test func readsATimeWithoutAnOffsetAsLocalTime() throws {
        let line = #"{"user":"u","at":"2026-03-02T07:31:00","app":"a","action":"b"}"#
        let event = try #require(try UsageLog.events(in: line).first)
        let time = try #require(LocalTime(iso8601: event.at))
        #expect(time.hour == 7 && time.utcOffset == 0)
        #expect(throws: UsageLogError.self) {
            try UsageLog.events(in: #"{"user":"u","at":"07:31 on Monday","app":"a","action":"b"}"#)
        }
    }

    @Test func readsAPersonWrittenAsANumber() throws {
        let text = #"{"user":17,"at":"2026-03-02T07:31:00Z","app":"a","action":"b"}"#
        #expect(try UsageLog.events(in: text).map(\.user) == ["17"])
        #expect(throws: UsageLogError.self) {
            try UsageLog.events(in: #"{"user":true,"at":"2026-03-02T07:31:00Z","app":"a","action":"b"}"#)
        }
    }

    @Test func namesTheLineOfAMalformedRecord() {
        let text = #"{"user":"u","at":"2026-03-02T07:31:00Z","app":"a","action":"b"}"# + "\n\n{\"user\":\"u\"}"
        #expect {
            try UsageLog.events(in: text, file: "log.jsonl")
        } throws: { error in
            "\(error)".contains("log.jsonl:3: missing key")
        }
    }

    // A log saved on Windows reads as the same events, and a bad line in it is named by its
    // number: "\r\n" is one Swift character, and splitting at "\n" alone read one long line.
    @Test func readsALogSavedOnWindows() throws {
        let events = UsageSimulator(seed: 3).events(people: 2, days: 3)
        let lines = events.map(UsageLog.line(for:))
        #expect(try UsageLog.events(in: "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n") == events)
        let broken = "\u{FEFF}" + lines[0] + "\r\n\r\n" + String(lines[1].dropLast(9)) + "\r\n" + lines[2]
        #expect {
            try UsageLog.events(in: broken, file: "log.jsonl")
        } throws: { error in
            "\(error)".hasPrefix("log.jsonl:3: ")
        }
    }

    // A place written with `latitude` and `longitude` (or `lng`) is the same place as one with
    // `lat` and `lon`; it is written back with `lat` and `lon`.
    @Test func readsAPlaceWrittenWithLongNames() throws {
        let short =
            #"{"user":"u","at":"2026-03-02T07:31:00Z","app":"a","action":"b","context":{"place":{"lat":40.71,"lon":-74.0,"name":"Home"}}}"#
        let long =
            #"{"user":"u","at":"2026-03-02T07:31:00Z","app":"a","action":"b","context":{"place":{"latitude":40.71,"longitude":-74.0,"name":"Home"}}}"#
        let lng =
            #"{"user":"u","at":"2026-03-02T07:31:00Z","app":"a","action":"b","context":{"place":{"latitude":40.71,"lng":-74.0,"name":"Home"}}}"#
        let expected = try UsageLog.events(in: short)
        #expect(expected.first?.context?.place?.lat == 40.71)
        #expect(try UsageLog.events(in: long) == expected)
        #expect(try UsageLog.events(in: lng) == expected)
        let line = try #require(UsageLog.events(in: long).first.map(UsageLog.line(for:)))
        #expect(line.contains(#""place":{"lat":40.71,"lon":-74,"name":"Home"}"#))
    }

    // A log may come through a pipe (`--log /dev/stdin`, `--log <(errand simulate …)`).
    @Test func readsALogFromAPipe() throws {
        let events = UsageSimulator(seed: 4).events(people: 1, days: 2)
        let text = events.map(UsageLog.line(for:)).joined(separator: "\n")
        try #require(text.utf8.count < 60_000, "the pipe's buffer holds the whole log")
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        #expect(try UsageLog.events(atPath: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)") == events)
    }

    // A log file with no event, or a directory, is refused with what to give instead, never
    // scored as a log whose every hit rate is 0.
    @Test func refusesAnEmptyLogAndADirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("log.jsonl")
        try Data("\n  \n".utf8).write(to: file)
        #expect {
            try UsageLog.events(atPath: file.path)
        } throws: { error in
            "\(error)".hasSuffix(
                "log.jsonl: no events; a usage log has one JSON object a line "
                    + "(write one with errand simulate --people 40 --days 56 --seed 1 -o log.jsonl)")
        }
        #expect {
            try UsageLog.events(atPath: directory.path)
        } throws: { error in
            "\(error)".contains("is a directory")
        }
    }

    // A log with bytes that are not UTF-8 names the line they are on, so the person can find
    // them among thousands.
    @Test func namesTheFirstLineThatIsNotUTF8() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("log.jsonl")
        let good = #"{"user":"u","at":"2026-03-02T07:31:00Z","app":"a","action":"b"}"#
        var data = Data((good + "\n" + good + "\n").utf8)
        data.append(contentsOf: Array(#"{"user":"caf"#.utf8) + [0xE9] + Array(#"","at":"2026-03-02T07:31:00Z"}"#.utf8))
        data.append(contentsOf: Array(("\n" + good + "\n").utf8) + [0xFF])
        try data.write(to: file)
        #expect {
            try UsageLog.events(atPath: file.path)
        } throws: { error in
            "\(error)".hasSuffix(
                "log.jsonl:3: the file is not valid UTF-8 (the first bad bytes are on line 3); save it as UTF-8")
        }
    }
}
