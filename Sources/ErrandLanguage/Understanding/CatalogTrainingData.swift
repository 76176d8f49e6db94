import ErrandCatalog

/// What the statistical model learns from a catalog: every action's marked examples (and the
/// sentences its phrase templates stand for), labelled with the action; the names of every
/// enum case and entity as gazetteers of the parameters of their type.
struct CatalogTrainingData: Sendable {
    var examples: [TrainingExample] = []
    var gazetteers: [String: [String]] = [:]
    /// Every word the data contains, normalised: requests made mostly of other words are not
    /// something the model knows about.
    var knownWords: Set<String> = []

    init(catalog: Catalog, extraExamples: [TrainingExample] = []) {
        for (app, action) in catalog.allActions {
            let intent = IntentName.of(app: app.id, action: action.id)
            for markup in action.examples {
                let example = ExampleUtterance(markup: markup)
                let slots = example.spans.map { SlotSpan(name: $0.parameter, characters: $0.characters) }
                examples.append(TrainingExample(text: example.text, intent: intent, slots: slots))
            }
            for parameter in action.parameters {
                guard let typeName = parameter.type.customTypeName, let type = app.type(named: typeName) else {
                    continue
                }
                gazetteers[parameter.id, default: []] += type.namedValues.flatMap(\.names)
            }
        }
        examples += extraExamples
        for example in examples {
            for token in Tokenizer.tokens(of: example.text) where token.isWordLike { knownWords.insert(token.text) }
        }
        for values in gazetteers.values {
            for value in values {
                for token in Tokenizer.tokens(of: value) where token.isWordLike { knownWords.insert(token.text) }
            }
        }
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
