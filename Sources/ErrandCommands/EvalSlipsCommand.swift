import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// `errand eval slips`: requests typed with typing slips, read with and without respelling.
struct EvalSlips: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slips",
        abstract: "Type requests with typing slips and report how many are still read as their action.",
        discussion: """
            FILE holds one request a line, "app action<TAB>request", or "none<TAB>request" for a \
            request no app takes (lines starting with # are skipped). Each request is read as typed, \
            then typed --variants times with one slip each (a letter left out, doubled, struck beside \
            or swapped, chosen by --seed) and read with and without respelling. Prints each slipped \
            request read wrong with respelling, the share read as their action (and of requests to \
            no app, the share not understood), then the summary line:
              slips: as_typed=… unrespelled=… respelled=… wrong_unrespelled=… wrong_respelled=… \
            none_understood_unrespelled=… none_understood_respelled=… p50_us=… p99_us=…
            Example, on the requests to the example apps kept with the tests:
              errand eval slips --requests Tests/Fixtures/Requests/example-apps.tsv
            """)

    @Option(help: "The requests: one \"app action<TAB>request\" a line.")
    var requests: String

    @Option(
        name: .long,
        help: "A manifest file or a directory of manifests (repeatable; default: the example apps built into Errand).")
    var catalog: [String] = []

    @Option(help: "Ways of typing each request with a slip.")
    var variants = 5

    @Option(help: "The seed of the slips.")
    var seed: UInt64 = 1

    @Flag(help: "Print the figures as a JSON object before the summary line.")
    var json = false

    func validate() throws {
        guard (1...1_000).contains(variants) else {
            throw ValidationError("--variants must be between 1 and 1000 (got \(variants))")
        }
    }

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: requests, encoding: .utf8)
        } catch {
            throw CommandFailure("cannot read --requests \(requests): \(error.localizedDescription)")
        }
        let corpus = try SlipEvaluation.requests(in: text, file: requests)
        let loaded = try CatalogLoading.load(catalog)
        let understander = try Understander.trained(on: loaded.catalog)
        let report = try SlipEvaluation.run(
            corpus, understander: understander, context: UnderstandingContext(), variants: variants, seed: seed)
        let p50 = report.latencies.percentile(0.5)
        let p99 = report.latencies.percentile(0.99)
        let actions = report.toActions
        let none = report.toNone
        if json {
            func figures(_ tally: SlipEvaluation.Tally) -> [String: Any] {
                ["right": tally.right, "wrong": tally.wrong, "not_understood": tally.notUnderstood, "rate": tally.rate]
            }
            func figures(_ tallies: SlipEvaluation.Tallies) -> [String: Any] {
                [
                    "as_typed": figures(tallies.asTyped), "unrespelled": figures(tallies.slippedWithoutRespelling),
                    "respelled": figures(tallies.slipped),
                ]
            }
            let object: [String: Any] = [
                "requests": corpus.count, "variants": variants, "seed": seed, "to_actions": figures(actions),
                "to_none": figures(none), "p50_us": p50, "p99_us": p99,
                "misses": report.misses.map {
                    ["typed": $0.typed, "expected": $0.request.expected, "read": $0.read as Any? ?? NSNull()]
                        as [String: Any]
                },
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            for miss in report.misses {
                print("MISS \"\(miss.typed)\" (\(miss.request.expected)): \(miss.read ?? "not understood")")
            }
            print("each request typed \(variants) ways with one slip (seed \(seed))")
            Self.printTallies("\(actions.asTyped.total) requests to an app's action", actions, toNone: false)
            if none.asTyped.total > 0 {
                Self.printTallies("\(none.asTyped.total) requests to no app", none, toNone: true)
            }
            print("reading a slipped request: p50 \(fixed(p50, 1)) µs, p99 \(fixed(p99, 1)) µs")
        }
        print(
            "slips: as_typed=\(fixed(actions.asTyped.rate, 3)) unrespelled=\(fixed(actions.slippedWithoutRespelling.rate, 3)) "
                + "respelled=\(fixed(actions.slipped.rate, 3)) wrong_unrespelled=\(actions.slippedWithoutRespelling.wrong) "
                + "wrong_respelled=\(actions.slipped.wrong) none_understood_unrespelled=\(none.slippedWithoutRespelling.wrong) "
                + "none_understood_respelled=\(none.slipped.wrong) p50_us=\(fixed(p50, 1)) p99_us=\(fixed(p99, 1))")
    }

    /// The three readings of one kind of request, a line each.
    private static func printTallies(_ title: String, _ tallies: SlipEvaluation.Tallies, toNone: Bool) {
        print(title)
        for (name, tally) in [
            ("as typed", tallies.asTyped), ("slipped, without respelling", tallies.slippedWithoutRespelling),
            ("slipped, with respelling", tallies.slipped),
        ] {
            let outcome =
                toNone
                ? "\(tally.right)/\(tally.total) not understood (\(fixed(tally.rate, 3))), \(tally.wrong) read as an action"
                : "\(tally.right)/\(tally.total) read as their action (\(fixed(tally.rate, 3))), \(tally.wrong) as "
                    + "another, \(tally.notUnderstood) not understood"
            print("  \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(outcome)")
        }
    }
}
