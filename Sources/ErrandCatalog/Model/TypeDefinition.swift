import Foundation

/// A type an app declares: an enum with a fixed set of cases, or an entity whose values are
/// the app's own objects (listed in the manifest, or supplied by the app at run time).
public struct TypeDefinition: Sendable, Hashable, Identifiable {
    /// The type's name, as parameters refer to it (`Size`, `Drink`).
    public var id: String
    /// Whether it is an enum or an entity, with its values.
    public var kind: Kind

    public enum Kind: Sendable, Hashable {
        /// A fixed set of cases.
        case enumeration([EnumCase])
        /// App objects: the values listed here, and more from the app at run time when `dynamic`.
        case entity(values: [EntityValue], dynamic: Bool)
    }

    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// The values a person can name: an enum's cases or an entity's listed values, each with
    /// its id, title and synonyms.
    public var namedValues: [NamedValue] {
        switch kind {
        case .enumeration(let cases): return cases.map { NamedValue(id: $0.id, title: $0.title, synonyms: $0.synonyms) }
        case .entity(let values, _): return values.map { NamedValue(id: $0.id, title: $0.title, synonyms: $0.synonyms) }
        }
    }

    /// Whether this type is an enum.
    public var isEnumeration: Bool {
        if case .enumeration = kind { return true }
        return false
    }

    /// Whether this is an entity whose values the app supplies at run time.
    public var isDynamicEntity: Bool {
        if case .entity(_, let dynamic) = kind { return dynamic }
        return false
    }
}

/// One case of an enum type: "large", shown as "Large", also said as "bowl".
public struct EnumCase: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var synonyms: [String]

    public init(id: String, title: String, synonyms: [String] = []) {
        self.id = id
        self.title = title
        self.synonyms = synonyms
    }
}

/// One of an app's objects: a drink on the menu, a contact, a playlist.
public struct EntityValue: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var subtitle: String?
    public var synonyms: [String]
    /// An image for the object (a path or URL), shown with suggestions.
    public var image: String?

    public init(id: String, title: String, subtitle: String? = nil, synonyms: [String] = [], image: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.image = image
    }
}

/// A value a person can name, whether an enum case or an entity: its id and every way to say it.
public struct NamedValue: Sendable, Hashable {
    public var id: String
    public var title: String
    public var synonyms: [String]

    /// The title followed by the synonyms.
    public var names: [String] { [title] + synonyms }
}
