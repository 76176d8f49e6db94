import ArgumentParser
import ErrandCatalog
import ErrandLanguage
import ErrandShortcuts
import Foundation

/// A phrase's action given as the request it stands for ("coffee time" for "order a large
/// latte"): the words are understood as a request to the catalog's apps, and the phrase runs
/// that action with the values they give.
///
/// The phrase then says the same thing each time, so a date or a time read from the request
/// ("tomorrow at 5 pm") is left out rather than fixed to the day the phrase was added (the
/// action asks for it when it needs one); each value left out is named in a warning.
struct PhraseRequestTarget {
    /// The least confidence of a model reading taken as the request: a phrase fixes its
    /// action for good, so a doubtful reading is refused with the way to name the action.
    static let minimumConfidence = 0.6

    var target: PhraseTarget
    var warnings: [String]

    init(request: String, catalog: Catalog, now: Date = Date(), timeZone: TimeZone = .current) throws {
        let understander = try ModelLoading.understander(for: catalog, modelPath: nil)
        let readings = understander.interpretations(
            of: request, context: UnderstandingContext(now: now, timeZone: timeZone)
        ).interpretations
        guard
            let best = readings.first(where: { $0.source == .template || $0.confidence >= Self.minimumConfidence }),
            let action = catalog.action(named: best.action, in: best.app)
        else {
            throw CommandFailure(
                "refused: '\(request)' isn't understood as a request to one of the apps; "
                    + "name the action instead: --action APP/ACTION [--value NAME=VALUE …]")
        }
        var values: [String: Value] = [:]
        var warnings: [String] = []
        for (name, understood) in best.parameters.sorted(by: { $0.key < $1.key }) {
            if Self.changesWithTheDay(understood.value) {
                warnings.append(
                    "'\(understood.text)' is left out: a phrase says the same each time, so no date or time is fixed in it"
                )
            } else if action.parameter(named: name) != nil {
                values[name] = understood.value
            }
        }
        self.target = .action(app: best.app, action: best.action, values: values)
        self.warnings = warnings
    }

    /// Whether `value` is a date or an instant: read from words such as "tomorrow", it would
    /// mean one day for good.
    private static func changesWithTheDay(_ value: Value) -> Bool {
        switch value {
        case .date, .dateTime: return true
        default: return false
        }
    }
}
