import ErrandCatalog
import Foundation

/// Why a handler could not confirm or handle a request: a named error from the action's dialog
/// (`soldOut` → "Sorry, we're out of {soup}."), or a problem reaching the handler.
///
/// The dialog renderer turns it into words specific to the situation; nothing here is spoken
/// as is except `message`, which handlers and transports write for the person.
public struct HandlerFailure: Error, Sendable, Hashable {
    /// The name of the error under the action's `dialog.errors`, when it has one.
    public var name: String?
    /// Values the error's template refers to, beside the request's own.
    public var values: [String: Value]
    /// A complete sentence for the person when there is no named template for the failure.
    public var message: String?
    /// Whether the handler may have done the action anyway (a handle call that timed out), so
    /// a retry must reuse the same idempotency key.
    public var outcomeUnknown: Bool

    public init(
        name: String? = nil, values: [String: Value] = [:], message: String? = nil, outcomeUnknown: Bool = false
    ) {
        self.name = name
        self.values = values
        self.message = message
        self.outcomeUnknown = outcomeUnknown
    }

    /// A named error of the action's dialog (`errors.soldOut`).
    public static func named(_ name: String, values: [String: Value] = [:]) -> HandlerFailure {
        HandlerFailure(name: name, values: values)
    }

    /// A failure with a sentence written for the person.
    public static func message(_ text: String) -> HandlerFailure {
        HandlerFailure(message: text)
    }
}
