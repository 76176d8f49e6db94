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
            or swapped, chosen by --seed) and read with and without respelling; --variants 0 reads \
            the requests as typed only. Prints each request read wrong as typed ("MISS AS TYPED") and \
            each slipped request read wrong with respelling ("MISS"), the share read as their action \
            (and of requests to no app, the share not understood), how long reading a slipped \
            request took (a request as typed, with --variants 0), then the summary line:
              slips: as_typed=… unrespelled=… respelled=… wrong_unrespelled=…
                wrong_respelled=… none_as_action_as_typed=… none_as_action_unrespelled=…
                none_as_action_respelled=… p50_us=… p99_us=…
            where none_as_action_… count the requests to no app read as an action.
            Examples, on the requests to the example apps kept with the tests, and on \
            requests to no example app (Tools/out-of-scope-requests.py writes them from \
            the shared data):
              errand eval slips --requests Tests/Fixtures/Requests/example-apps.tsv
              errand eval slips --requests out-of-scope.tsv --variants 0
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
        guard (0...1_000).contains(variants) else {
            throw ValidationError("--variants must be between 0 and 1000 (got \(variants))")
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
        let understander = try ModelLoading.trained(on: loaded.catalog)
        let report = try SlipEvaluation.run(
            corpus, understander: understander, context: UnderstandingContext(), variants: variants, seed: seed)
        // NB: with no slips typed (--variants 0), the times are those of the requests as typed.
        let (timed, latencies) =
            report.latencies.count > 0
            ? ("a slipped request", report.latencies) : ("a request as typed", report.typedLatencies)
        let p50 = latencies.percentile(0.5)
        let p99 = latencies.percentile(0.99)
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
                    [
                        "typed": $0.typed, "expected": $0.request.expected, "read": $0.read as Any? ?? NSNull(),
                        "slipped": $0.slipped,
                    ] as [String: Any]
                },
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            for miss in report.misses {
                let kind = miss.slipped ? "MISS" : "MISS AS TYPED"
                print("\(kind) \"\(miss.typed)\" (\(miss.request.expected)): \(miss.read ?? "not understood")")
            }
            if variants > 0 { print("each request typed \(variants) ways with one slip (seed \(seed))") }
            if actions.asTyped.total > 0 {
                Self.printTallies(
                    "\(actions.asTyped.total) requests to an app's action", actions, toNone: false,
                    slipped: variants > 0)
            }
            if none.asTyped.total > 0 {
                Self.printTallies("\(none.asTyped.total) requests to no app", none, toNone: true, slipped: variants > 0)
            }
            print("reading \(timed): p50 \(fixed(p50, 1)) µs, p99 \(fixed(p99, 1)) µs")
        }
        print(
            "slips: as_typed=\(fixed(actions.asTyped.rate, 3)) unrespelled=\(fixed(actions.slippedWithoutRespelling.rate, 3)) "
                + "respelled=\(fixed(actions.slipped.rate, 3)) wrong_unrespelled=\(actions.slippedWithoutRespelling.wrong) "
                + "wrong_respelled=\(actions.slipped.wrong) none_as_action_as_typed=\(none.asTyped.wrong) "
                + "none_as_action_unrespelled=\(none.slippedWithoutRespelling.wrong) "
                + "none_as_action_respelled=\(none.slipped.wrong) p50_us=\(fixed(p50, 1)) p99_us=\(fixed(p99, 1))")
    }

    /// The three readings of one kind of request (the first alone when none was `slipped`), a
    /// line each.
    private static func printTallies(_ title: String, _ tallies: SlipEvaluation.Tallies, toNone: Bool, slipped: Bool) {
        print(title)
        let readings = [
            ("as typed", tallies.asTyped), ("slipped, without respelling", tallies.slippedWithoutRespelling),
            ("slipped, with respelling", tallies.slipped),
        ]
        for (name, tally) in readings.prefix(slipped ? 3 : 1) {
            let outcome =
                toNone
                ? "\(tally.right)/\(tally.total) not understood (\(fixed(tally.rate, 3))), \(tally.wrong) read as an action"
                : "\(tally.right)/\(tally.total) read as their action (\(fixed(tally.rate, 3))), \(tally.wrong) as "
                    + "another, \(tally.notUnderstood) not understood"
            print("  \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(outcome)")
        }
    }
}
