import ErrandCatalog
import Foundation

/// A Swift type whose values are an app's objects: a drink on the menu, a soup, a playlist.
///
/// The listed `entities` let people name them ("a latte"); with `isDynamic` the app also
/// accepts others and resolves them itself.
public protocol AppEntity: ParameterValue, Hashable {
    /// The type's name in the catalog (`Drink`).
    static var typeName: String { get }
    /// The values people can name, in the order they are offered.
    static var entities: [Self] { get }
    /// Whether the app supplies more values at run time.
    static var isDynamic: Bool { get }
    var id: String { get }
    var title: String { get }
    var synonyms: [String] { get }
}

extension AppEntity {
    public static var isDynamic: Bool { false }
    public var synonyms: [String] { [] }
    public static var valueType: ValueType { .custom(typeName) }

    public static var typeDefinition: TypeDefinition? {
        TypeDefinition(
            id: typeName,
            kind: .entity(
                values: entities.map { EntityValue(id: $0.id, title: $0.title, synonyms: $0.synonyms) },
                dynamic: isDynamic))
    }

    public init?(value: Value) {
        let found: Self?
        switch value {
        case .entity(let reference): found = Self.entities.first { $0.id == reference.id }
        case .string(let text):
            let lowered = text.lowercased()
            found = Self.entities.first { entity in
                entity.title.lowercased() == lowered || entity.synonyms.contains { $0.lowercased() == lowered }
            }
        default: found = nil
        }
        guard let found else { return nil }
        self = found
    }

    public var parameterValue: Value? { .entity(EntityReference(type: Self.typeName, id: id, title: title)) }
}
