import ErrandCatalog
import ErrandLanguage
import Foundation

/// Turns what a person says into readings of it, for the conversation to act on.
///
/// The conversation depends only on this protocol; the phrase fallback in this module and
/// `ErrandLanguage`'s understander both conform.
public protocol RequestUnderstanding: Sendable {
    /// The readings of `text`, most likely first.
    func interpretations(of text: String, context: UnderstandingContext) -> [Interpretation]
}

/// What understanding may take into account: the reference time and the request in progress.
public struct UnderstandingContext: Sendable, Hashable {
    public var now: Date
    public var timeZone: TimeZone
    public var locale: String
    /// The app and action of the request in progress, if any, to prefer readings of it.
    public var pendingApp: String?
    public var pendingAction: String?

    public init(
        now: Date, timeZone: TimeZone, locale: String = "en_US", pendingApp: String? = nil, pendingAction: String? = nil
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.pendingApp = pendingApp
        self.pendingAction = pendingAction
    }
}
