import ErrandCatalog
import Foundation

/// One request as a handler sees it: which action of which app, the values so far, and the
/// circumstances (locale, time, modality).
public struct ActionRequest: Sendable, Hashable {
    public var app: String
    public var action: String
    /// Parameter values by name: what the person gave and what resolution settled so far.
    public var values: [String: Value]
    public var context: RequestContext

    public init(app: String, action: String, values: [String: Value], context: RequestContext) {
        self.app = app
        self.action = action
        self.values = values
        self.context = context
    }
}

/// The circumstances of a request that handlers may use (the nearest store, today's menu).
public struct RequestContext: Sendable, Hashable {
    /// The locale code responses are written for (`en_US`).
    public var locale: String
    /// The reference "now" of the conversation.
    public var now: Date
    public var timeZone: TimeZone
    public var modality: Modality
    /// The conversation's identifier, stable across its turns.
    public var sessionID: String

    public init(locale: String = "en_US", now: Date, timeZone: TimeZone, modality: Modality, sessionID: String) {
        self.locale = locale
        self.now = now
        self.timeZone = timeZone
        self.modality = modality
        self.sessionID = sessionID
    }
}
