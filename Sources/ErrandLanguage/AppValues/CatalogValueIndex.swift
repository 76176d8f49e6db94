import ErrandCatalog

/// The names of every app's values, indexed once per catalog: enum cases and entities by type,
/// app names with their alternative names, and vocabulary terms.
public struct CatalogValueIndex: Sendable {
    /// A type's values, by `app/Type`.
    private var types: [String: NamedValueIndex<String>] = [:]
    private var titles: [String: [String: String]] = [:]
    private var definitions: [String: TypeDefinition] = [:]
    /// Apps by their names and alternative names.
    public private(set) var apps: NamedValueIndex<String>

    public init(catalog: Catalog) {
        var appEntries: [(names: [String], payload: String)] = []
        for app in catalog.apps {
            appEntries.append((app.allNames, app.id))
            for type in app.types {
                let key = Self.key(app: app.id, type: type.id)
                types[key] = NamedValueIndex(entries: type.namedValues.map { ($0.names, $0.id) })
                definitions[key] = type
                titles[key] = Dictionary(
                    type.namedValues.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
            }
        }
        apps = NamedValueIndex(entries: appEntries)
    }

    /// The index of one declared type's values.
    public func values(of type: String, in app: String) -> NamedValueIndex<String>? {
        types[Self.key(app: app, type: type)]
    }

    /// A declared type's definition.
    public func definition(of type: String, in app: String) -> TypeDefinition? {
        definitions[Self.key(app: app, type: type)]
    }

    /// The title of a declared type's value.
    public func title(of id: String, type: String, in app: String) -> String? {
        titles[Self.key(app: app, type: type)]?[id]
    }

    private static func key(app: String, type: String) -> String { "\(app)/\(type)" }
}
