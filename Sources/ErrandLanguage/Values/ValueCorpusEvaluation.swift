import Foundation

/// Accuracy of the built-in value recognizer on Duckling's JSON corpora.
///
/// A positive record passes when a value of its dimension spans the whole text with the
/// expected value (Duckling's JSON shape, numbers compared to 1e-6); a negative record
/// (`"expected": null`) passes when no value of its dimension is found anywhere in the text.
public struct ValueCorpusEvaluation: Sendable {
    /// The results of one dimension.
    public struct DimensionResult: Sendable {
        public var dimension: String
        public var correct = 0
        public var total = 0
        public var accuracy: Double { total == 0 ? 0 : Double(correct) / Double(total) }
    }

    /// A record that did not pass.
    public struct Failure: Sendable {
        public var dimension: String
        public var text: String
        public var expected: String
        public var found: String
    }

    /// Which records to use: all, or every other one (for holding part of the data out).
    public enum Subset: String, Sendable, CaseIterable {
        case all, even, odd
    }

    /// An error reading the corpus, naming the file and what was expected.
    public struct CorpusError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public var results: [DimensionResult] = []
    public var failures: [Failure] = []
    /// Mean time of `values(in:)` over all dimensions per utterance, in microseconds.
    public var meanMicroseconds: Double = 0
    /// Median time of `values(in:)` over all dimensions per utterance, in microseconds.
    public var medianMicroseconds: Double = 0

    /// Evaluates every `*.json` file in `directory` (one dimension per file).
    public static func run(
        directory: URL, subset: Subset = .all, now: Date, timeZone: TimeZone
    ) throws -> ValueCorpusEvaluation {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CorpusError(
                path: directory.path, reason: "is not a folder; expected one holding number.json, time.json, …")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
            .sorted()
        guard !files.isEmpty else { throw CorpusError(path: directory.path, reason: "holds no .json corpus files") }
        let recognizer = BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(now: now, timeZone: timeZone))
        var evaluation = ValueCorpusEvaluation()
        var timings: [Double] = []
        let clock = ContinuousClock()
        for file in files {
            let path = directory.appendingPathComponent(file)
            let data = try Data(contentsOf: path)
            guard let records = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
                throw CorpusError(path: path.path, reason: "is not a JSON array of {dim, text, expected} records")
            }
            let name = String(file.dropLast(".json".count))
            var result = DimensionResult(dimension: name)
            for (index, record) in records.enumerated() {
                if subset == .even, index % 2 != 0 { continue }
                if subset == .odd, index % 2 != 1 { continue }
                guard let text = record["text"] as? String,
                    let dimension = ValueDimension(rawValue: (record["dim"] as? String) ?? name)
                else {
                    throw CorpusError(path: path.path, reason: "record \(index) has no text or an unknown dimension")
                }
                result.total += 1
                // The best of three runs, so a busy machine does not inflate one utterance.
                var best = Double.infinity
                for _ in 0..<3 {
                    let start = clock.now
                    _ = recognizer.values(in: text)
                    let elapsed = (clock.now - start).components
                    best = min(best, Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
                }
                timings.append(best)
                let expected = record["expected"] as? [String: Any]
                if let expected {
                    let found = recognizer.value(dimension, of: text)
                    if let found, Self.matches(found.jsonObject, expected) {
                        result.correct += 1
                    } else {
                        evaluation.failures.append(
                            Failure(
                                dimension: name, text: text, expected: Self.render(expected),
                                found: found.map { Self.render($0.jsonObject) } ?? "nothing"))
                    }
                } else {
                    let found = recognizer.values(in: text, dimensions: [dimension])
                    if found.isEmpty {
                        result.correct += 1
                    } else {
                        evaluation.failures.append(
                            Failure(
                                dimension: name, text: text, expected: "nothing",
                                found: found.map { "\($0.text) = \(Self.render($0.value.jsonObject))" }.joined(
                                    separator: "; ")))
                    }
                }
            }
            evaluation.results.append(result)
        }
        timings.sort()
        evaluation.meanMicroseconds = timings.isEmpty ? 0 : timings.reduce(0, +) / Double(timings.count)
        evaluation.medianMicroseconds = timings.isEmpty ? 0 : timings[timings.count / 2]
        return evaluation
    }

    /// The accuracy of a dimension, 0 when it was not evaluated.
    public func accuracy(of dimension: String) -> Double {
        results.first { $0.dimension == dimension }?.accuracy ?? 0
    }

    static func matches(_ found: [String: any Sendable], _ expected: [String: Any]) -> Bool {
        let keys = Set(found.keys).union(expected.keys)
        for key in keys {
            let mine = found[key]
            let theirs = expected[key]
            let mineIsNull = mine == nil || mine is NSNull
            let theirsIsNull = theirs == nil || theirs is NSNull
            if mineIsNull || theirsIsNull {
                if mineIsNull != theirsIsNull { return false }
                continue
            }
            if let a = number(mine), let b = number(theirs) {
                if abs(a - b) > 1e-6 * max(1, abs(b)) { return false }
            } else if let a = mine as? String, let b = theirs as? String {
                if a != b { return false }
            } else {
                return false
            }
        }
        return true
    }

    private static func number(_ value: Any?) -> Double? {
        if value is String { return nil }
        if let value = value as? Int { return Double(value) }
        if let value = value as? Double { return value }
        if let value = value as? NSNumber { return value.doubleValue }
        return nil
    }

    static func render(_ object: [String: Any]) -> String {
        object.keys.sorted().map { key in "\(key)=\(object[key].map { "\($0)" } ?? "null")" }.joined(separator: " ")
    }
}
