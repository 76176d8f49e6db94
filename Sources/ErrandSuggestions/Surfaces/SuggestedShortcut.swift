import ErrandCatalog
import Foundation

/// A shortcut an app offers for an action the person may not have performed yet ("Order
/// holiday coffee"), shown in the gallery and offered to a new person until Errand knows them.
public struct SuggestedShortcut: Sendable, Hashable, Codable, Identifiable {
    /// Unique within the app.
    public var id: String
    public var action: String
    public var values: [String: Value]
    /// A brief instruction starting with a verb, without the app's name.
    public var title: String
    public var subtitle: String?
    public var suggestedInvocationPhrase: String?
    public var image: String?

    public init(
        id: String, action: String, values: [String: Value] = [:], title: String, subtitle: String? = nil,
        suggestedInvocationPhrase: String? = nil, image: String? = nil
    ) {
        self.id = id
        self.action = action
        self.values = values
        self.title = title
        self.subtitle = subtitle
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.image = image
    }

    /// The candidate this shortcut would run, for `app`.
    public func candidate(app: String) -> Candidate {
        Candidate(app: app, action: action, values: values.compactMapValues(\.salientText))
    }
}
