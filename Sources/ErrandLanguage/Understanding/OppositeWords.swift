import ErrandCatalog

/// The words of opposite meaning each action says: the guard that keeps a request from being
/// read as the action that does its opposite. "turn on the kitchen lights" to an app that can
/// only turn them off shares every word with "turn off the kitchen lights" but one, and the
/// statistical model, which weighs all the words, reads it as turning them off. Doing the
/// opposite of what was asked is worse than doing nothing: such a reading is dropped, and the
/// request is not understood unless another action reads it.
struct OppositeWords: Sendable {
    /// Each word that has an opposite, with its opposites: verbs and particles that say which
    /// way an action goes. Words whose opposite is often said for other reasons stay out ("in"
    /// and "out": "play it in the kitchen" to an app that can "check out" a song).
    static let opposites: [String: Set<String>] = {
        let pairs: [(String, String)] = [
            ("on", "off"), ("up", "down"),
            ("start", "stop"), ("start", "end"), ("start", "finish"), ("begin", "stop"), ("begin", "end"),
            ("started", "stopped"), ("starting", "stopping"),
            ("play", "stop"), ("play", "pause"), ("pause", "resume"), ("pause", "unpause"),
            ("open", "close"), ("opened", "closed"),
            ("lock", "unlock"), ("locked", "unlocked"),
            ("enable", "disable"), ("enabled", "disabled"),
            ("activate", "deactivate"), ("arm", "disarm"), ("connect", "disconnect"),
            ("mute", "unmute"), ("follow", "unfollow"), ("subscribe", "unsubscribe"),
            ("block", "unblock"), ("pin", "unpin"), ("archive", "unarchive"), ("install", "uninstall"),
            ("add", "remove"), ("add", "delete"), ("create", "delete"), ("create", "remove"), ("add", "erase"),
            ("create", "erase"),
            ("increase", "decrease"), ("increase", "reduce"), ("raise", "lower"),
            ("before", "after"),
            // "sell 5 shares of apple" to an app that can only buy them.
            ("buy", "sell"), ("bought", "sold"), ("deposit", "withdraw"),
            // "cancel the timer" to an app that can only start one.
            ("start", "cancel"), ("set", "cancel"), ("book", "cancel"), ("order", "cancel"), ("schedule", "cancel"),
            ("create", "cancel"),
        ]
        return pairs.reduce(into: [:]) { table, pair in
            table[pair.0, default: []].insert(pair.1)
            table[pair.1, default: []].insert(pair.0)
        }
    }()

    /// The words with an opposite that each action says, by intent name (`IntentName.of`): in
    /// its title, phrases and examples, or as a value it takes (a case "on" of a switch).
    /// Actions that say none are not listed.
    let saidByAction: [String: Set<String>]
    /// The actions that stop, cancel or remove something (`stopping`), by intent name, with the
    /// words of every phrase of the other actions of their app.
    let stoppingActions: [String: [Set<String>]]

    init(catalog: Catalog) {
        var said: [String: Set<String>] = [:]
        var stopping: [String: [Set<String>]] = [:]
        for (app, action) in catalog.allActions where Self.stops(action) {
            stopping[IntentName.of(app: app.id, action: action.id)] = app.actions.filter { $0.id != action.id }
                .flatMap(\.phrases).map { Set(Self.words(of: CatalogTrainingData.withoutSlots($0))) }
        }
        stoppingActions = stopping
        for (app, action) in catalog.allActions {
            var words: Set<String> = []
            func add(_ text: String) {
                for token in Tokenizer.tokens(of: text) where token.kind == .word && Self.opposites[token.text] != nil {
                    words.insert(token.text)
                }
            }
            add(action.title)
            action.phrases.forEach { add(CatalogTrainingData.withoutSlots($0)) }
            action.examples.forEach { add(ExampleUtterance(markup: $0).text) }
            for parameter in action.parameters {
                if parameter.type == .boolean { add(parameter.title) }
                guard let name = parameter.type.customTypeName, let type = app.type(named: name) else { continue }
                type.namedValues.flatMap(\.names).forEach(add)
            }
            if !words.isEmpty { said[IntentName.of(app: app.id, action: action.id)] = words }
        }
        saidByAction = said
    }

    /// Whether the action of `reading` says a word that has an opposite.
    func saysAWay(_ reading: Interpretation) -> Bool {
        saidByAction[IntentName.of(app: reading.app, action: reading.action)] != nil
    }

    /// Whether `reading` does the opposite of what `tokens` ask: a word of the request outside
    /// the reading's values has an opposite that its action says, while the action never says
    /// the word itself and the request never says the opposite.
    func saysTheOpposite(_ reading: Interpretation, of tokens: [Token]) -> Bool {
        guard let said = saidByAction[IntentName.of(app: reading.app, action: reading.action)] else { return false }
        let spans = reading.parameters.values.compactMap(\.offsets)
        let words = Set(tokens.lazy.filter { $0.kind == .word }.map(\.text))
        return tokens.contains { token in
            guard token.kind == .word, !said.contains(token.text), let opposites = Self.opposites[token.text],
                !spans.contains(where: { $0.overlaps(token.offsets) })
            else { return false }
            return opposites.contains { said.contains($0) && !words.contains($0) }
        }
    }

    /// Whether `reading`, the model's, stops, cancels or removes something that `tokens` never
    /// ask to, while they are wholly the words of a phrase of another action of its app: "print",
    /// to an app that prints and cancels print jobs, is no "cancel print jobs"; "pomodoro", to
    /// one that starts and stops them, no stop. The model weighs the words the two share and
    /// may rank the one that undoes higher; undoing what was not asked is worse than nothing.
    func stopsUnasked(_ reading: Interpretation, of tokens: [Token]) -> Bool {
        guard reading.source == .model,
            let others = stoppingActions[IntentName.of(app: reading.app, action: reading.action)]
        else { return false }
        let words = Set(tokens.lazy.filter { $0.kind == .word }.map(\.text)).subtracting(Self.politeWords)
        guard !words.isEmpty, words.isDisjoint(with: Self.stoppingWords) else { return false }
        return others.contains { words.isSubset(of: $0) }
    }

    /// Words that stop, cancel or remove.
    static let stoppingWords: Set<String> = [
        "stop", "cancel", "end", "delete", "remove", "erase", "clear", "abort", "quit", "finish", "off", "pause",
        "disable", "deactivate", "unsubscribe", "unfollow", "halt", "terminate",
    ]

    /// Words said for politeness, which ask for nothing.
    private static let politeWords: Set<String> = ["please", "now", "thanks", "a", "the", "my"]

    /// Whether `action` stops, cancels or removes: its title says so, or every phrase it has.
    private static func stops(_ action: ActionDefinition) -> Bool {
        let says = { (text: String) in !Set(words(of: text)).isDisjoint(with: stoppingWords) }
        return says(action.title) || (!action.phrases.isEmpty && action.phrases.allSatisfy(says))
    }

    private static func words(of text: String) -> [String] {
        Tokenizer.tokens(of: text).filter { $0.kind == .word }.map(\.text)
    }
}
