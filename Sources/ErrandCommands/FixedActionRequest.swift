import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// An action with fixed values given as the request it stands for: a phrase's action ("coffee
/// time" for "order a large latte") or a shortcut's step ("text amy I'm on my way"). The words
/// are understood as a request to the catalog's apps, and the action is kept with the values
/// they give.
///
/// What is kept runs the same way each time, so a date or a time read from the request
/// ("tomorrow at 5 pm") is not fixed to the day it was written: its words are in `dateWords`, for
/// what reads them again each time (a shortcut's step), and in `leftOut`, for what keeps values
/// alone (a phrase: the action asks for it when it needs one).
struct FixedActionRequest {
    /// The least confidence of a model reading taken as the request: the action is fixed for
    /// good, so a doubtful reading is refused.
    static let minimumConfidence = 0.6

    var app: String
    var action: ActionDefinition
    var values: [String: Value]
    /// The words of values left out, as said ("tomorrow at 5 pm").
    var leftOut: [String]
    /// The words of the dates and times left out, by parameter: "today" for the tasks due.
    var dateWords: [String: String]
    /// The request as read, when it was understood only with typing slips respelled ("pay" for
    /// "say"); `nil` when read as written.
    var respelled: RespelledText?
    /// Whether one of the apps' phrases read the request, rather than the model's guess.
    var isTemplateReading = false

    /// Reads requests as the assistant would: understood against the catalog's apps, then the
    /// words of two adjacent wildcard slots divided where the app takes them ("text amy I'm on
    /// my way" is "I'm on my way" to "amy": `ConversationEngine.settled`). Nothing is
    /// confirmed or handled.
    struct Reader {
        let engine: ConversationEngine
        let understander: Understander

        /// - Throws: `CommandFailure` when the catalog's phrases do not compile.
        init(setup: ConversationSetup) throws {
            understander = try ModelLoading.understander(for: setup.catalog, modelPath: nil)
            engine = ConversationEngine(catalog: setup.catalog, handlers: setup.handlers, understanding: understander)
        }

        /// The action and values `request` asks for; `nil` when the words are not understood
        /// as a request to one of the apps, or only doubtfully.
        func read(_ request: String, now: Date = Date(), timeZone: TimeZone = .current) async -> FixedActionRequest? {
            let understanding = understander.interpretations(
                of: request, context: UnderstandingContext(now: now, timeZone: timeZone))
            let readings = understanding.interpretations
            guard
                let best = readings.first(where: {
                    $0.source == .template || $0.confidence >= FixedActionRequest.minimumConfidence
                }),
                let action = engine.catalog.action(named: best.action, in: best.app)
            else { return nil }
            var read = FixedActionRequest(
                await engine.settled(best, context: context(now: now, timeZone: timeZone)), action: action)
            read.respelled = understanding.respelled
            read.isTemplateReading = best.source == .template
            return read
        }

        /// The moment requests are read at, as a conversation's.
        func context(now: Date = Date(), timeZone: TimeZone = .current) -> RequestContext {
            RequestContext(now: now, timeZone: timeZone, modality: .screen, sessionID: "fixed-request")
        }
    }

    private init(_ reading: Interpretation, action: ActionDefinition) {
        var values: [String: Value] = [:]
        var leftOut: [String] = []
        var dateWords: [String: String] = [:]
        for (name, understood) in reading.parameters.sorted(by: { $0.key < $1.key }) {
            if understood.value.meansOneDay {
                leftOut.append(understood.text)
                if action.parameter(named: name) != nil, !understood.text.isEmpty { dateWords[name] = understood.text }
            } else if action.parameter(named: name) != nil {
                values[name] = understood.value
            }
        }
        self.app = reading.app
        self.action = action
        self.values = values
        self.leftOut = leftOut
        self.dateWords = dateWords
    }
}
