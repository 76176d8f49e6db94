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

    /// Reads a shortcut as an app writes it; `values` may be left out when there are none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        action = try container.decode(String.self, forKey: .action)
        values = try container.decodeIfPresent([String: Value].self, forKey: .values) ?? [:]
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        suggestedInvocationPhrase = try container.decodeIfPresent(String.self, forKey: .suggestedInvocationPhrase)
        image = try container.decodeIfPresent(String.self, forKey: .image)
    }

    /// The candidate this shortcut would run, for `app`.
    public func candidate(app: String) -> Candidate {
        Candidate(app: app, action: action, values: values.compactMapValues(\.salientText))
    }
}
