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

    /// The words of `text` that no request of `app` uses, or that name only values `action`
    /// does not take, for an answer whose values were read apart from understanding ("oat milk"
    /// of "make it a large with oat milk"; "medium", a grind of beans, of "a medium mocha").
    func unreadWords(in text: String, app: String, action: String) -> [UnreadWords]

    /// The readings of `text`, most likely first, with those too unsure to act on alone after
    /// them: a second reading worth trying when the app of the first refuses the request.
    func allReadings(of text: String, context: UnderstandingContext) -> [Interpretation]

    /// The values of one parameter of `reading` that `text` names together with "and" ("the
    /// kitchen and bedroom lights"), or also "or" with `orToo`, for a request made once for
    /// each of them.
    func conjoinedValues(in text: String, reading: Interpretation, orToo: Bool) -> ConjoinedValues?
}

extension RequestUnderstanding {
    /// Only the readings good enough to act on, for an understanding that keeps no others.
    public func allReadings(of text: String, context: UnderstandingContext) -> [Interpretation] {
        readings(of: text, context: context)
    }

    /// None: an understanding that does not know the apps' words takes every word as read.
    public func unreadWords(in text: String, app: String, action: String) -> [UnreadWords] { [] }

    /// None: an understanding that does not know the apps' values takes each reading as said.
    public func conjoinedValues(in text: String, reading: Interpretation, orToo: Bool) -> ConjoinedValues? { nil }
}

extension Understander: RequestUnderstanding {
    /// The interpretations good enough to act on; none when the request is not understood.
    public func readings(of text: String, context: UnderstandingContext) -> [Interpretation] {
        interpretations(of: text, context: context).interpretations
    }

    public func allReadings(of text: String, context: UnderstandingContext) -> [Interpretation] {
        let understanding = interpretations(of: text, context: context)
        return understanding.interpretations + understanding.rejected
    }
}
