import ErrandCatalog
import Foundation

/// An app written in Swift and run in the same process: its names, its actions, and its own
/// state. Its catalog model (`definition`) comes from the action types.
public protocol SwiftApp: Sendable {
    static var id: String { get }
    static var name: String { get }
    static var alternativeNames: [String] { get }
    /// The app's action types.
    static var actions: [any AppAction<Self>.Type] { get }
}

extension SwiftApp {
    public static var alternativeNames: [String] { [] }

    /// The app as the catalog models it, with in-process handling.
    public static var definition: AppDefinition {
        var types: [TypeDefinition] = []
        for action in actions {
            for type in action.typeDefinitions where !types.contains(where: { $0.id == type.id }) {
                types.append(type)
            }
        }
        return AppDefinition(
            id: id, name: name, alternativeNames: alternativeNames, types: types,
            actions: actions.map { $0.definition },
            handler: .inProcess)
    }
}
