import ErrandCatalog

/// What the statistical model learns from a catalog: every action's marked examples and a
/// bounded sample of the sentences its phrase templates stand for, labelled with the action;
/// the names of every enum case and entity as gazetteers of the parameters of their type.
struct CatalogTrainingData: Sendable {
    /// What one action teaches: its marked examples, and its phrases with everything sampling
    /// them reads.
    struct ActionInput: Sendable {
        var intent: String
        var marked: [TrainingExample] = []
        var phrases: [(text: String, expression: TemplateExpression)] = []
        var lists: [String: SlotList]
        var types: [String: ValueType]
    }

    /// Each action's input, in the catalog's order.
    private(set) var actions: [ActionInput] = []
    var gazetteers: [String: [String]] = [:]
    /// The seed every phrase's sampling starts from.
    let seed: UInt64

    /// Sentences sampled from each phrase template.
    static let samplesPerPhrase = 24

    /// Reads what each action teaches; no sentence is sampled yet (`examples()`).
    ///
    /// - Throws: `TemplateCompileError` for a phrase that is not a valid template.
    init(catalog: Catalog, seed: UInt64 = 0x4572_7261_6e64) throws(TemplateCompileError) {
        self.seed = seed
        for (app, action) in catalog.allActions {
            var input = ActionInput(
                intent: IntentName.of(app: app.id, action: action.id),
                lists: CatalogGrammar.lists(for: action, in: app, for: .sampling),
                types: Dictionary(action.parameters.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first }))
            for markup in action.examples {
                let example = ExampleUtterance(markup: markup)
                let slots = example.spans.map { SlotSpan(name: $0.parameter, characters: $0.characters) }
                input.marked.append(TrainingExample(text: example.text, intent: input.intent, slots: slots))
            }
            for phrase in action.phrases {
                do {
                    input.phrases.append((phrase, try TemplateParser.parse(phrase)))
                } catch {
                    throw TemplateCompileError(
                        message: "the phrase is not a valid template", template: phrase,
                        source: "\(app.id) \(action.id)",
                        parseError: error)
                }
            }
            actions.append(input)
            for parameter in action.parameters {
                guard let typeName = parameter.type.customTypeName, let type = app.type(named: typeName) else {
                    continue
                }
                gazetteers[parameter.id, default: []] += type.namedValues.flatMap(\.names)
            }
        }
    }

    /// Whether there is nothing to learn from: no action has an example or a phrase.
    var isEmpty: Bool { actions.allSatisfy { $0.marked.isEmpty && $0.phrases.isEmpty } }

    /// The sentences to learn from: each action's marked examples, then the sentences sampled
    /// from its phrases.
    ///
    /// - Complexity: samples every phrase, most of the time of reading a catalog to train on.
    func examples() -> [TrainingExample] {
        actions.flatMap { input in
            input.marked
                + input.phrases.flatMap { phrase in
                    // NB: each phrase samples from its own seed, so an edit to one app's phrases
                    // leaves every other phrase's sentences as they were, and how the other apps'
                    // requests are read with them.
                    var sampler = TemplateSampler(
                        generator: SeededGenerator(
                            seed: FeatureHash.combine(seed, FeatureHash.of(input.intent + " " + phrase.text))),
                        rules: [:], lists: input.lists,
                        fillers: { SlotFillers.examples(for: input.types[$0] ?? .string) })
                    return sampler.samples(of: phrase.expression, limit: Self.samplesPerPhrase).map {
                        TrainingExample(text: $0.text, intent: input.intent, slots: $0.slots)
                    }
                }
        }
    }

    /// The words of each app's phrases, examples, value names, the words its slots read
    /// besides values, and its own names, normalised, by app identifier; apps without actions
    /// have none. A request made mostly of words no app uses is not one the catalog's model
    /// knows about.
    static func knownWordsByApp(of catalog: Catalog) -> [String: Set<String>] {
        var known: [String: Set<String>] = [:]
        for app in catalog.apps where !app.actions.isEmpty {
            var words: Set<String> = []
            func add(_ text: String) {
                for token in Tokenizer.tokens(of: text) where token.kind == .word { words.insert(token.text) }
            }
            for action in app.actions {
                for phrase in action.phrases { add(withoutSlots(phrase)) }
                for example in action.examples { add(ExampleUtterance(markup: example).text) }
                // The words a phrase's slot reads besides values: a yes/no parameter's title
                // ("{shuffle}" reads "shuffle") and the nouns that name a parameter ("a coffee").
                for parameter in action.parameters {
                    if parameter.type == .boolean { add(parameter.title) }
                    parameter.nouns.forEach(add)
                }
            }
            // An app's type values and names once per app, not once per action: a large app
            // would otherwise tokenize them as many times as it has actions.
            for type in app.types { type.namedValues.flatMap(\.names).forEach(add) }
            app.allNames.forEach(add)
            known[app.id, default: []].formUnion(words)
        }
        return known
    }

    /// For each action (by intent name), the words that name only values of its app's types
    /// the action takes no parameter of: "medium", a grind of ground coffee, to a drink's order.
    /// Such a word is the app's, but a reading of the action cannot have read it, so it is
    /// unread there ("order a medium latte" is no small latte said in full). Words of the app's
    /// phrases, examples, nouns and names are never among them.
    static func otherValueWordsByAction(of catalog: Catalog) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for app in catalog.apps where !app.types.isEmpty {
            var said: Set<String> = []
            func words(_ text: String) -> [String] {
                Tokenizer.tokens(of: text).filter { $0.kind == .word }.map(\.text)
            }
            for action in app.actions {
                for phrase in action.phrases { said.formUnion(words(withoutSlots(phrase))) }
                for example in action.examples { said.formUnion(words(ExampleUtterance(markup: example).text)) }
                for parameter in action.parameters {
                    if parameter.type == .boolean { said.formUnion(words(parameter.title)) }
                    for noun in parameter.nouns { said.formUnion(words(noun)) }
                }
            }
            for name in app.allNames { said.formUnion(words(name)) }
            let valueWords = Dictionary(
                app.types.map { type in (type.id, Set(type.namedValues.flatMap(\.names).flatMap(words))) },
                uniquingKeysWith: { first, _ in first })
            for action in app.actions {
                let used = Set(action.parameters.compactMap(\.type.customTypeName))
                let own = used.reduce(into: Set<String>()) { $0.formUnion(valueWords[$1] ?? []) }
                let others = valueWords.filter { !used.contains($0.key) }.values.reduce(into: Set<String>()) {
                    $0.formUnion($1)
                }
                let foreign = others.subtracting(own).subtracting(said)
                if !foreign.isEmpty { result[IntentName.of(app: app.id, action: action.id)] = foreign }
            }
        }
        return result
    }

    /// A template's text without its `{slot}` references.
    static func withoutSlots(_ template: String) -> String {
        var result = ""
        var depth = 0
        for character in template {
            if character == "{" {
                depth += 1
            } else if character == "}" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}

/// How an action is named as an intent of the model: `app/action`.
public enum IntentName {
    public static func of(app: String, action: String) -> String { "\(app)/\(action)" }

    /// The app and action of an intent name, or `nil` if it is not one.
    public static func parts(of intent: String) -> (app: String, action: String)? {
        guard let slash = intent.lastIndex(of: "/") else { return nil }
        return (String(intent[..<slash]), String(intent[intent.index(after: slash)...]))
    }
}
