import ErrandCatalog
import Foundation

/// A Swift enum that is an app's enum type: its cases, their titles and synonyms.
///
/// ```swift
/// enum Size: String, AppEnum {
///     case small, large
///     static let typeName = "Size"
///     static let titles: [Size: EnumTitle] = [.small: "Small", .large: EnumTitle("Large", synonyms: ["bowl"])]
/// }
/// ```
public protocol AppEnum: ParameterValue, RawRepresentable, CaseIterable, Hashable where RawValue == String {
    /// The type's name in the catalog (`Size`).
    static var typeName: String { get }
    /// The title and synonyms of each case.
    static var titles: [Self: EnumTitle] { get }
}

/// The title people see for an enum case, and other words they use for it.
public struct EnumTitle: Sendable, Hashable, ExpressibleByStringLiteral {
    public var title: String
    public var synonyms: [String]

    public init(_ title: String, synonyms: [String] = []) {
        self.title = title
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension AppEnum {
    public static var valueType: ValueType { .custom(typeName) }

    public static var typeDefinition: TypeDefinition? {
        TypeDefinition(
            id: typeName,
            kind: .enumeration(
                allCases.map { item in
                    let title = titles[item] ?? EnumTitle(item.rawValue.capitalized)
                    return EnumCase(id: item.rawValue, title: title.title, synonyms: title.synonyms)
                }))
    }

    public init?(value: Value) {
        switch value {
        case .enumCase(let id), .string(let id):
            guard let found = Self(rawValue: id) else { return nil }
            self = found
        default: return nil
        }
    }

    public var parameterValue: Value? { .enumCase(rawValue) }
}
