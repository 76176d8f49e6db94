import ErrandCatalog
import ErrandLanguage
import Foundation

/// Turns what a person says into readings of it, for the conversation to act on.
///
/// The conversation depends only on this protocol; `ErrandLanguage`'s `Understander` conforms
/// (below), and tests may give the engine any other reading of requests.
public protocol RequestUnderstanding: Sendable {
    /// The readings of `text`, most likely first.
    func readings(of text: String, context: UnderstandingContext) -> [Interpretation]
}

extension Understander: RequestUnderstanding {
    /// The interpretations good enough to act on; none when the request is not understood.
    public func readings(of text: String, context: UnderstandingContext) -> [Interpretation] {
        interpretations(of: text, context: context).interpretations
    }
}
