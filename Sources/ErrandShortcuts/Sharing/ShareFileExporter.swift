import Foundation

/// Makes the share file of one of a person's shortcuts: it first, then every shortcut it runs
/// through Run shortcut, at any depth, so the file is self-contained.
///
/// Privacy: a parameter the person marked as an import question leaves the file without their
/// value (their own contact, their home); the importer answers the question instead.
///
/// ```swift
/// let file = try ShareFileExporter().shareFile(for: usual, of: "amy", library: store)
/// try file.encoded().write(to: url)
/// ```
public struct ShareFileExporter: Sendable {
    public var limits: ShortcutLimits

    public init(limits: ShortcutLimits = ShortcutLimits()) {
        self.limits = limits
    }

    /// The share file of `shortcut`, with the shortcuts it runs taken from `library`.
    ///
    /// - Throws: `ShareFileError` when a shortcut it runs is not in the library, or is given by
    ///   a name several of the person's shortcuts have.
    public func shareFile(for shortcut: Shortcut, of person: String, library: any ShortcutLibrary) throws
        -> ShareFile
    {
        var included = [shortcut]
        var next = 0
        while next < included.count {
            let current = included[next]
            next += 1
            for step in current.allSteps {
                guard let reference = step.runShortcutReference else { continue }
                let found =
                    included.first { $0.id == reference }
                    ?? included.first { $0.name.caseInsensitiveCompare(reference) == .orderedSame }
                if found != nil { continue }
                let named: Shortcut?
                do {
                    named = try library.onlyShortcut(named: reference, of: person)
                } catch let ambiguous as AmbiguousShortcutName {
                    throw ShareFileError.ambiguousShortcut(ambiguous, step: step.id, in: current.name)
                }
                guard let dependency = named else {
                    throw ShareFileError.missingShortcut(reference, step: step.id, in: current.name)
                }
                if included.contains(where: { $0.id == dependency.id }) { continue }
                guard included.count < limits.maximumShortcuts else {
                    throw ShareFileError.notShareable(
                        "'\(shortcut.name)' runs more than \(limits.maximumShortcuts) shortcuts; "
                            + "a share file holds at most \(limits.maximumShortcuts)")
                }
                included.append(dependency)
            }
        }
        return Self.shareFile(of: included)
    }

    /// The share file of `shortcuts`, as they are: the first is the one shared.
    public static func shareFile(of shortcuts: [Shortcut]) -> ShareFile {
        var questions: [ShareFile.Question] = []
        let stripped = shortcuts.map { shortcut in
            var copy = shortcut
            for question in shortcut.importQuestions {
                questions.append(ShareFile.Question(shortcut: shortcut.id, question: question))
                copy.updateSteps { step in
                    if step.id == question.step { step.parameters[question.parameter] = nil }
                }
            }
            copy.importQuestions = []
            return copy
        }
        return ShareFile(shortcuts: stripped, importQuestions: questions)
    }
}
