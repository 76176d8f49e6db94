import Foundation

/// Finds built-in values — numbers, ordinals, durations, money, temperatures, distances, percentages, dates
/// and times — in text, resolving times against a reference time and time zone.
///
/// The recognizer is a set of rules over tokens, compiled into code: recognising a typical
/// utterance takes microseconds and allocates little. It is immutable and `Sendable`.
///
/// ```swift
/// let recognizer = BuiltInValueRecognizer(configuration: .init(now: now, timeZone: zone))
/// for found in recognizer.values(in: "remind me tomorrow at 7 pm to pay $2.50") {
///     print(found.dimension, found.text, found.value)
/// }
/// ```
public struct BuiltInValueRecognizer: Sendable {
    public let configuration: ValueRecognitionConfiguration
    let clock: TimeContext

    public init(configuration: ValueRecognitionConfiguration = ValueRecognitionConfiguration()) {
        self.configuration = configuration
        self.clock = TimeContext(
            now: configuration.now, timeZone: configuration.timeZone,
            readsDaytimeHours: configuration.readsDaytimeHours, hoursRead: configuration.hoursRead,
            readsPastTimes: configuration.readsPastTimes)
    }

    /// Inputs longer than this many tokens are read in windows, so huge input stays linear.
    static let windowTokens = 64

    /// The values in `text`: for each dimension the longest readings from left to right, without
    /// values that lie inside a longer value of another dimension ("7" inside "7 pm").
    ///
    /// - Complexity: O(n) in the number of tokens, with a constant bounded by the longest rule.
    public func values(in text: String) -> [RecognizedValue] {
        values(in: text, dimensions: configuration.dimensions)
    }

    /// The values of the given dimensions in `text`.
    public func values(in text: String, dimensions: Set<ValueDimension>) -> [RecognizedValue] {
        let tokens = Tokenizer.tokens(of: text)
        let parser = ValueParser(tokens: ValueToken.split(tokens), clock: clock)
        var found: [(ValueDimension, BuiltInValue, Int, Int)] = []
        for dimension in ValueDimension.allCases where dimensions.contains(dimension) {
            var index = 0
            while index < parser.tokens.count {
                let limit = index + Self.windowTokens
                let readings = self.readings(of: dimension, in: parser, at: index).filter { $0.end <= limit }
                if let best = readings.max(by: { $0.end < $1.end }),
                    let first = readings.first(where: { $0.end == best.end })
                {
                    found.append((dimension, first.value, index, first.end))
                    index = first.end
                } else {
                    index += 1
                }
            }
        }
        let kept = found.filter { candidate in
            !found.contains { other in
                other.0 != candidate.0 && other.2 <= candidate.2 && other.3 >= candidate.3
                    && other.3 - other.2 > candidate.3 - candidate.2
            }
        }
        return kept.sorted { ($0.2, $0.0.rawValue) < ($1.2, $1.0.rawValue) }.map { dimension, value, start, end in
            recognized(value, from: start, to: end, parser: parser, tokens: tokens, text: text)
        }
    }

    /// The value of `dimension` that the tokens `range` of `tokens` spell out exactly, if any:
    /// what a template slot asks ("is this span a number?").
    public func value(_ dimension: ValueDimension, spanning range: Range<Int>, of tokens: [Token]) -> BuiltInValue? {
        guard range.lowerBound >= 0, range.upperBound <= tokens.count, !range.isEmpty else { return nil }
        let parser = ValueParser(tokens: ValueToken.split(Array(tokens[range])), clock: clock)
        return readings(of: dimension, in: parser, at: 0).first { $0.end == parser.tokens.count }?.value
    }

    /// The value of `dimension` that the whole of `text` spells out (punctuation around it aside).
    public func value(_ dimension: ValueDimension, of text: String) -> BuiltInValue? {
        let tokens = Tokenizer.tokens(of: text)
        let parser = ValueParser(tokens: ValueToken.split(tokens), clock: clock)
        guard let first = parser.tokens.firstIndex(where: { $0.kind != .punctuation }) else { return nil }
        // A leading "." may belong to the value (".77"); other punctuation around it does not.
        for start in Set([0, first]).sorted() {
            var last = parser.tokens.count
            let readings = self.readings(of: dimension, in: parser, at: start)
            while last > start {
                if let reading = readings.first(where: { $0.end == last }) { return reading.value }
                guard parser.tokens[last - 1].kind == .punctuation else { break }
                last -= 1
            }
        }
        return nil
    }

    /// Every reading of `dimension` starting at value token `index`, in order of preference.
    func readings(of dimension: ValueDimension, in parser: ValueParser, at index: Int) -> [(
        value: BuiltInValue, end: Int
    )] {
        switch dimension {
        case .number: return parser.numbers(at: index).map { (.number($0.value), $0.end) }
        case .ordinal: return parser.ordinals(at: index).map { (.ordinal($0.value), $0.end) }
        case .duration: return parser.durations(at: index).map { (.duration($0.value), $0.end) }
        case .money: return parser.money(at: index).map { (.money($0.value), $0.end) }
        case .temperature: return parser.temperatures(at: index).map { (.temperature($0.value), $0.end) }
        case .distance: return parser.distances(at: index).map { (.distance($0.value), $0.end) }
        case .percentage: return parser.percentages(at: index).map { (.percentage($0.value), $0.end) }
        case .time: return parser.times(at: index).map { (.time($0.span.value(in: clock)), $0.end) }
        }
    }

    private func recognized(
        _ value: BuiltInValue, from start: Int, to end: Int, parser: ValueParser, tokens: [Token], text: String
    ) -> RecognizedValue {
        let first = parser.tokens[start]
        let last = parser.tokens[end - 1]
        let firstToken = tokens[first.source]
        let lastToken = tokens[last.source]
        let lower = text.index(firstToken.range.lowerBound, offsetBy: first.start - firstToken.offsets.lowerBound)
        let upper = text.index(lastToken.range.lowerBound, offsetBy: last.end - lastToken.offsets.lowerBound)
        return RecognizedValue(
            value: value, text: String(text[lower..<upper]), offsets: first.start..<last.end,
            tokenRange: first.source..<(last.source + 1))
    }
}
