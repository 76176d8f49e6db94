import ArgumentParser
import ErrandCatalog
import ErrandLanguage
import Foundation

/// `errand bench understanding`: compiling a large catalog's phrase templates, matching
/// requests against it, and the memory it takes.
struct BenchUnderstanding: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "understanding",
        abstract: "Compile a synthetic catalog of many actions and match requests against it.",
        discussion: """
            Targets: compiling 1,000 actions of about 20 templates each in at most 1 s, and at most 150 MB \
            resident. Example:
              swift build -c release && \\
                .build/release/errand bench understanding --actions 1000
            """)

    @Option(help: "Actions in the synthetic catalog.")
    var actions = 1000

    @Option(help: "Phrase templates per action.")
    var phrases = 20

    @Option(help: "Requests to match.")
    var requests = 2000

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    /// NB: the catalog draws its requests' actions and phrases at random, so it needs at least
    /// one of each; a negative count would be an empty range.
    func validate() throws {
        guard (1...1_000_000).contains(actions) else {
            throw ValidationError("--actions must be between 1 and 1000000 (got \(actions))")
        }
        guard (1...1_000).contains(phrases) else {
            throw ValidationError("--phrases must be between 1 and 1000 (got \(phrases))")
        }
        guard (1...10_000_000).contains(requests) else {
            throw ValidationError("--requests must be between 1 and 10000000 (got \(requests))")
        }
    }

    func run() async throws {
        let catalog = SyntheticCatalog.make(actions: actions, phrasesPerAction: phrases)
        let (understander, compileSeconds) = try timed { try Understander(catalog: catalog, model: nil) }
        let residentAfterCompile = ProcessMemory.residentMegabytes ?? 0
        var generator = SplitMix(seed: 7)
        let utterances = (0..<requests).map { _ in Self.request(from: catalog, using: &generator) }
        var latencies = LatencySamples()
        var understood = 0
        let context = UnderstandingContext()
        for utterance in utterances {
            let result = latencies.measure { understander.interpretations(of: utterance, context: context) }
            if result.isUnderstood { understood += 1 }
        }
        let peak = ProcessMemory.peakResidentMegabytes ?? 0
        let line =
            "understanding: actions=\(actions) templates=\(actions * phrases) compile_s=\(fixed(compileSeconds, 3)) "
            + "p50_us=\(fixed(latencies.percentile(0.5), 1)) p99_us=\(fixed(latencies.percentile(0.99), 1)) "
            + "understood=\(understood)/\(requests) rss_mb=\(fixed(residentAfterCompile, 1)) peak_rss_mb=\(fixed(peak, 1))"
        if json {
            let object: [String: Any] = [
                "actions": actions, "templates": actions * phrases, "compile_seconds": compileSeconds,
                "p50_us": latencies.percentile(0.5), "p99_us": latencies.percentile(0.99), "understood": understood,
                "requests": requests, "rss_mb": residentAfterCompile, "peak_rss_mb": peak,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(line)
        }
    }

    /// A request one of the catalog's phrases could match: the phrase with its optional parts
    /// and slots filled in at random.
    static func request(from catalog: Catalog, using generator: inout SplitMix) -> String {
        let app = catalog.apps[generator.next(below: catalog.apps.count)]
        let action = app.actions[generator.next(below: app.actions.count)]
        let phrase = action.phrases[generator.next(below: action.phrases.count)]
        var text = ""
        // One entry per open group: whether the group's words are being left out.
        var skipped: [Bool] = []
        var slot: String?
        for character in phrase {
            let skipping = skipped.last ?? false
            switch character {
            case "[": skipped.append(skipping || generator.next(below: 2) == 0)
            case "(": skipped.append(skipping)
            case "]", ")": _ = skipped.popLast()
            case "|":
                // The first alternative of a group is the one said: skip the rest of it.
                if !skipped.isEmpty { skipped[skipped.count - 1] = true }
            case "{": slot = ""
            case "}":
                if !skipping, let name = slot {
                    text += name == "count" ? "3" : name == "kind" ? "kind 2" : "item \(Self.itemNoun(app)) 4"
                }
                slot = nil
            default:
                if slot != nil { slot?.append(character) } else if !skipping { text.append(character) }
            }
        }
        return text.split(separator: " ").joined(separator: " ")
    }

    private static func itemNoun(_ app: AppDefinition) -> String {
        guard case .entity(let values, _)? = app.type(named: "Item")?.kind, values.count > 4 else { return "" }
        return values[4].title.split(separator: " ").dropFirst().first.map(String.init) ?? ""
    }
}
