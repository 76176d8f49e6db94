import Foundation

/// One thing an app can do for a person: its title, parameters, phrases, summary and dialog.
///
/// A custom action models itself on a category (`order`, `create`…); an action that does what
/// a system intent does adopts that intent instead, and gets its parameters, phrases and
/// dialog from the system domain.
public struct ActionDefinition: Sendable, Hashable, Identifiable {
    /// The action's identifier within its app (`OrderCoffee`).
    public var id: String
    /// A brief instruction that starts with a verb ("Order coffee").
    public var title: String
    public var subtitle: String?
    public var description: String?
    /// The category the action models itself on (for an adopted system intent, the intent's).
    public var category: ActionCategory
    /// The system intent this action adopts, if any (`messaging.sendMessage`).
    public var adoptedIntent: String?
    public var parameters: [ParameterDefinition]
    public var summary: ParameterSummary?
    /// Phrase templates people can say, in the sentence template syntax.
    public var phrases: [String]
    /// Example requests with marked values, `order a [large](size) latte`, for the model.
    public var examples: [String]
    public var dialog: DialogTemplates
    public var outputs: [OutputDefinition]
    /// The parameter that receives the previous step's output in a multi-step shortcut.
    public var inputParameter: String?
    /// The parameter that tells variations of this action apart (shown with an image).
    public var keyParameter: String?
    /// Whether the person is asked to confirm before it is handled. Orders always are.
    public var requiresConfirmation: Bool
    public var authentication: Authentication
    /// Whether it runs without bringing the app to the front.
    public var presentation: Presentation
    /// Titles, phrases, summaries and dialogs in the app's other locales, by locale code.
    public var localizations: [String: ActionLocalization]

    public enum Authentication: String, Sendable, Hashable, CaseIterable {
        case none, required
    }

    public enum Presentation: String, Sendable, Hashable, CaseIterable {
        case runsInBackground, opensApp
    }

    public init(
        id: String, title: String, subtitle: String? = nil, description: String? = nil,
        category: ActionCategory = .generic, adoptedIntent: String? = nil, parameters: [ParameterDefinition] = [],
        summary: ParameterSummary? = nil, phrases: [String] = [], examples: [String] = [],
        dialog: DialogTemplates = DialogTemplates(), outputs: [OutputDefinition] = [], inputParameter: String? = nil,
        keyParameter: String? = nil, requiresConfirmation: Bool? = nil, authentication: Authentication? = nil,
        presentation: Presentation = .runsInBackground, localizations: [String: ActionLocalization] = [:]
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.description = description
        self.category = category
        self.adoptedIntent = adoptedIntent
        self.parameters = parameters
        self.summary = summary
        self.phrases = phrases
        self.examples = examples
        self.dialog = dialog
        self.outputs = outputs
        self.inputParameter = inputParameter
        self.keyParameter = keyParameter
        self.requiresConfirmation = requiresConfirmation ?? category.hasFinancialImpact
        self.authentication = authentication ?? (category.hasFinancialImpact ? .required : .none)
        self.presentation = presentation
        self.localizations = localizations
    }

    /// The parameter with the given name.
    public func parameter(named name: String) -> ParameterDefinition? {
        parameters.first { $0.id == name }
    }

    /// The output with the given name.
    public func output(named name: String) -> OutputDefinition? {
        outputs.first { $0.id == name }
    }

    /// Whether the person must confirm before it is handled: always for financial impact.
    public var mustConfirm: Bool { requiresConfirmation || category.hasFinancialImpact }
}

/// An action's texts in one locale.
public struct ActionLocalization: Sendable, Hashable {
    public var title: String?
    public var subtitle: String?
    public var summary: String?
    public var phrases: [String]
    public var dialog: DialogTemplates

    public init(
        title: String? = nil, subtitle: String? = nil, summary: String? = nil, phrases: [String] = [],
        dialog: DialogTemplates = DialogTemplates()
    ) {
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.phrases = phrases
        self.dialog = dialog
    }
}
