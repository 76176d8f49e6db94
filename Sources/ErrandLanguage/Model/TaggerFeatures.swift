/// The features the slot tagger sees at each token, as stable hashes.
///
/// At token *i*: the word and the words up to three before and after it, the word bigrams
/// around it, its prefixes and suffixes of one to four letters, its shape (`Xxxx`, `dd:dd`) and
/// its neighbours' shapes, whether it is a number, and the gazetteer marks at *i − 1*, *i* and
/// *i + 1* (begins, continues, ends or is a known value of slot X).
///
/// - Complexity: O(n · (k + g)) for n tokens, k fixed templates and g gazetteer marks.
enum TaggerFeatures {
    /// The normalised word hashes of tagging units.
    static func wordHashes(of units: [TaggingUnit]) -> [UInt64] {
        units.map { FeatureHash.of($0.text) }
    }

    /// The word hashes of a known value's units, as the gazetteer stores it.
    static func wordHashes(ofValue value: String) -> [UInt64] {
        wordHashes(of: TaggingUnit.units(of: Tokenizer.tokens(of: value), in: value))
    }

    /// The feature keys at each position, flattened: the keys of position p are
    /// `keys[starts[p]..<starts[p + 1]]`, and the first `identities[p]` of them name the word
    /// itself (the word, its bigrams, its affixes) rather than its context.
    static func keys(
        text: String, units: [TaggingUnit], words: [UInt64], marks: GazetteerMatcher.Marks
    ) -> (keys: [UInt64], starts: [Int], identities: [Int]) {
        let count = units.count
        var shapes: [UInt64] = []
        shapes.reserveCapacity(count)
        for unit in units { shapes.append(Self.shape(of: text[unit.range])) }
        func word(_ index: Int) -> UInt64 {
            index < 0
                ? boundary &+ UInt64(-index) : index >= count ? boundary &- UInt64(index - count + 1) : words[index]
        }
        func shapeAt(_ index: Int) -> UInt64 { index < 0 || index >= count ? boundary : shapes[index] }

        var keys: [UInt64] = []
        keys.reserveCapacity(count * 40)
        var starts: [Int] = [0]
        starts.reserveCapacity(count + 1)
        var identities: [Int] = []
        identities.reserveCapacity(count)
        for index in 0..<count {
            keys.append(FeatureHash.combine(Template.word(0), word(index)))
            keys.append(FeatureHash.combine(Template.bigram(-1), word(index - 1), word(index)))
            keys.append(FeatureHash.combine(Template.bigram(0), word(index), word(index + 1)))
            appendAffixes(of: units[index].text, to: &keys)
            identities.append(keys.count - starts[index])
            keys.append(Template.bias)
            for offset in -3...3 where offset != 0 {
                keys.append(FeatureHash.combine(Template.word(offset), word(index + offset)))
            }
            keys.append(FeatureHash.combine(Template.bigram(-2), word(index - 2), word(index - 1)))
            keys.append(FeatureHash.combine(Template.bigram(1), word(index + 1), word(index + 2)))
            for offset in -1...1 { keys.append(FeatureHash.combine(Template.shape(offset), shapeAt(index + offset))) }
            if units[index].kind == .number { keys.append(Template.number) }
            for offset in -1...1 where index + offset >= 0 && index + offset < count {
                for (slot, mark) in marks[index + offset] {
                    keys.append(FeatureHash.combine(Template.gazetteer(offset), slot, mark.rawValue))
                }
            }
            starts.append(keys.count)
        }
        return (keys, starts, identities)
    }

    /// Prefix and suffix keys of one to four Unicode scalars.
    private static func appendAffixes(of word: String, to keys: inout [UInt64]) {
        let scalars = Array(word.unicodeScalars)
        let longest = min(4, scalars.count)
        guard longest > 0 else { return }
        var prefix = FeatureHash.empty
        var suffix = FeatureHash.empty
        for length in 1...longest {
            prefix = FeatureHash.adding(scalars[length - 1], to: prefix)
            suffix = FeatureHash.adding(scalars[scalars.count - length], to: suffix)
            keys.append(FeatureHash.combine(Template.prefix, UInt64(length), prefix))
            keys.append(FeatureHash.combine(Template.suffix, UInt64(length), suffix))
        }
    }

    /// The hash of a word's shape: upper-case letters as `X`, lower-case as `x`, digits as `d`,
    /// anything else as itself, with runs of one class collapsed ("McDonald's" → `XxXx'x`).
    static func shape<S: StringProtocol>(of original: S) -> UInt64 {
        var hash = FeatureHash.empty
        var last: Unicode.Scalar?
        for scalar in original.unicodeScalars {
            let mapped: Unicode.Scalar
            // NB: ASCII first: looking up Unicode properties costs more than the rest of the features.
            switch scalar.value {
            case 0x41...0x5A: mapped = "X"
            case 0x61...0x7A: mapped = "x"
            case 0x30...0x39: mapped = "d"
            case 0..<0x80: mapped = scalar
            default:
                let properties = scalar.properties
                mapped =
                    properties.isUppercase
                    ? "X" : properties.isLowercase ? "x" : properties.numericType != nil ? "d" : scalar
            }
            if mapped != last { hash = FeatureHash.adding(mapped, to: hash) }
            last = mapped
        }
        return hash
    }

    /// The hash standing for "no word here" before the first and after the last token.
    private static let boundary = FeatureHash.of("\u{2}boundary")

    /// The template half of every key, so equal values in different templates stay distinct.
    private enum Template {
        static let bias = FeatureHash.of("\u{1}bias")
        static let number = FeatureHash.of("\u{1}number")
        static let prefix = FeatureHash.of("\u{1}prefix")
        static let suffix = FeatureHash.of("\u{1}suffix")
        static func word(_ offset: Int) -> UInt64 { FeatureHash.combine(1, UInt64(bitPattern: Int64(offset))) }
        static func bigram(_ offset: Int) -> UInt64 { FeatureHash.combine(2, UInt64(bitPattern: Int64(offset))) }
        static func shape(_ offset: Int) -> UInt64 { FeatureHash.combine(3, UInt64(bitPattern: Int64(offset))) }
        static func gazetteer(_ offset: Int) -> UInt64 { FeatureHash.combine(4, UInt64(bitPattern: Int64(offset))) }
    }
}
