import Foundation

extension Shortcut {
    /// Changes every step, nested ones included, in document order.
    mutating func updateSteps(_ change: (inout ShortcutStep) throws -> Void) rethrows {
        try Self.update(&steps, change)
    }

    private static func update(_ steps: inout [ShortcutStep], _ change: (inout ShortcutStep) throws -> Void) rethrows {
        for index in steps.indices {
            try change(&steps[index])
            try update(&steps[index].then, change)
            try update(&steps[index].otherwise, change)
            try update(&steps[index].body, change)
            for item in steps[index].menu.indices { try update(&steps[index].menu[item].steps, change) }
        }
    }
}
