import Foundation

/// An app as it tells the assistant about itself: its names, vocabulary, types, actions and
/// the shortcuts it offers.
public struct AppDefinition: Sendable, Hashable, Identifiable {
    /// Reverse-DNS identifier (`com.example.coffee`).
    public var id: String
    public var name: String
    /// Other names people call the app by ("Corner" for "Coffee Corner").
    public var alternativeNames: [String]
    /// Locale codes the app supports, the development locale first (`en_US`).
    public var locales: [String]
    public var vocabulary: [VocabularyTerm]
    public var types: [TypeDefinition]
    public var actions: [ActionDefinition]
    /// Shortcuts the app offers with their phrases (app-provided shortcuts).
    public var shortcuts: [AppShortcut]
    /// How the app fulfils its actions.
    public var handler: HandlerEndpoint

    public init(
        id: String, name: String, alternativeNames: [String] = [], locales: [String] = ["en_US"],
        vocabulary: [VocabularyTerm] = [], types: [TypeDefinition] = [], actions: [ActionDefinition] = [],
        shortcuts: [AppShortcut] = [], handler: HandlerEndpoint = .inProcess
    ) {
        self.id = id
        self.name = name
        self.alternativeNames = alternativeNames
        self.locales = locales
        self.vocabulary = vocabulary
        self.types = types
        self.actions = actions
        self.shortcuts = shortcuts
        self.handler = handler
    }

    /// The action with the given identifier.
    public func action(named id: String) -> ActionDefinition? {
        actions.first { $0.id == id }
    }

    /// The declared type with the given name.
    public func type(named name: String) -> TypeDefinition? {
        types.first { $0.id == name }
    }

    /// The app's name followed by its alternative names.
    public var allNames: [String] { [name] + alternativeNames }
}

/// A term specific to an app that people use in requests: an account name, a workout name.
public struct VocabularyTerm: Sendable, Hashable {
    public var term: String
    /// How the term is said, when that differs from how it is spelled.
    public var pronunciations: [String]
    public var synonyms: [String]

    public init(term: String, pronunciations: [String] = [], synonyms: [String] = []) {
        self.term = term
        self.pronunciations = pronunciations
        self.synonyms = synonyms
    }
}

/// A shortcut an app provides: an action with fixed values and the phrase that runs it.
public struct AppShortcut: Sendable, Hashable {
    public var phrase: String
    public var action: String
    public var title: String?
    public var values: [String: Value]
    public var image: ShortcutImage?

    public init(
        phrase: String, action: String, title: String? = nil, values: [String: Value] = [:],
        image: ShortcutImage? = nil
    ) {
        self.phrase = phrase
        self.action = action
        self.title = title
        self.values = values
        self.image = image
    }
}

/// An image shown with a suggested shortcut, with its size in pixels.
public struct ShortcutImage: Sendable, Hashable {
    public var path: String
    public var width: Int?
    public var height: Int?

    public init(path: String, width: Int? = nil, height: Int? = nil) {
        self.path = path
        self.width = width
        self.height = height
    }
}

/// Where an app's handlers are.
public enum HandlerEndpoint: Sendable, Hashable {
    /// Swift handlers registered in the same process.
    case inProcess
    /// An HTTP endpoint that receives resolve, confirm and handle calls.
    case webhook(url: String, secretEnvironmentVariable: String?, timeoutSeconds: Double?)

    /// The longest a webhook may be waited for, in seconds: a person is waiting for the answer.
    public static let longestTimeout = 300.0
    /// How long a webhook is waited for when its manifest gives no `timeout`, in seconds.
    public static let defaultTimeout = 5.0
}
