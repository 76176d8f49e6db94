import Foundation

/// A built-in action schema an app adopts instead of defining its own: the assistant already
/// knows its parameters, follow-up questions, phrases and dialog.
public struct SystemIntent: Sendable, Hashable, Identifiable {
    /// `domain.intent`, as manifests name it in `adopts:` (`messaging.sendMessage`).
    public var id: String
    public var domain: String
    /// The schema: the action an adopting app gets, before its own overrides.
    public var action: ActionDefinition

    public init(domain: String, action: ActionDefinition) {
        self.id = "\(domain).\(action.id)"
        self.domain = domain
        var action = action
        action.adoptedIntent = "\(domain).\(action.id)"
        self.action = action
    }
}

/// The system domains: calls, workouts, notes and lists, media, messaging, payments and car
/// commands, each with the intents the guidelines list.
public enum SystemDomains {
    /// Every system intent, domain by domain.
    public static let all: [SystemIntent] =
        CallsDomain.intents + WorkoutsDomain.intents + NotesDomain.intents + MediaDomain.intents
        + MessagingDomain.intents + PaymentsDomain.intents + CarDomain.intents

    private static let byID: [String: SystemIntent] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The names manifests may adopt, sorted.
    public static let intentNames: [String] = all.map(\.id).sorted()

    /// The system intent with the given `domain.intent` name.
    public static func intent(named name: String) -> SystemIntent? {
        byID[name]
    }
}

extension ParameterDefinition {
    /// A parameter of a system schema: required ones ask their prompt.
    static func system(
        _ id: String, _ title: String, _ type: ValueType, required: Bool = false, prompt: String? = nil,
        default defaultValue: Value? = nil
    ) -> ParameterDefinition {
        ParameterDefinition(
            id: id, title: title, type: type, isRequired: required, defaultValue: defaultValue, prompt: prompt)
    }
}
