import ErrandCatalog

/// The Snips benchmark as an app catalog: one app whose actions are the benchmark's intents,
/// whose parameters are the slot names, and whose marked examples are the training utterances.
///
/// The benchmark is then served by the same `Understander` and model as any app: no separate
/// path for the benchmark.
public enum SnipsCatalog {
    /// The benchmark app's identifier.
    public static let appID = "org.snips.benchmark"

    /// A catalog of one app built from labelled utterances.
    public static func catalog(from examples: [TrainingExample]) -> Catalog {
        var actions: [String: ActionDefinition] = [:]
        var order: [String] = []
        for example in examples {
            if actions[example.intent] == nil {
                order.append(example.intent)
                actions[example.intent] = ActionDefinition(
                    id: example.intent, title: example.intent, category: .generic)
            }
            for slot in example.slots where actions[example.intent]?.parameter(named: slot.name) == nil {
                actions[example.intent]?.parameters.append(
                    ParameterDefinition(id: slot.name, title: slot.name, type: .string))
            }
            actions[example.intent]?.examples.append(markup(of: example))
        }
        let app = AppDefinition(id: appID, name: "Snips benchmark", actions: order.compactMap { actions[$0] })
        return Catalog(apps: [app])
    }

    /// The utterance with its slots marked as `[text](slot)`.
    static func markup(of example: TrainingExample) -> String {
        let characters = Array(example.text)
        var result = ""
        var position = 0
        for slot in example.slots.sorted(by: { $0.characters.lowerBound < $1.characters.lowerBound }) {
            let range = slot.characters.clamped(to: 0..<characters.count)
            guard range.lowerBound >= position, !range.isEmpty else { continue }
            result += String(characters[position..<range.lowerBound])
            result += "[" + String(characters[range]) + "](" + slot.name + ")"
            position = range.upperBound
        }
        return result + String(characters[position...])
    }
}

extension SnipsScore {
    /// Adds one utterance: its gold labels and the understander's best interpretation.
    public mutating func add(gold: TrainingExample, interpretation: Interpretation?) {
        add(gold: gold, predicted: interpretation.map(IntentPrediction.init))
    }
}

extension IntentPrediction {
    /// An interpretation of the benchmark's catalog as the prediction the benchmark scores:
    /// the action as the intent, each parameter as a slot with the words it was read from.
    public init(_ interpretation: Interpretation) {
        self.init(
            intent: interpretation.action, probability: interpretation.confidence,
            slots: interpretation.parameters.sorted { $0.key < $1.key }.map { name, value in
                SlotValue(name: name, text: value.text, tokens: 0..<0, characters: value.offsets ?? 0..<0)
            })
    }
}
