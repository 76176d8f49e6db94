import ErrandCatalog
import Foundation

/// The versioned share format: a shortcut with every shortcut it runs, and the questions an
/// importer answers. Docs/Shortcuts.md describes every key.
///
/// ```json
/// {
///   "format" : "errand.shortcut",
///   "importQuestions" : [
///     { "parameter" : "recipients", "prompt" : "Who should hear you're late?", "shortcut" : "late",
///       "step" : "send", "type" : "[person]" }
///   ],
///   "shortcuts" : [ { "id" : "late", "name" : "Running late", "steps" : [ … ] } ],
///   "version" : 1
/// }
/// ```
///
/// The first shortcut is the one shared; the others are the shortcuts it runs through Run
/// shortcut, at any depth, so the file is self-contained. Each shortcut's import questions are
/// lifted out of it into `importQuestions`, and the values they ask for are left out.
public struct ShareFile: Sendable, Hashable {
    /// The value of the `format` key.
    public static let format = "errand.shortcut"
    /// The version this Errand writes and reads.
    public static let currentVersion = 1

    public var version: Int
    /// The shared shortcut first, then the ones it runs; without their import questions.
    public var shortcuts: [Shortcut]
    /// What the importer must supply, by shortcut.
    public var importQuestions: [Question]

    public init(version: Int = ShareFile.currentVersion, shortcuts: [Shortcut], importQuestions: [Question] = []) {
        self.version = version
        self.shortcuts = shortcuts
        self.importQuestions = importQuestions
    }

    /// The shortcut shared: the first of the file.
    public var main: Shortcut? { shortcuts.first }

    /// An import question of one of the file's shortcuts.
    public struct Question: Sendable, Hashable, Codable {
        /// The identifier of the shortcut asking.
        public var shortcut: String
        public var question: ImportQuestion

        public init(shortcut: String, question: ImportQuestion) {
            self.shortcut = shortcut
            self.question = question
        }

        /// The name an answer gives: `step.parameter` (`send.recipients`).
        public var key: String { "\(question.step).\(question.parameter)" }

        /// Whether `answer` (from `--answer KEY=VALUE`) is for this question: `step.parameter`,
        /// `shortcut.step.parameter`, or the question's 1-based number.
        public func isAnswered(by key: String, number: Int) -> Bool {
            key == self.key || key == "\(shortcut).\(self.key)" || key == String(number)
        }

        private enum CodingKeys: String, CodingKey { case shortcut }

        public init(from decoder: any Decoder) throws {
            shortcut = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .shortcut)
            question = try ImportQuestion(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(shortcut, forKey: .shortcut)
            try question.encode(to: encoder)
        }
    }
}

extension ShareFile: Codable {
    private enum CodingKeys: String, CodingKey { case format, version, shortcuts, importQuestions }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container, debugDescription: "expected '\(Self.format)', found '\(format)'")
        }
        version = try container.decode(Int.self, forKey: .version)
        shortcuts = try container.decode([Shortcut].self, forKey: .shortcuts)
        importQuestions = try container.decodeIfPresent([Question].self, forKey: .importQuestions) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(shortcuts, forKey: .shortcuts)
        try container.encode(importQuestions, forKey: .importQuestions)
    }

    /// The file's bytes: pretty printed with sorted keys, so the same shortcuts always make the
    /// same file (and a readable diff).
    public func encoded() throws -> Data {
        Data((try PrettyJSON.text(self) + "\n").utf8)
    }
}
