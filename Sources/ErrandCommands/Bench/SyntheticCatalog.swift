import ErrandCatalog
import Foundation

/// A large made-up catalog for measuring compile time and memory: `apps` apps of
/// `actionsPerApp` actions, each with `phrasesPerAction` phrase templates in the sentence
/// syntax, an enum and an entity parameter, and a number.
///
/// The words are drawn deterministically from small vocabularies, so two runs build the same
/// catalog and templates of different actions overlap the way real ones do.
enum SyntheticCatalog {
    static func make(actions: Int, phrasesPerAction: Int = 20, actionsPerApp: Int = 50) -> Catalog {
        var generator = SplitMix(seed: 42)
        let verbs = ["order", "book", "start", "play", "find", "show", "send", "create", "add", "set", "get", "open"]
        let nouns = [
            "coffee", "table", "ride", "workout", "song", "note", "message", "reminder", "ticket", "room", "pizza",
            "playlist", "photo", "task", "event", "timer", "lamp", "car", "flight", "book", "movie", "podcast",
        ]
        let fillers = ["please", "for me", "now", "right away", "today", "again", "quickly"]
        var apps: [AppDefinition] = []
        var made = 0
        var appIndex = 0
        while made < actions {
            var app = AppDefinition(id: "com.synthetic.app\(appIndex)", name: "Synthetic \(appIndex)")
            app.types = [
                TypeDefinition(
                    id: "Kind",
                    kind: .enumeration(
                        (0..<6).map { EnumCase(id: "kind\($0)", title: "kind \($0)", synonyms: ["variant \($0)"]) })),
                TypeDefinition(
                    id: "Item",
                    kind: .entity(
                        values: (0..<40).map {
                            EntityValue(id: "item\($0)", title: "item \(nouns[$0 % nouns.count]) \($0)")
                        },
                        dynamic: false)),
            ]
            for local in 0..<min(actionsPerApp, actions - made) {
                let verb = verbs[generator.next(below: verbs.count)]
                let noun = nouns[generator.next(below: nouns.count)]
                let id = "Action\(local)"
                var phrases: [String] = []
                for _ in 0..<phrasesPerAction {
                    let filler = fillers[generator.next(below: fillers.count)]
                    let other = nouns[generator.next(below: nouns.count)]
                    switch generator.next(below: 4) {
                    case 0: phrases.append("\(verb) [a|an|the] [{kind}] \(noun) [\(filler)]")
                    case 1: phrases.append("(\(verb)|get) {count} {item} \(noun) [\(filler)]")
                    case 2: phrases.append("[can you] \(verb) [my] \(noun) (with|and) {item} [\(other)]")
                    default: phrases.append("\(verb) \(noun) \(other) [{kind}] [\(filler)]")
                    }
                }
                app.actions.append(
                    ActionDefinition(
                        id: id, title: "\(verb.capitalized) \(noun)", category: .generic,
                        parameters: [
                            ParameterDefinition(id: "kind", title: "Kind", type: .custom("Kind")),
                            ParameterDefinition(id: "item", title: "Item", type: .custom("Item")),
                            ParameterDefinition(id: "count", title: "Count", type: .integer, defaultValue: .integer(1)),
                        ],
                        phrases: phrases))
                made += 1
            }
            apps.append(app)
            appIndex += 1
        }
        return Catalog(apps: apps)
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
