import ErrandCatalog
import Foundation

/// The JSON the assistant POSTs to an app's webhook for one phase (version 1, described by
/// `Schemas/webhook-v1.schema.json`).
///
/// ```json
/// {"version": "1", "phase": "confirm", "app": "com.example.bakery", "action": "OrderBread",
///  "values": {"bread": {"type": "entity", "value": {"type": "Bread", "id": "sourdough", "title": "Sourdough"}}},
///  "context": {"locale": "en_US", "now": "2026-11-24T09:00:00Z", "timeZone": "UTC",
///              "modality": "voiceOnly", "sessionId": "s1"}}
/// ```
public struct WebhookRequest: Codable, Sendable, Hashable {
    public enum Phase: String, Codable, Sendable, Hashable {
        case resolve, confirm, handle
    }

    /// One context of a request, as JSON carries it.
    public struct Context: Codable, Sendable, Hashable {
        public var locale: String
        /// ISO 8601.
        public var now: String
        public var timeZone: String
        public var modality: Modality
        public var sessionId: String
    }

    public var version: String
    public var phase: Phase
    public var app: String
    public var action: String
    public var values: [String: Value]
    public var context: Context
    /// Present on `handle` only: the same key for every attempt of the same request.
    public var idempotencyKey: String?

    public init(phase: Phase, request: ActionRequest, idempotencyKey: String? = nil) {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        version = "1"
        self.phase = phase
        app = request.app
        action = request.action
        values = request.values
        context = Context(
            locale: request.context.locale, now: formatter.string(from: request.context.now),
            timeZone: request.context.timeZone.identifier, modality: request.context.modality,
            sessionId: request.context.sessionID)
        self.idempotencyKey = idempotencyKey
    }
}

/// What an app's webhook answers: resolutions for `resolve`; outputs or an error for `confirm`
/// and `handle`.
///
/// ```json
/// {"version": "1", "resolutions": {"bread": {"result": "disambiguation", "options": [ … ]}}}
/// {"version": "1", "outputs": {"total": {"type": "currency", "value": {"amount": 6.5, "code": "USD"}}}}
/// {"version": "1", "error": {"name": "soldOut", "values": {}}}
/// ```
public struct WebhookResponse: Codable, Sendable, Hashable {
    public var version: String
    public var resolutions: [String: Resolution]?
    public var outputs: [String: Value]?
    public var error: ErrorBody?

    /// One parameter's resolution, as JSON carries `ParameterResolution`.
    public struct Resolution: Codable, Sendable, Hashable {
        public var result: String
        public var value: Value?
        public var options: [Value]?
        public var dialog: String?
        public var reason: String?

        /// The resolution it stands for, or `nil` when it is malformed.
        var resolution: ParameterResolution? {
            switch result {
            case "success": return value.map(ParameterResolution.success)
            case "needsValue": return .needsValue(options: options)
            case "disambiguation": return options.map(ParameterResolution.disambiguation)
            case "confirmationRequired": return value.map { .confirmationRequired($0, dialog: dialog) }
            case "unsupported": return .unsupported(reason: reason, options: options)
            case "notRequired": return .notRequired
            default: return nil
            }
        }
    }

    /// A failure the app reports: a named error of the action's dialog, with values for it.
    public struct ErrorBody: Codable, Sendable, Hashable {
        public var name: String?
        public var values: [String: Value]?
        public var message: String?
    }
}
