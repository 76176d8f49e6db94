import ErrandCatalog
import Foundation

extension Shortcut {
    /// Changes every step, nested ones included, in document order.
    mutating func updateSteps(_ change: (inout ShortcutStep) throws -> Void) rethrows {
        try Self.update(&steps, change)
    }

    /// Points every Run shortcut step that names a key of `renamed` (exactly as written) at its
    /// value instead, keeping the kind of binding it had.
    mutating func renameRunShortcutReferences(_ renamed: [String: String]) {
        updateSteps { step in
            guard let reference = step.runShortcutReference, let fresh = renamed[reference],
                let binding = step.parameters["shortcut"]
            else { return }
            switch binding {
            case .literal(.enumCase): step.parameters["shortcut"] = .literal(.enumCase(fresh))
            case .text: step.parameters["shortcut"] = .text(fresh)
            default: step.parameters["shortcut"] = .literal(.string(fresh))
            }
        }
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
