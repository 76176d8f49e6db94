import ErrandCatalog
import Foundation

/// Reads and writes usage logs: JSON Lines, one `UsageEvent` a line.
public enum UsageLog {
    /// Every event of a log's text. Blank lines are skipped, lines may end in "\r\n" and a
    /// byte-order mark is ignored; a time written without an offset is read as the person's
    /// local time (as if at UTC+0).
    ///
    /// - Throws: `UsageLogError` naming the line and what was wrong with it.
    public static func events(in text: String, file: String = "<log>") throws(UsageLogError) -> [UsageEvent] {
        try numberedEvents(in: text, file: file).map(\.event)
    }

    /// Every event of a log's text with the number of its line (from 1), so that what is done
    /// with an event later can say where it came from.
    public static func numberedEvents(in text: String, file: String = "<log>") throws(UsageLogError) -> [(
        line: Int, event: UsageEvent
    )] {
        let decoder = JSONDecoder()
        var events: [(line: Int, event: UsageEvent)] = []
        var lineNumber = 0
        for line in text.normalizingLineBreaks().split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            let bytes = Data(trimmed.utf8)
            // NB: the decoder keeps one of a key's two values without a word.
            if let twice = JSONDuplicateKey.first(in: bytes) {
                let column = twice.column + line.prefix { $0.isWhitespace }.count
                throw .duplicateKey(file: file, line: lineNumber, column: column, key: twice.key)
            }
            var event: UsageEvent
            do {
                event = try decoder.decode(UsageEvent.self, from: bytes)
            } catch {
                throw .malformed(file: file, line: lineNumber, reason: DecodingProblem.describe(error))
            }
            do {
                _ = try LocalTime(validating: event.at)
            } catch {
                // NB: a time without an offset is the person's wall-clock time: the hour and
                // the day the predictor conditions on are the ones written.
                guard LocalTime(iso8601: event.at + "Z") != nil else {
                    throw .badTime(file: file, line: lineNumber, problem: error)
                }
                event.at += "Z"
            }
            events.append((lineNumber, event))
        }
        return events
    }

    /// Reads the log at `path`.
    ///
    /// - Throws: `UsageLogError` when the file cannot be read, is a directory, is not UTF-8,
    ///   has a malformed line, or holds no event at all (an empty log is a mistake, say a
    ///   simulation that wrote nothing, not a log whose every hit rate is 0).
    public static func events(atPath path: String) throws(UsageLogError) -> [UsageEvent] {
        try numberedEvents(atPath: path).map(\.event)
    }

    /// Reads the log at `path`, each event with the number of its line.
    public static func numberedEvents(atPath path: String) throws(UsageLogError) -> [(line: Int, event: UsageEvent)] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .directory(file: path)
        }
        // NB: read through a file handle, not `FileManager.contents(atPath:)`, which fails on a
        // pipe: `--log /dev/stdin` and `--log <(…)` are logs too.
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data() else {
            throw .unreadable(file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .notUTF8(file: path, line: firstLineNotUTF8(in: data))
        }
        let read = try numberedEvents(in: text, file: path)
        guard !read.isEmpty else { throw .empty(file: path) }
        return read
    }

    /// The number (from 1) of the first line of `data` that is not valid UTF-8.
    static func firstLineNotUTF8(in data: Data) -> Int {
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if String(validating: line, as: UTF8.self) == nil { return lineNumber }
        }
        return max(lineNumber, 1)
    }

    /// One JSON line for an event (keys sorted, so output is reproducible).
    public static func line(for event: UsageEvent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(event) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A usage log that cannot be read, with where and why.
public struct UsageLogError: Error, CustomStringConvertible, Sendable {
    public let description: String

    static func malformed(file: String, line: Int, reason: String) -> Self {
        Self(
            description: "\(file):\(line): \(reason); expected one JSON object a line with "
                + "user, at, app, action, and optional parameters and context")
    }

    static func duplicateKey(file: String, line: Int, column: Int, key: String) -> Self {
        Self(
            description: "\(file):\(line):\(column): the key \"\(key)\" appears twice in one object; each key may "
                + "appear once")
    }

    static func badTime(file: String, line: Int, problem: LocalTimeTextError) -> Self {
        Self(description: "\(file):\(line): 'at' \(problem)")
    }

    static func unreadable(file: String) -> Self { Self(description: "\(file): cannot read the file") }
    static func directory(file: String) -> Self {
        Self(description: "\(file): is a directory; give the usage log file (JSON Lines) inside it")
    }
    static func empty(file: String) -> Self {
        Self(
            description: "\(file): no events; a usage log has one JSON object a line "
                + "(write one with errand simulate --people 40 --days 56 --seed 1 -o log.jsonl)")
    }
    static func notUTF8(file: String, line: Int) -> Self {
        Self(
            description: "\(file):\(line): the file is not valid UTF-8 (the first bad bytes are on line \(line)); "
                + "save it as UTF-8")
    }
}
