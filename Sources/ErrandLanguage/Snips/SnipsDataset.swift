import Foundation

/// Labelled utterances in the Snips NLU benchmark format, as training examples.
///
/// A directory holds one JSON file per intent:
/// `{"<Intent>": [{"data": [{"text": "play "}, {"text": "Paul Landers", "entity": "artist"}]}]}`.
/// The utterance is its chunks joined; a chunk with an `entity` is a slot of that name.
///
/// ```swift
/// let dataset = try SnipsDataset(directory: URL(fileURLWithPath: "snips/train-full"))
/// let model = try IntentModelTrainer().train(dataset.examples)
/// ```
public struct SnipsDataset: Sendable {
    /// A place where a file's bytes were repaired to read it.
    public struct Repair: Sendable, Hashable, CustomStringConvertible {
        /// The file repaired.
        public var file: String
        /// What was repaired and where.
        public var repair: UTF8Repair.Repair

        public var description: String {
            let code = String(repair.scalar.value, radix: 16, uppercase: true)
            return "\(file): byte \(repair.byteOffset): encoded surrogate pair read as U+\(code)"
        }
    }

    /// The utterances, file by file in name order, each file's in its order.
    public var examples: [TrainingExample]
    /// Where invalid UTF-8 was repaired.
    public var repairs: [Repair]

    /// The examples of every `.json` file in `directory`.
    ///
    /// - Throws: `SnipsError` for a file that is not UTF-8 (beyond repair) or not in the format;
    ///   the file system's error when the directory cannot be read.
    public init(directory: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let listing = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else {
            throw SnipsError(
                file: directory.path, byteOffset: nil,
                message: "not a readable directory; expected a directory of one Snips JSON file per intent")
        }
        let names = listing.filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw SnipsError.format("no .json file in the directory", in: directory.path)
        }
        examples = []
        repairs = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            let file = try Self.read([UInt8](try Data(contentsOf: url)), file: url.path)
            examples += file.examples
            repairs += file.repairs
        }
    }

    /// The examples of one file's bytes; `file` names it in errors and repairs.
    public static func read(_ bytes: [UInt8], file: String) throws(SnipsError) -> SnipsDataset {
        let repaired: (bytes: [UInt8], repairs: [UTF8Repair.Repair])
        do {
            repaired = try UTF8Repair.repaired(bytes)
        } catch {
            throw .invalidUTF8(error, in: file)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(repaired.bytes))
        } catch {
            throw .format("not JSON (\(error.localizedDescription))", in: file)
        }
        guard let top = json as? [String: Any] else { throw .format("the top level is not an object", in: file) }
        var examples: [TrainingExample] = []
        for intent in top.keys.sorted() {
            guard let utterances = top[intent] as? [Any] else {
                throw .format("\"\(intent)\" is not a list of utterances", in: file)
            }
            for (number, utterance) in utterances.enumerated() {
                guard let chunks = (utterance as? [String: Any])?["data"] as? [Any] else {
                    throw .format("utterance \(number) of \"\(intent)\" has no \"data\" list", in: file)
                }
                var text = ""
                var offset = 0
                var slots: [SlotSpan] = []
                for chunk in chunks {
                    guard let fields = chunk as? [String: Any], let part = fields["text"] as? String else {
                        throw .format("utterance \(number) of \"\(intent)\" has a chunk without \"text\"", in: file)
                    }
                    let length = part.count
                    if let entity = fields["entity"] as? String, length > 0 {
                        slots.append(SlotSpan(name: entity, characters: offset..<(offset + length)))
                    }
                    text += part
                    offset += length
                }
                examples.append(TrainingExample(text: text, intent: intent, slots: slots))
            }
        }
        return SnipsDataset(
            examples: examples, repairs: repaired.repairs.map { Repair(file: file, repair: $0) })
    }

    /// A dataset of the given examples and repairs.
    public init(examples: [TrainingExample], repairs: [Repair] = []) {
        self.examples = examples
        self.repairs = repairs
    }
}
