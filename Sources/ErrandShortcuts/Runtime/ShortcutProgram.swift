import Foundation

/// A shortcut compiled to a flat list of instructions with jumps, so a run is a program
/// counter into it and can stop at any question and resume later.
///
/// If / Otherwise, Repeat, Repeat with each and Choose from menu become jumps around their
/// nested steps; every other step is one instruction.
public struct ShortcutProgram: Sendable, Hashable {
    /// One instruction.
    enum Instruction: Sendable, Hashable {
        /// An app step, or a built-in step with no nested steps.
        case perform(ShortcutStep)
        /// If: when the condition fails, go to `otherwise`.
        case branch(ShortcutStep, otherwise: Int)
        case jump(Int)
        /// The end of an If: its output is the last output of the branch taken.
        case endIf(step: String)
        /// Repeat / Repeat with each: the loop's first instruction; `end` is its `endLoop`.
        case startLoop(ShortcutStep, end: Int)
        /// The end of a loop's body; `start` is its `startLoop`.
        case endLoop(step: String, start: Int)
        /// Choose from menu: each item's steps start at its target.
        case menu(ShortcutStep, targets: [Int])
        /// The end of a menu: its output is the chosen item's title.
        case endMenu(step: String)
    }

    public var shortcutID: String
    public var shortcutName: String
    var instructions: [Instruction]

    /// How deep steps may nest inside If, Repeat and menus.
    static let maximumNesting = 64

    /// Compiles `shortcut`, checking each built-in step's parameter names.
    public init(_ shortcut: Shortcut) throws(ShortcutRunError) {
        shortcutID = shortcut.id
        shortcutName = shortcut.name
        instructions = []
        do throws(ShortcutRunError) {
            try emit(shortcut.steps, depth: 0)
        } catch {
            throw error.placed(in: shortcut.name)
        }
    }

    /// A program with no instructions, for a run that fails before its first step.
    init(emptyFor shortcut: Shortcut) {
        shortcutID = shortcut.id
        shortcutName = shortcut.name
        instructions = []
    }

    private mutating func emit(_ steps: [ShortcutStep], depth: Int) throws(ShortcutRunError) {
        guard depth <= Self.maximumNesting else {
            throw ShortcutRunError(
                step: steps.first?.id,
                message: "steps nest more than \(Self.maximumNesting) deep at step '\(steps.first?.id ?? "")'; "
                    + "move the inner steps into a shortcut of their own and use Run shortcut")
        }
        for step in steps { try emit(step, depth: depth) }
    }

    private mutating func emit(_ step: ShortcutStep, depth: Int) throws(ShortcutRunError) {
        guard case .builtIn(let builtIn) = step.action else {
            instructions.append(.perform(step))
            return
        }
        let known = Set(builtIn.parameterNames)
        if let unknown = step.parameters.keys.sorted().first(where: { !known.contains($0) }) {
            let takes =
                builtIn.parameterNames.isEmpty
                ? "it takes none" : "it takes " + builtIn.parameterNames.map { "`\($0)`" }.joined(separator: ", ")
            throw .step(step.id, builtIn.title, "there is no parameter `\(unknown)`; \(takes)")
        }
        switch builtIn {
        case .if:
            let branch = instructions.count
            instructions.append(.jump(0))
            try emit(step.then, depth: depth + 1)
            let skip = instructions.count
            instructions.append(.jump(0))
            let otherwise = instructions.count
            try emit(step.otherwise, depth: depth + 1)
            let end = instructions.count
            instructions.append(.endIf(step: step.id))
            instructions[branch] = .branch(step, otherwise: otherwise)
            instructions[skip] = .jump(end)
        case .repeat, .repeatWithEach:
            let start = instructions.count
            instructions.append(.jump(0))
            try emit(step.body, depth: depth + 1)
            let end = instructions.count
            instructions.append(.endLoop(step: step.id, start: start))
            instructions[start] = .startLoop(step, end: end)
        case .chooseFromMenu:
            guard !step.menu.isEmpty else {
                throw .step(step.id, builtIn.title, "the menu has no items; add at least one")
            }
            let start = instructions.count
            instructions.append(.jump(0))
            var targets: [Int] = []
            var exits: [Int] = []
            for item in step.menu {
                targets.append(instructions.count)
                try emit(item.steps, depth: depth + 1)
                exits.append(instructions.count)
                instructions.append(.jump(0))
            }
            let end = instructions.count
            instructions.append(.endMenu(step: step.id))
            for exit in exits { instructions[exit] = .jump(end) }
            instructions[start] = .menu(step, targets: targets)
        default:
            instructions.append(.perform(step))
        }
    }
}
