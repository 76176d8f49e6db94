import ErrandCatalog
import Foundation

/// What an app tells Errand a person just did: one donation per performed action, made when
/// the person performs it, private to that person and to the app that donated it.
///
/// ```swift
/// let donation = Donation(
///     person: "amy", app: "com.example.coffee",
///     content: .interaction(InteractionDonation(action: "OrderCoffee", values: ["coffee": .entity(latte)])),
///     context: DonationContext(date: .now, timeZone: "America/New_York"))
/// try center.donate(donation)
/// ```
public struct Donation: Sendable, Hashable, Codable, Identifiable {
    /// Unique within the store; generated when not given.
    public var id: String
    /// The person who performed the action.
    public var person: String
    /// The app that performed it and donated it.
    public var app: String
    public var content: Content
    public var context: DonationContext
    /// Lets the app delete a set of related donations at once (a conversation, a playlist).
    public var groupIdentifier: String?

    /// An interaction (an action with its values) or a user activity (a view in the app).
    public enum Content: Sendable, Hashable, Codable {
        case interaction(InteractionDonation)
        case activity(ActivityDonation)
    }

    public init(
        id: String = UUID().uuidString, person: String, app: String, content: Content, context: DonationContext,
        groupIdentifier: String? = nil
    ) {
        self.id = id
        self.person = person
        self.app = app
        self.content = content
        self.context = context
        self.groupIdentifier = groupIdentifier
    }

    /// The action identifier, or the activity type.
    public var action: String {
        switch content {
        case .interaction(let interaction): return interaction.action
        case .activity(let activity): return activity.activityType
        }
    }

    /// The identifier the app deletes this donation by, when it gave one.
    public var persistentIdentifier: String? {
        switch content {
        case .interaction(let interaction): return interaction.identifier
        case .activity(let activity): return activity.persistentIdentifier
        }
    }

    /// Whether the donation may feed predictions (activities can opt out).
    public var isEligibleForPrediction: Bool {
        switch content {
        case .interaction: return true
        case .activity(let activity): return activity.isEligibleForPrediction
        }
    }

    /// The phrase the app suggests a person could say to run this again.
    public var suggestedInvocationPhrase: String? {
        switch content {
        case .interaction(let interaction): return interaction.suggestedInvocationPhrase
        case .activity(let activity): return activity.suggestedInvocationPhrase
        }
    }
}

/// An action a person completed, with its parameter values and its result.
public struct InteractionDonation: Sendable, Hashable, Codable {
    public var action: String
    public var values: [String: Value]
    /// The outputs the handler returned (a price, an arrival time).
    public var result: [String: Value]
    /// An image for the key parameter's value (a contact photo, a cup of latte): a path or URL.
    public var keyImage: String?
    public var suggestedInvocationPhrase: String?
    /// An identifier of the app's choosing, to delete this interaction later.
    public var identifier: String?

    public init(
        action: String, values: [String: Value] = [:], result: [String: Value] = [:], keyImage: String? = nil,
        suggestedInvocationPhrase: String? = nil, identifier: String? = nil
    ) {
        self.action = action
        self.values = values
        self.result = result
        self.keyImage = keyImage
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.identifier = identifier
    }
}

/// A view of the app a person opened, with what the app needs to bring it back.
public struct ActivityDonation: Sendable, Hashable, Codable {
    /// A reverse-DNS type the app declares (`com.example.bank.recent-transactions`).
    public var activityType: String
    public var title: String
    public var userInfo: [String: Value]
    /// The keys of `userInfo` the app needs to resume the activity; each must be present.
    public var requiredKeys: [String]
    /// The identifier the app deletes this donation by.
    public var persistentIdentifier: String
    public var isEligibleForPrediction: Bool
    public var suggestedInvocationPhrase: String?

    public init(
        activityType: String, title: String, userInfo: [String: Value] = [:], requiredKeys: [String] = [],
        persistentIdentifier: String, isEligibleForPrediction: Bool = true, suggestedInvocationPhrase: String? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.requiredKeys = requiredKeys
        self.persistentIdentifier = persistentIdentifier
        self.isEligibleForPrediction = isEligibleForPrediction
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
    }
}
