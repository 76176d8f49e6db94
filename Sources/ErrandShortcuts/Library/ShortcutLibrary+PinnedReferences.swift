import Foundation

extension ShortcutLibrary {
    /// The person's saved shortcuts whose Run shortcut steps would stop running what they run
    /// now once `arriving` are saved beside them, with those steps pinned to the identifier of
    /// the shortcut they run now, and each step pinned.
    ///
    /// A step that names a shortcut by name finds it by identifier first, else by a name only
    /// one shortcut has (`onlyShortcut(named:of:)`). A new shortcut with the same name (or
    /// with the name as its identifier) would make the step stop, or run the new one; a
    /// replacement under another name would leave the name finding nothing. Pinning keeps the
    /// step running the shortcut with the identifier it ran — the replacement, for one
    /// replaced. A shortcut among `arriving` (by identifier) is not pinned: it is being
    /// replaced. A name that finds no shortcut, or several, already is left as it is.
    ///
    /// ```swift
    /// let kept = try library.pinningReferences(beside: [newHelper], of: "amy")
    /// for shortcut in kept.shortcuts + [newHelper] { try library.save(shortcut, of: "amy") }
    /// for pin in kept.pinned { print("kept: \(pin)") }
    /// ```
    ///
    /// - Complexity: O(n + references · n) for n shortcuts of the person, read once.
    public func pinningReferences(beside arriving: [Shortcut], of person: String) throws
        -> (shortcuts: [Shortcut], pinned: [PinnedReference])
    {
        let mine = try shortcuts(of: person)
        let before = InMemoryShortcutLibrary(mine, of: person)
        // NB: later shortcuts replace earlier ones with the same identifier, as saving does.
        let after = InMemoryShortcutLibrary(mine + arriving, of: person)
        let replaced = Set(arriving.map(\.id))
        var decided: [String: PinnedReference] = [:]
        var unchanged: Set<String> = []
        var kept: [Shortcut] = []
        var pinned: [PinnedReference] = []
        for shortcut in mine where !replaced.contains(shortcut.id) {
            var targets: [String: String] = [:]
            for step in shortcut.allSteps {
                guard let reference = step.runShortcutReference, !unchanged.contains(reference) else { continue }
                guard let pin = try decided[reference] ?? Self.pin(reference, before: before, after: after, of: person)
                else {
                    unchanged.insert(reference)
                    continue
                }
                decided[reference] = pin
                targets[reference] = pin.target
                var located = pin
                located.caller = RunShortcutCaller(shortcut: shortcut.id, shortcutName: shortcut.name, step: step.id)
                pinned.append(located)
            }
            guard !targets.isEmpty else { continue }
            var copy = shortcut
            copy.renameRunShortcutReferences(targets)
            kept.append(copy)
        }
        return (kept, pinned)
    }

    /// Saves `shortcuts` for the person, first pinning the Run shortcut steps of their other
    /// shortcuts that the new ones would change (`pinningReferences(beside:of:)`).
    ///
    /// - Returns: the steps pinned, for the caller to tell the person.
    @discardableResult
    public func save(_ shortcuts: [Shortcut], keepingReferencesOf person: String) throws -> [PinnedReference] {
        let kept = try pinningReferences(beside: shortcuts, of: person)
        // NB: the pinned shortcuts first: each runs the same shortcut whether or not the new
        // ones are saved yet, so stopping halfway never leaves a name finding two.
        for shortcut in kept.shortcuts + shortcuts { try save(shortcut, of: person) }
        return kept.pinned
    }

    /// The pin of `reference` (its place left blank) when the name finds one shortcut before
    /// and not only that one after; `nil` when nothing changes for it.
    private static func pin(
        _ reference: String, before: InMemoryShortcutLibrary, after: InMemoryShortcutLibrary, of person: String
    ) throws -> PinnedReference? {
        guard let target = try? before.onlyShortcut(named: reference, of: person) else { return nil }
        let now = try after.shortcuts(named: reference, of: person).map(\.id)
        guard now != [target.id] else { return nil }
        return PinnedReference(
            caller: RunShortcutCaller(shortcut: "", shortcutName: "", step: ""), reference: reference,
            target: target.id, others: now.filter { $0 != target.id }.sorted())
    }
}
