import ErrandCatalog
import ErrandLanguage
import Foundation

/// The state of one conversation across turns: the pending request, if any, and what has
/// been handled, so nothing is handled twice.
///
/// A plain value: the engine reads it and returns the next one, and a server stores it
/// between turns.
public struct ConversationSession: Sendable, Hashable {
    /// The conversation's identifier; idempotency keys are made from it.
    public var id: String
    /// The request being resolved or confirmed, `nil` between requests.
    public var pending: PendingRequest?
    /// How many requests this conversation has started; numbers each request's idempotency key.
    public var requestCount: Int
    /// The idempotency keys of requests already handled.
    public var handledKeys: Set<String>
    /// The assistant's last turn, said again when the person asks ("say that again").
    public var lastResponse: AssistantResponse?
    /// The last request done, with its values: what "do that again" does, and what "save that
    /// as coffee time" keeps a phrase for.
    public var lastDone: RequestedAction? {
        didSet {
            guard let lastDone else { return }
            doneOfEachAction.removeAll { $0.app == lastDone.app && $0.action == lastDone.action }
            doneOfEachAction.append(lastDone)
        }
    }
    /// The last request done of each action in this conversation, the latest last: what "the
    /// same as last time" and "reorder" recall of an action, whatever was done since.
    public private(set) var doneOfEachAction: [RequestedAction]
    /// The last request started, with its values as done when it was, else as first understood
    /// (refused, declined or still open): what a follow-up changes ("and eggs", "what about a
    /// mocha" after lattes are sold out).
    public var lastRequest: RequestedAction? {
        didSet { lastApp = lastRequest?.app ?? lastApp }
    }
    /// The app last talked to: that of the last request, or of the choices last said ("what
    /// coffees do you have"). Of two apps' phrases that read a request as well, its own is taken.
    public var lastApp: String?

    public init(id: String) {
        self.id = id
        pending = nil
        requestCount = 0
        handledKeys = []
        lastResponse = nil
        lastDone = nil
        doneOfEachAction = []
        lastRequest = nil
        lastApp = nil
    }
}

/// An app's action with its values: what a person usually asks for (`PersonalHabits`), or the
/// request last done (`ConversationSession.lastDone`).
public struct RequestedAction: Sendable, Hashable {
    public var app: String
    public var action: String
    public var values: [String: Value]
    /// The words the request was made with, when it was said; a follow-up ("and eggs") is read
    /// into them.
    public var said: String?

    public init(app: String, action: String, values: [String: Value], said: String? = nil) {
        self.app = app
        self.action = action
        self.values = values
        self.said = said
    }

    /// The request as if it were asked again, with no value yet: what a follow-up's words are
    /// read towards.
    var askedAgain: PendingRequest {
        PendingRequest(app: app, action: action, values: [:], askEachTime: [], idempotencyKey: "")
    }
}

/// A request on its way through resolve, confirm and handle.
public struct PendingRequest: Sendable, Hashable {
    public var app: String
    public var action: String
    /// Values so far: given by the person, chosen, or filled by resolution and defaults.
    public var values: [String: Value]
    /// Parameters whose question must be asked even when a default exists ("Ask Each Time").
    public var askEachTime: Set<String>
    /// Proposed values the person said yes to.
    public var accepted: [String: Value]
    /// Proposed values the person said no to; they are not proposed again.
    public var declined: [String: Value]
    /// The question waiting for an answer.
    public var question: Question?
    /// Whether the person has confirmed the request: it is never asked twice.
    public var confirmed: Bool
    /// Whether the request is confirmed before it is handled even when its action never asks:
    /// some of its words were not understood, and nothing runs on a half-understood request.
    public var needsConfirmation: Bool
    /// The key that makes handling this request happen once.
    public var idempotencyKey: String
    /// The words the request was made with (and those added to it at the confirmation since),
    /// so an answer can be read as more of them; `nil` for a request made without words.
    public var said: String?
    /// The parameters the last answer added to the request as more of its words ("for pizza"),
    /// for the next response to acknowledge; empty otherwise.
    public var addedByAnswer: [String]
    /// The words of the last answer that changed the request but were not understood ("oat
    /// milk" of "make it a large with oat milk"), for the next response to name; empty otherwise.
    public var unreadInAnswer: [UnreadWords]
    /// The days said alone for a time a booking needs ("book spin tomorrow"), by parameter: the
    /// time of day is asked on that day, not made up (`ConversationEngine.daysAlone`).
    public var daysAlone: [String: Date]

    public init(app: String, action: String, values: [String: Value], askEachTime: Set<String>, idempotencyKey: String)
    {
        self.app = app
        self.action = action
        self.values = values
        self.askEachTime = askEachTime
        accepted = [:]
        declined = [:]
        question = nil
        confirmed = false
        needsConfirmation = false
        self.idempotencyKey = idempotencyKey
        said = nil
        addedByAnswer = []
        unreadInAnswer = []
        daysAlone = [:]
    }
}
