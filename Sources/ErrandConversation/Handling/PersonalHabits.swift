import ErrandCatalog
import Foundation

/// What a person usually asks for, learnt from what they have done (their donations): what
/// "order my usual" and "the usual" mean to them at this moment, and what "the same as last
/// time" means.
///
/// The engine asks only when a request says so (`UsualWords`), and only for the person it
/// talks with: one person's habits are never another's.
public protocol PersonalHabits: Sendable {
    /// The values the person most likely gives `action` of `app` at this moment, by parameter;
    /// `nil` when nothing is known of it.
    func usualValues(app: String, action: String, context: RequestContext) -> [String: Value]?

    /// The person's most likely request at this moment, whatever its action; `nil` when nothing
    /// is known.
    func usualRequest(context: RequestContext) -> RequestedAction?

    /// The values the person gave `action` of `app` the last time they did it, by parameter;
    /// `nil` when they never did.
    func lastValues(app: String, action: String, context: RequestContext) -> [String: Value]?

    /// The person's last request done, whatever its action; `nil` when none is known.
    func lastRequest(context: RequestContext) -> RequestedAction?

    /// The person's last request done of an action of `category`, whatever its app ("reorder":
    /// their last order); `nil` when none is known. By default, their last request when it is
    /// of an action of the category (the engine checks), so habits that remember only the last
    /// request may leave it out.
    func lastRequest(of category: ActionCategory, context: RequestContext) -> RequestedAction?
}

extension PersonalHabits {
    public func lastRequest(of category: ActionCategory, context: RequestContext) -> RequestedAction? {
        lastRequest(context: context)
    }
}
