import Foundation

/// Saving and loading trained models in a versioned binary file.
///
/// A file holds the intents, the classifier's features and weights, each intent's tagger and
/// the gazetteer entries; reading checks the magic, the version and every length, so a
/// truncated, foreign or newer file gives a `ModelFileError` saying where and why.
extension IntentModel {
    /// The model as the bytes of a model file; the same model always gives the same bytes.
    public func serialized() -> [UInt8] {
        var payload = ModelFileWriter()
        payload.write(classifier.intents)
        payload.write(classifier.features.keys)
        payload.write(classifier.weights)
        payload.write(classifier.bias)
        payload.write(count: taggers.count)
        for tagger in taggers {
            guard let tagger else {
                payload.write(UInt32(0))
                continue
            }
            payload.write(UInt32(1))
            payload.write(tagger.slots)
            payload.write(tagger.features.keys)
            payload.write(tagger.weights)
            payload.write(tagger.transitions)
        }
        payload.write(count: gazetteer.entries.count)
        for entry in gazetteer.entries {
            payload.write(entry.slot)
            payload.write(entry.words)
        }
        var file = ModelFileWriter()
        var bytes = ModelFileFormat.magic
        file.write(ModelFileFormat.version)
        file.write(count: payload.bytes.count)
        bytes += file.bytes
        bytes += payload.bytes
        return bytes
    }

    /// A model read back from the bytes of a model file.
    ///
    /// - Throws: `ModelFileError` when the bytes are not a model of this version or are cut short.
    public init(serialized bytes: [UInt8]) throws(ModelFileError) {
        var reader = ModelFileReader(bytes: bytes)
        guard bytes.count >= ModelFileFormat.magic.count,
            (try? reader.bytes(ModelFileFormat.magic.count)) == ModelFileFormat.magic
        else { throw .notAModel() }
        let versionOffset = reader.offset
        let version = try reader.uint32()
        guard version == ModelFileFormat.version else { throw .unsupportedVersion(version, at: versionOffset) }
        let length = try reader.uint64()
        guard length == UInt64(reader.remaining) else {
            if length > UInt64(reader.remaining) {
                throw .truncated(needed: Int(clamping: length), available: reader.remaining, at: reader.offset)
            }
            throw .corrupt("\(UInt64(reader.remaining) - length) bytes after the end of the model", at: reader.offset)
        }

        let intents = try reader.strings()
        let featureOffset = reader.offset
        let features = try reader.uint64s()
        let weights = try reader.floats()
        let bias = try reader.floats()
        guard bias.count == intents.count, weights.count == features.count * intents.count, !intents.isEmpty else {
            throw .corrupt("the classifier's weights do not match its intents and features", at: featureOffset)
        }
        let classifier = IntentClassifier(
            intents: intents, features: FeatureTable(keys: features), weights: weights, bias: bias)

        let taggerCount = try reader.count(itemSize: 4)
        guard taggerCount == intents.count else {
            throw .corrupt("\(taggerCount) taggers for \(intents.count) intents", at: reader.offset)
        }
        var taggers: [SlotTagger?] = []
        for _ in 0..<taggerCount {
            let start = reader.offset
            guard try reader.uint32() == 1 else {
                taggers.append(nil)
                continue
            }
            let slots = try reader.strings()
            let keys = try reader.uint64s()
            let weights = try reader.floats()
            let transitions = try reader.floats()
            let labels = 1 + 2 * slots.count
            guard weights.count == keys.count * labels, transitions.count == (labels + 1) * labels else {
                throw .corrupt("a tagger's weights do not match its slots and features", at: start)
            }
            taggers.append(
                SlotTagger(slots: slots, features: FeatureTable(keys: keys), weights: weights, transitions: transitions)
            )
        }
        var gazetteer = GazetteerMatcher()
        for _ in 0..<(try reader.count(itemSize: 16)) {
            let slot = try reader.string()
            gazetteer.add(GazetteerMatcher.Entry(slot: slot, words: try reader.uint64s()))
        }
        self.init(classifier: classifier, taggers: taggers, gazetteer: gazetteer)
    }

    /// Writes the model to a file at `url`, replacing it atomically.
    public func write(to url: URL) throws {
        try Data(serialized()).write(to: url, options: .atomic)
    }

    /// The model saved in the file at `url`.
    ///
    /// - Throws: the file system's error when the file cannot be read, `ModelFileError` (with
    ///   the path) when it is not a readable model.
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        do {
            try self.init(serialized: [UInt8](data))
        } catch {
            var located = error
            located.path = url.path
            throw located
        }
    }
}
