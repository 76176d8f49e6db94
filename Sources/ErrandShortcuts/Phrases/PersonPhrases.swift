import ErrandCatalog
import ErrandLanguage
import Foundation

/// A person's own phrases: adding one for a shortcut or for an app action with fixed values,
/// changing its words or what it runs, listing and removing them, and what apps ask ("does this
/// action have a phrase?", "what changed since N?").
///
/// A phrase for an action makes a one-step shortcut in the person's library with the values
/// as fixed bindings; that shortcut goes when the phrase goes. Removing a phrase never deletes
/// a shortcut the person built.
///
/// ```swift
/// let phrases = try PersonPhrases(store: store, library: library, catalog: catalog)
/// let added = try phrases.add("coffee time", for: .action(app: "com.example.coffee",
///     action: "OrderCoffee", values: ["coffee": .entity(latte)]), of: "amy")
/// try phrases.phrase(of: "amy", app: "com.example.coffee", action: "OrderCoffee",
///     values: ["coffee": .entity(latte)])?.addedLabel   // "Added: coffee time"
/// ```
public struct PersonPhrases: Sendable {
    /// Injected time and identifiers.
    public struct Configuration: Sendable {
        /// Now, for `updatedAt`.
        public var clock: @Sendable () -> Date
        /// A new identifier for a one-step shortcut, unused among the person's shortcuts.
        public var makeShortcutID: @Sendable () -> String

        public init(
            clock: @escaping @Sendable () -> Date = { Date() },
            makeShortcutID: @escaping @Sendable () -> String = { "phrase-" + UUID().uuidString.lowercased() }
        ) {
            self.clock = clock
            self.makeShortcutID = makeShortcutID
        }
    }

    public let store: any PhraseStore
    public let library: any ShortcutLibrary
    public let catalog: Catalog
    public let rules: PhraseRules
    public let configuration: Configuration

    /// A service over `store` and `library`, checking new words against `catalog`'s phrases
    /// (compiled here unless `appPhrases` is given, e.g. `understander.appPhrases`).
    ///
    /// - Throws: `TemplateCompileError` when a phrase of the catalog is not a valid template.
    public init(
        store: any PhraseStore, library: any ShortcutLibrary, catalog: Catalog, appPhrases: AppPhraseMatcher? = nil,
        configuration: Configuration = Configuration()
    ) throws {
        self.store = store
        self.library = library
        self.catalog = catalog
        self.rules = PhraseRules(appPhrases: try appPhrases ?? AppPhraseMatcher(catalog: catalog))
        self.configuration = configuration
    }

    // MARK: Changing phrases

    /// Adds the phrase `words` for `target`.
    ///
    /// - Throws: `PhraseError` when the words break a rule or the target does not exist; the
    ///   store's or library's errors.
    @discardableResult
    public func add(_ words: String, for target: PhraseTarget, of person: String) throws -> PhraseOutcome {
        // NB: read before the one-step shortcut for this phrase is made, so its words are not
        // taken for another's.
        let carried = try shortcutPhrases(of: person, besides: [])
        var warnings = try checkAdding(
            words, for: target, among: try store.phrases(of: person), carried: carried, of: person)
        let phrase = try makePhrase(words, for: target, of: person, reusing: nil, warnings: &warnings)
        // Checked again against the phrases as they are when saving: another process may have
        // added the same words meanwhile, and is then the one that keeps them.
        try save(phrase, of: person, replacing: nil, madeShortcut: phrase.ownsShortcut) { current in
            _ = try checkAdding(words, for: target, among: current, carried: carried, of: person)
        }
        return PhraseOutcome(phrase: phrase, warnings: warnings)
    }

    /// Changes the words of the person's phrase `current` (matched with case and punctuation
    /// folded) to `newWords`, and/or what it runs to `target`.
    ///
    /// - Throws: `PhraseError.notFound` when the person has no such phrase; as `add`.
    @discardableResult
    public func edit(_ current: String, to newWords: String? = nil, target: PhraseTarget? = nil, of person: String)
        throws -> PhraseOutcome
    {
        let existing = try store.phrases(of: person)
        guard let old = Self.find(current, in: existing) else { throw try notFound(current, of: person) }
        let others = existing.filter { $0.phrase != old.phrase }
        let words = newWords ?? old.phrase
        // NB: the same words and target are no change: none is recorded for apps to catch up on.
        if words == old.phrase, target == nil || target == Self.target(of: old) {
            return PhraseOutcome(phrase: old, changed: false)
        }
        var warnings: [String] = []
        if words != old.phrase {
            warnings = try check(
                words, among: others, carried: try shortcutPhrases(of: person, besides: existing), of: person)
        }
        var phrase: StoredPhrase
        if let target, target != Self.target(of: old) {
            try checkNotAdded(target, among: others)
            phrase = try makePhrase(
                words, for: target, of: person, reusing: old.ownsShortcut ? old : nil, warnings: &warnings)
        } else {
            phrase = old
            phrase.phrase = words
            phrase.updatedAt = configuration.clock()
            // NB: the one-step shortcut is made again from the phrase rather than read back: a
            // library may not read back whole definitions.
            if words != old.phrase, case .action(let app, let action, let values) = Self.target(of: old) {
                let title = catalog.action(named: action, in: app)?.title ?? action
                try library.save(
                    Self.oneStep(old.shortcutID, words, title: title, app: app, action: action, values: values),
                    of: person)
            }
        }
        let made = phrase.ownsShortcut && phrase.shortcutID != old.shortcutID
        try save(phrase, of: person, replacing: old.phrase, madeShortcut: made)
        if old.ownsShortcut, phrase.shortcutID != old.shortcutID {
            try deleteOwnedShortcut(old.shortcutID, of: person, unlessUsedBy: others + [phrase])
        }
        return PhraseOutcome(phrase: phrase, warnings: warnings)
    }

    /// Removes the person's phrase `words` (case and punctuation folded); the one-step shortcut
    /// made for it goes too, a shortcut the person built stays.
    ///
    /// - Throws: `PhraseError.notFound` when the person has no such phrase.
    @discardableResult
    public func remove(_ words: String, of person: String) throws -> StoredPhrase {
        let existing = try store.phrases(of: person)
        guard let old = Self.find(words, in: existing) else { throw try notFound(words, of: person) }
        try store.removePhrase(old.phrase, of: person)
        if old.ownsShortcut {
            try deleteOwnedShortcut(old.shortcutID, of: person, unlessUsedBy: existing.filter { $0 != old })
        }
        return old
    }

    // MARK: Reading phrases

    /// The person's phrases, by words.
    public func phrases(of person: String) throws -> [StoredPhrase] {
        try store.phrases(of: person)
    }

    /// The person's phrases that run an action of `app`: what the app shows as "Added: …".
    public func phrases(of person: String, app: String) throws -> [StoredPhrase] {
        try store.phrases(of: person, app: app)
    }

    /// The person's phrase for exactly this action with these values, if they added one.
    public func phrase(of person: String, app: String, action: String, values: [String: Value]) throws
        -> StoredPhrase?
    {
        try store.phrases(of: person, app: app).first { $0.runs(app: app, action: action, values: values) }
    }

    /// The changes to the person's phrases of `app` after `sequence`: how an app learns of
    /// changes the person made elsewhere.
    public func changes(of person: String, app: String?, after sequence: Int) throws -> PhraseChanges {
        try store.phraseChanges(of: person, app: app, after: sequence)
    }

    /// The person's phrases for understanding, matched verbatim.
    ///
    /// The phrases kept here come first; then those the person's shortcuts carry themselves
    /// (`Shortcut.phrase`, as a shared shortcut brings one); then the names of the shortcuts the
    /// person has (not those made for a phrase of one action, which are named after the action:
    /// "order coffee" is still a request to the app). A name the rules would refuse as a phrase
    /// (a core command, an app's own phrase) runs its shortcut only when asked by name ("run
    /// cancel").
    public func book(of person: String) throws -> PersonalPhraseBook {
        let stored = try store.phrases(of: person)
        let owned = Set(stored.filter(\.ownsShortcut).map(\.shortcutID))
        let names = try library.shortcuts(of: person).filter { !owned.contains($0.id) }.map {
            PersonalPhraseBook.ShortcutName(
                name: $0.name, shortcut: $0.id, runsWhenSaidAlone: rules.allowsSayingAlone($0.name))
        }
        let phrases = try candidates(of: person, stored: stored).map(\.phrase.personalPhrase)
        return PersonalPhraseBook(phrases, shortcutNames: names)
    }

    /// Every phrase `book(of:)` answers to, once each, and whose it is: what the person can say.
    ///
    /// Read off the book itself, so the list never disagrees with what is understood: words the
    /// book gives to another phrase (or that have no words once folded) are left out. The
    /// phrases the person added come first, by words as the store keeps them; then the phrases
    /// their shortcuts carry, by words (folded), then shortcut identifier.
    ///
    /// ```swift
    /// for entry in try phrases.entries(of: "amy") {
    ///     print(entry.phrase.phrase, entry.shortcutName ?? "added")   // "good morning Good morning"
    /// }
    /// ```
    ///
    /// - Complexity: O(n log n) in the person's phrases and shortcuts.
    public func entries(of person: String) throws -> [PhraseBookEntry] {
        let candidates = try candidates(of: person)
        let book = PersonalPhraseBook(candidates.map(\.phrase.personalPhrase))
        var heard = Set<String>()
        let answered = candidates.filter { entry in
            book.phrase(matching: entry.phrase.phrase) == entry.phrase.personalPhrase
                && heard.insert(entry.phrase.normalized).inserted
        }
        let added = answered.filter { $0.owner == .person }
        let carried = answered.filter { $0.owner != .person }.sorted {
            ($0.phrase.normalized, $0.phrase.shortcutID) < ($1.phrase.normalized, $1.phrase.shortcutID)
        }
        return added + carried
    }

    // MARK: Helpers

    /// What the book is made of, in the order it reads them (the first of the same words wins):
    /// the phrases kept here, then those the person's shortcuts carry.
    private func candidates(of person: String, stored: [StoredPhrase]? = nil) throws -> [PhraseBookEntry] {
        let stored = try stored ?? store.phrases(of: person)
        return stored.map { PhraseBookEntry(phrase: $0, owner: .person) }
            + (try carriedEntries(of: person, besides: stored))
    }

    /// The phrases the person's shortcuts carry themselves (`Shortcut.phrase`), as phrases
    /// that run them; the one-step shortcuts made for `stored` phrases are left out (their
    /// phrase is one of those).
    func shortcutPhrases(of person: String, besides stored: [StoredPhrase]) throws -> [StoredPhrase] {
        try carriedEntries(of: person, besides: stored).map(\.phrase)
    }

    /// `shortcutPhrases`, each with the shortcut that carries it.
    private func carriedEntries(of person: String, besides stored: [StoredPhrase]) throws -> [PhraseBookEntry] {
        let owned = Set(stored.filter(\.ownsShortcut).map(\.shortcutID))
        return try library.shortcuts(of: person).compactMap { shortcut in
            guard let words = shortcut.phrase, !owned.contains(shortcut.id), !Tokenizer.normalized(words).isEmpty
            else { return nil }
            return PhraseBookEntry(
                phrase: StoredPhrase(phrase: words, shortcutID: shortcut.id, updatedAt: .distantPast),
                owner: .shortcut(name: shortcut.name))
        }
    }

    /// The person's phrase with the same words as `words`, folded.
    static func find(_ words: String, in phrases: [StoredPhrase]) -> StoredPhrase? {
        let key = Tokenizer.normalized(words)
        return phrases.first { $0.phrase == words } ?? phrases.first { !key.isEmpty && $0.normalized == key }
    }

    static func target(of phrase: StoredPhrase) -> PhraseTarget {
        if phrase.ownsShortcut, let app = phrase.app, let action = phrase.action {
            return .action(app: app, action: action, values: phrase.values)
        }
        return .shortcut(phrase.shortcutID)
    }

    /// The warnings of adding `words` for `target` beside the person's phrases `stored` and
    /// the phrases their shortcuts carry (`carried`, those of `stored`'s one-step shortcuts
    /// left out here).
    private func checkAdding(
        _ words: String, for target: PhraseTarget, among stored: [StoredPhrase], carried: [StoredPhrase],
        of person: String
    ) throws -> [String] {
        let owned = Set(stored.filter(\.ownsShortcut).map(\.shortcutID))
        let warnings = try check(
            words, among: stored, carried: carried.filter { !owned.contains($0.shortcutID) }, of: person)
        try checkNotAdded(target, among: stored)
        return warnings
    }

    /// `rules.check` of `words` beside the person's phrases `stored` and those their shortcuts
    /// carry; words a shortcut carries are refused naming that shortcut, which keeps them.
    /// `unsaved` names the shortcuts among `carried` not yet in the library (those of a file
    /// being imported), by identifier.
    func check(
        _ words: String, among stored: [StoredPhrase], carried: [StoredPhrase], of person: String,
        unsaved: [String: String] = [:]
    ) throws -> [String] {
        let refusal: PhraseError
        do {
            return try rules.check(words, others: stored + carried)
        } catch {
            refusal = error
        }
        let key = Tokenizer.normalized(words)
        guard case .takenByOwnPhrase = refusal, !stored.contains(where: { $0.normalized == key }),
            let owner = carried.first(where: { $0.normalized == key })
        else { throw refusal }
        let name =
            try unsaved[owner.shortcutID] ?? library.shortcut(id: owner.shortcutID, of: person)?.name
            ?? owner.shortcutID
        throw PhraseError.takenByShortcut(phrase: words, shortcutID: owner.shortcutID, name: name)
    }

    /// Why the person has no phrase `words` to change: none, or they are a shortcut's own.
    private func notFound(_ words: String, of person: String) throws -> PhraseError {
        guard let carried = Self.find(words, in: try shortcutPhrases(of: person, besides: [])) else {
            return .notFound(words)
        }
        let name = try library.shortcut(id: carried.shortcutID, of: person)?.name ?? carried.shortcutID
        return .shortcutsOwnPhrase(phrase: carried.phrase, shortcutID: carried.shortcutID, name: name)
    }

    private func checkNotAdded(_ target: PhraseTarget, among phrases: [StoredPhrase]) throws {
        guard case .action(let app, let action, let values) = target,
            let existing = phrases.first(where: { $0.runs(app: app, action: action, values: values) })
        else { return }
        throw PhraseError.alreadyAdded(existing: existing.phrase, app: app, action: action)
    }

    /// The phrase record for `target`, saving the one-step shortcut an action needs (in place
    /// of `reusing`'s, when it had one). A Run shortcut step of the person's that the new
    /// shortcut's name would change is pinned, and said in `warnings`.
    private func makePhrase(
        _ words: String, for target: PhraseTarget, of person: String, reusing: StoredPhrase?,
        warnings: inout [String]
    ) throws -> StoredPhrase {
        let now = configuration.clock()
        switch target {
        case .shortcut(let id):
            guard let shortcut = try library.shortcut(id: id, of: person) else { throw PhraseError.unknownShortcut(id) }
            // The app (and action) a shortcut of one app's actions runs, so that app lists it too.
            let appSteps = shortcut.allSteps.compactMap { step -> (app: String, action: String)? in
                if case .app(let app, let action) = step.action { return (app, action) }
                return nil
            }
            let apps = Set(appSteps.map(\.app))
            return StoredPhrase(
                phrase: words, shortcutID: shortcut.id, app: apps.count == 1 ? apps.first : nil,
                action: appSteps.count == 1 ? appSteps.first?.action : nil, ownsShortcut: false, updatedAt: now)
        case .action(let app, let action, let values):
            let definition = try checkedAction(app: app, action: action, values: values)
            let shortcut = Self.oneStep(
                reusing?.shortcutID ?? configuration.makeShortcutID(), words, title: definition.title, app: app,
                action: action, values: values)
            warnings += try library.save([shortcut], keepingReferencesOf: person).map(\.description)
            return StoredPhrase(
                phrase: words, shortcutID: shortcut.id, app: app, action: action, values: values, ownsShortcut: true,
                updatedAt: now)
        }
    }

    /// The one-step shortcut a phrase for an action runs: the action, its values fixed.
    static func oneStep(
        _ id: String, _ words: String, title: String, app: String, action: String, values: [String: Value]
    ) -> Shortcut {
        Shortcut(
            id: id, name: title, phrase: words, steps: [.app("action", app, action, values.mapValues { .literal($0) })])
    }

    private func checkedAction(app: String, action: String, values: [String: Value]) throws -> ActionDefinition {
        guard let appDefinition = catalog.app(app) else {
            throw PhraseError.unknownAction(UnknownName.app(app, known: catalog.apps.map(\.id)))
        }
        guard let definition = appDefinition.action(named: action) else {
            throw PhraseError.unknownAction(
                UnknownName.action(action, app: app, known: appDefinition.actions.map(\.id)))
        }
        for name in values.keys.sorted() {
            guard let parameter = definition.parameter(named: name), let value = values[name] else {
                throw PhraseError.unknownAction(
                    UnknownName.parameter(name, action: action, known: definition.parameters.map(\.id)))
            }
            if let problem = appDefinition.problem(with: value, for: parameter) {
                throw PhraseError.unfitValue(parameter: name, action: action, problem: problem)
            }
        }
        return definition
    }

    /// Saves the phrase once `check` accepts the person's phrases as they are then; when that
    /// fails, the one-step shortcut just made for it goes again, so no shortcut is left that
    /// nothing runs.
    private func save(
        _ phrase: StoredPhrase, of person: String, replacing previous: String?, madeShortcut: Bool,
        checking check: ([StoredPhrase]) throws -> Void = { _ in }
    ) throws {
        do {
            try store.savePhrase(phrase, of: person, replacing: previous, checking: check)
        } catch {
            if madeShortcut { _ = try? library.deleteShortcut(id: phrase.shortcutID, of: person) }
            throw error
        }
    }

    private func deleteOwnedShortcut(_ id: String, of person: String, unlessUsedBy phrases: [StoredPhrase]) throws {
        guard !phrases.contains(where: { $0.shortcutID == id }) else { return }
        try library.deleteShortcut(id: id, of: person)
    }
}
