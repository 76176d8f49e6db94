import ErrandCatalog
import Foundation

/// Imports a share file into a person's library: answers its import questions, gives fresh
/// identifiers to shortcuts whose identifiers are taken (rewriting Run shortcut references to
/// them), validates everything against the catalog and the library, and only then saves.
///
/// Nothing is saved unless every shortcut of the file can be: an import is all or nothing. A
/// shortcut with the name of another of the person's is saved, with a warning
/// (`Result.nameWarnings`). The person's own shortcuts that run one of theirs by a name the
/// file's shortcuts also take keep running it: those steps are pinned to its identifier, and
/// the result lists each (`Result.pinned`).
///
/// ```swift
/// let importer = ShareFileImporter(catalog: ExampleApps.catalog)
/// var options = ShareFileImporter.Options()
/// options.answers["send.recipients"] = .list([.person(Person(name: "Ben"))])
/// let result = try importer.importShortcuts(from: data, for: "amy", into: store, options: options)
/// ```
public struct ShareFileImporter: Sendable {
    public var catalog: Catalog
    public var limits: ShortcutLimits
    /// The person's phrases, to hold the phrases the shortcuts carry to the same rules (no
    /// "yes", no app's or own phrase taken); `nil` checks none of them.
    public var phrases: PersonPhrases?

    public init(catalog: Catalog, limits: ShortcutLimits = ShortcutLimits()) {
        self.catalog = catalog
        self.limits = limits
    }

    /// How to import.
    public struct Options: Sendable, Hashable {
        /// Answers to the file's import questions, by `step.parameter`,
        /// `shortcut.step.parameter` or the question's 1-based number.
        public var answers: [String: Value]
        /// A question left unanswered becomes Ask Each Time instead of an error.
        public var unansweredAskEachTime: Bool
        /// A shortcut whose identifier the person already uses replaces theirs, instead of
        /// being imported under a fresh identifier.
        public var replacesExisting: Bool

        public init(
            answers: [String: Value] = [:], unansweredAskEachTime: Bool = false, replacesExisting: Bool = false
        ) {
            self.answers = answers
            self.unansweredAskEachTime = unansweredAskEachTime
            self.replacesExisting = replacesExisting
        }
    }

    /// What an import saved.
    public struct Result: Sendable, Hashable {
        /// The shortcuts as saved, the shared one first.
        public var shortcuts: [Shortcut]
        /// The file's identifiers that were taken, with the fresh identifiers given instead.
        public var renamed: [String: String]
        /// The identifiers of the person's shortcuts replaced.
        public var replaced: [String]
        /// What the phrases the shortcuts carry may be mistaken for, each naming its shortcut.
        public var phraseWarnings: [String] = []
        /// The shortcuts saved with a name another of the person's shortcuts has, each naming
        /// both (`nameWarnings(of:replacing:for:library:)`).
        public var nameWarnings: [String] = []
        /// The person's own shortcuts with Run shortcut steps pinned, saved before the file's.
        public var kept: [Shortcut] = []
        /// Each Run shortcut step of the person's shortcuts pinned, to tell them.
        public var pinned: [PinnedReference] = []

        /// Saves the pinned shortcuts of the person, then the file's.
        public func save(into library: any ShortcutLibrary, for person: String) throws {
            for shortcut in kept + shortcuts { try library.save(shortcut, of: person) }
        }
    }

    /// Reads, checks and saves the share file in `data`.
    ///
    /// - Throws: `ShareFileError`, saying what is wrong and where; nothing is saved then.
    public func importShortcuts(
        from data: Data, for person: String, into library: any ShortcutLibrary, options: Options = Options()
    ) throws -> Result {
        let file = try ShareFileReader(limits: limits).read(data)
        let result = try plan(file, for: person, library: library, options: options)
        try result.save(into: library, for: person)
        return result
    }

    /// The shortcuts `file` would save, answered, renamed and validated, without saving them.
    public func plan(
        _ file: ShareFile, for person: String, library: any ShortcutLibrary, options: Options = Options()
    ) throws -> Result {
        guard file.version <= ShareFile.currentVersion else { throw ShareFileError.newerVersion(file.version) }
        guard !file.shortcuts.isEmpty else { throw ShareFileError.malformed("\"shortcuts\" is empty") }
        guard file.shortcuts.count <= limits.maximumShortcuts else {
            throw ShareFileError.invalid([
                ShortcutProblem(
                    "shortcuts",
                    "\(file.shortcuts.count) shortcuts; a file holds at most \(limits.maximumShortcuts)")
            ])
        }
        var shortcuts = try answered(file, options: options)
        var renamed: [String: String] = [:]
        var replaced: [String] = []
        var taken = Set(file.shortcuts.map(\.id))
        for index in shortcuts.indices {
            let id = shortcuts[index].id
            if try library.isIdentifierAvailable(id, for: person) { continue }
            if options.replacesExisting, try library.shortcut(id: id, of: person) != nil {
                replaced.append(id)
                continue
            }
            // NB: the identifier itself is taken (checked above), so the first tried is `id-2`.
            let fresh = try UnusedIdentifier.from(id) { candidate in
                if candidate == id || taken.contains(candidate) { return true }
                return try !library.isIdentifierAvailable(candidate, for: person)
            }
            taken.insert(fresh)
            renamed[id] = fresh
            shortcuts[index].id = fresh
        }
        if !renamed.isEmpty {
            for index in shortcuts.indices { shortcuts[index].renameRunShortcutReferences(renamed) }
        }
        try pinNameReferences(in: &shortcuts, original: file.shortcuts, person: person, library: library)
        let kept = try library.pinningReferences(beside: shortcuts, of: person)
        // NB: checked against the person's shortcuts as they will be saved, pins and all.
        let saved =
            kept.shortcuts.isEmpty
            ? library : InMemoryShortcutLibrary(try library.shortcuts(of: person) + kept.shortcuts, of: person)
        // NB: `shortcuts create` refuses a shortcut with no steps; so does an import.
        let empty = shortcuts.indices.filter { shortcuts[$0].steps.isEmpty }.map {
            ShortcutProblem("shortcuts[\($0)].steps", "the shortcut has no steps; a shortcut needs at least one")
        }
        let validator = ShortcutValidator(catalog: catalog, limits: limits)
        let problems = empty + validator.problems(in: shortcuts, library: saved, person: person)
        let carried = try phrases?.carriedPhrases(of: shortcuts, for: person, replacing: replaced) ?? CarriedPhrases()
        guard problems.isEmpty, carried.problems.isEmpty else {
            throw ShareFileError.invalid(problems + carried.problems)
        }
        for index in carried.dropped { shortcuts[index].phrase = nil }
        return Result(
            shortcuts: shortcuts, renamed: renamed, replaced: replaced, phraseWarnings: carried.warnings,
            nameWarnings: try nameWarnings(of: shortcuts, replacing: replaced, for: person, library: library),
            kept: kept.shortcuts, pinned: kept.pinned)
    }

    /// The file's shortcuts with their questions put back and answered.
    private func answered(_ file: ShareFile, options: Options) throws -> [Shortcut] {
        let numbered = Array(file.importQuestions.enumerated())
        for key in options.answers.keys.sorted()
        where !numbered.contains(where: { $0.element.isAnswered(by: key, number: $0.offset + 1) }) {
            throw ShareFileError.unknownAnswer(key, questions: file.importQuestions)
        }
        var shortcuts = file.shortcuts
        var unanswered: [ShareFile.Question] = []
        var problems: [ShortcutProblem] = []
        for (offset, question) in numbered {
            guard let index = shortcuts.firstIndex(where: { $0.id == question.shortcut }) else {
                problems.append(
                    ShortcutProblem(
                        "importQuestions[\(offset)]",
                        "asks for the shortcut '\(question.shortcut)', which is not in the file"))
                continue
            }
            let answer = options.answers.first { question.isAnswered(by: $0.key, number: offset + 1) }?.value
            let binding: ParameterBinding
            if let answer {
                binding = .literal(answer)
            } else if options.unansweredAskEachTime {
                binding = .askEachTime
            } else {
                unanswered.append(question)
                continue
            }
            let asked = question.question
            shortcuts[index].updateSteps { step in
                if step.id == asked.step { step.parameters[asked.parameter] = binding }
            }
            shortcuts[index].importQuestions.append(asked)
        }
        guard problems.isEmpty else { throw ShareFileError.invalid(problems) }
        guard unanswered.isEmpty else { throw ShareFileError.unanswered(unanswered) }
        return shortcuts
    }

    /// Points Run shortcut steps that name a shortcut of the file by its name at its identifier
    /// instead, when the person's library already answers to that name with another shortcut:
    /// otherwise the imported shortcut would run the person's own shortcut of the same name, or
    /// stop because two shortcuts have it. A name several shortcuts of the file have is left as
    /// it is, for the validator to refuse.
    private func pinNameReferences(
        in shortcuts: inout [Shortcut], original: [Shortcut], person: String, library: any ShortcutLibrary
    ) throws {
        var pinned: [String: String] = [:]
        for shortcut in original {
            for step in shortcut.allSteps {
                guard let reference = step.runShortcutReference, pinned[reference] == nil,
                    !original.contains(where: { $0.id == reference })
                else { continue }
                let targets = original.indices.filter {
                    original[$0].name.caseInsensitiveCompare(reference) == .orderedSame
                }
                guard targets.count == 1, let target = targets.first,
                    try library.shortcuts(named: reference, of: person).contains(where: {
                        $0.id != shortcuts[target].id
                    })
                else { continue }
                pinned[reference] = shortcuts[target].id
            }
        }
        guard !pinned.isEmpty else { return }
        for index in shortcuts.indices { shortcuts[index].renameRunShortcutReferences(pinned) }
    }
}
