import ErrandCatalog
import Foundation

/// Decides whether the person may run an action that needs authentication (orders, payments)
/// before it is handled. Pluggable: a device unlock, a passcode, a server token.
public protocol Authenticator: Sendable {
    /// Whether the request may go ahead; `.denied` carries the sentence to say.
    func authenticate(_ request: ActionRequest) async -> AuthenticationOutcome

    /// The outcome `authenticate` will have, when it is known before the request's questions are
    /// asked (a person not signed in); `nil` when only the moment of handling tells (a device
    /// unlocked then). A known refusal is said at once: the guidelines' confirm step raises
    /// what will stop the action before the person answers for nothing.
    func outcomeKnownBeforeAsking(_ request: ActionRequest) async -> AuthenticationOutcome?
}

extension Authenticator {
    public func outcomeKnownBeforeAsking(_ request: ActionRequest) async -> AuthenticationOutcome? { nil }
}

/// The result of asking an `Authenticator`.
public enum AuthenticationOutcome: Sendable, Hashable {
    case authenticated
    /// Not allowed; the reason is said to the person ("You need to unlock your device first.").
    case denied(reason: String)
}

/// An authenticator for a session whose person was already authenticated, or not, before the
/// conversation began: the owner at a local terminal, a server request with a checked token.
public struct SessionAuthenticator: Authenticator {
    public var isAuthenticated: Bool
    public var reason: String

    public init(
        isAuthenticated: Bool, reason: String = "Sorry, you need to sign in before I can do that."
    ) {
        self.isAuthenticated = isAuthenticated
        self.reason = reason
    }

    public func authenticate(_ request: ActionRequest) async -> AuthenticationOutcome {
        isAuthenticated ? .authenticated : .denied(reason: reason)
    }

    /// Known from the start: the person was signed in before the conversation began, or not.
    public func outcomeKnownBeforeAsking(_ request: ActionRequest) async -> AuthenticationOutcome? {
        await authenticate(request)
    }
}
