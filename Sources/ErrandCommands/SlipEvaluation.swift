import ErrandLanguage
import Foundation

/// How many requests are still read as their action when typed with a slip, with and without
/// respelling, and how many requests to no app stay not understood (`errand eval slips`).
struct SlipEvaluation {
    /// A request of the corpus and the action it asks for: `nil` for a request no app takes.
    struct Request: Hashable {
        /// An app's action.
        struct Action: Hashable {
            var app: String
            var action: String
        }

        var action: Action?
        var text: String

        /// "app action", or "none".
        var expected: String { action.map { "\($0.app) \($0.action)" } ?? "none" }
    }

    /// How one way of reading fared: read as the request's action (or, for a request no app
    /// takes, not understood), as another, or not understood when it should have been.
    struct Tally: Equatable {
        var right = 0
        var wrong = 0
        var notUnderstood = 0
        var total: Int { right + wrong + notUnderstood }
        var rate: Double { total == 0 ? 0 : Double(right) / Double(total) }

        /// Adds how `understanding` read `request`, and whether that was right.
        @discardableResult
        mutating func add(_ understanding: Understanding, for request: Request) -> Bool {
            switch (understanding.best, request.action) {
            case (nil, nil):
                right += 1
                return true
            case (nil, _):
                notUnderstood += 1
                return false
            case (let best?, let expected):
                guard best.app == expected?.app && best.action == expected?.action else {
                    wrong += 1
                    return false
                }
                right += 1
                return true
            }
        }
    }

    /// The three ways of reading one kind of request.
    struct Tallies: Equatable {
        var asTyped = Tally()
        var slippedWithoutRespelling = Tally()
        var slipped = Tally()
    }

    struct Report {
        /// Requests to an app's action.
        var toActions = Tallies()
        /// Requests no app takes.
        var toNone = Tallies()
        /// How long understanding each slipped request took.
        var latencies = LatencySamples()
        /// How long understanding each request as typed took.
        var typedLatencies = LatencySamples()
        /// The requests read wrong: as typed, the request, the action read ("app action"), if
        /// any, and whether it was typed with a slip (and read with respelling).
        var misses: [Miss] = []
    }

    /// A request read wrong.
    struct Miss {
        /// The request as it was read.
        var typed: String
        var request: Request
        /// The action read ("app action"), or `nil` when not understood.
        var read: String?
        /// Whether `typed` has a slip; `false` for the request read as written.
        var slipped: Bool

        init(typed: String, request: Request, read understanding: Understanding, slipped: Bool) {
            self.typed = typed
            self.request = request
            self.read = understanding.best.map { "\($0.app) \($0.action)" }
            self.slipped = slipped
        }
    }

    /// The requests of a corpus file: `app action<TAB>request` lines, or `none<TAB>request` for
    /// a request no app takes; blank lines and lines starting with `#` are skipped.
    ///
    /// - Throws: `CommandFailure` naming the file and line of a line not of that form.
    static func requests(in text: String, file: String) throws -> [Request] {
        var requests: [Request] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let names = columns.first?.split(separator: " ").map(String.init) ?? []
            guard columns.count == 2, names.count == 2 || names == ["none"], !columns[1].isEmpty else {
                throw CommandFailure(
                    "\(file):\(index + 1): expected \"app action<TAB>request\" or \"none<TAB>request\", "
                        + "got \"\(trimmed.prefix(60))\"")
            }
            let action = names.count == 2 ? Request.Action(app: names[0], action: names[1]) : nil
            requests.append(Request(action: action, text: columns[1]))
        }
        guard !requests.isEmpty else { throw CommandFailure("\(file): no requests (lines \"app action<TAB>request\")") }
        return requests
    }

    /// Reads every request as typed, then each typed with `variants` slips (chosen by `seed`)
    /// by `understander` and by the same understander without respelling.
    static func run(
        _ requests: [Request], understander: Understander, context: UnderstandingContext, variants: Int, seed: UInt64
    ) throws -> Report {
        var plainConfiguration = understander.configuration
        plainConfiguration.respellsSlips = false
        let plain = try Understander(
            catalog: understander.catalog, model: understander.model, configuration: plainConfiguration)
        var report = Report()
        var generator = SplitMix(seed: seed)
        for request in requests {
            var tallies = request.action == nil ? report.toNone : report.toActions
            let asTyped = report.typedLatencies.measure {
                understander.interpretations(of: request.text, context: context)
            }
            if !tallies.asTyped.add(asTyped, for: request) {
                report.misses.append(Miss(typed: request.text, request: request, read: asTyped, slipped: false))
            }
            for _ in 0..<variants {
                let typed = TypingSlip.typed(TrainingExample(text: request.text, intent: ""), using: &generator).text
                let understanding = report.latencies.measure {
                    understander.interpretations(of: typed, context: context)
                }
                if !tallies.slipped.add(understanding, for: request) {
                    report.misses.append(Miss(typed: typed, request: request, read: understanding, slipped: true))
                }
                tallies.slippedWithoutRespelling.add(plain.interpretations(of: typed, context: context), for: request)
            }
            if request.action == nil { report.toNone = tallies } else { report.toActions = tallies }
        }
        return report
    }
}
