import ErrandCatalog
import Foundation

/// One pass over a shortcut's steps, in document order, collecting problems.
///
/// Every recursion is bounded by `ShortcutLimits.maximumBlockDepth`, so a shortcut nested
/// thousands deep is reported, not a stack overflow.
struct StepWalk {
    let validator: ShortcutValidator
    let prefix: String
    var problems: [ShortcutProblem] = []
    var stepCount = 0
    /// Every step identifier of the shortcut, to tell "comes later" from "does not exist".
    var allIDs: Set<String> = []
    /// The steps before the one being checked.
    var earlier: [String] = []
    var earlierSet: Set<String> = []
    /// The variables the shortcut's Set variable steps set by a fixed name: `{name}` in a text
    /// reads one of them when no earlier step has that identifier, as a run does, and
    /// `{var:name}`, a variable binding or a Get variable step reads only these.
    var variables: Set<String> = []
    /// Whether a Set variable step's name is computed when it runs, so that it may set any
    /// variable: then no variable's name is refused as never set.
    var setsAnyVariable = false
    /// The variables the blocks around the step being checked give it: `repeatIndex` inside a
    /// Repeat, and `repeatItem` too inside a Repeat with each.
    var loopVariables: Set<String> = []
    /// The steps whose blocks hold the step being checked, outermost first: their output exists
    /// only after the block ends.
    var enclosing: [String] = []
    /// The steps of the other branch of each If whose branch holds the step being checked: only
    /// one branch runs, so their output never exists for it.
    var otherBranch: [String: OtherBranch] = [:]
    private var tooMany = false

    /// Where a step of an If's other branch is, to say so.
    struct OtherBranch {
        /// The If step's identifier.
        var ifStep: String
        /// The branch the step is in, `then` or `otherwise`.
        var branch: String
        /// The branch of the step being checked.
        var checked: String
    }

    init(validator: ShortcutValidator, prefix: String) {
        self.validator = validator
        self.prefix = prefix
    }

    var limits: ShortcutLimits { validator.limits }

    mutating func collectIDs(_ steps: [ShortcutStep], depth: Int) {
        guard depth <= limits.maximumBlockDepth else { return }
        for step in steps {
            allIDs.insert(step.id)
            if case .builtIn(.setVariable) = step.action, let binding = step.parameters["name"] {
                if let name = binding.literalText {
                    variables.insert(name.trimmingCharacters(in: .whitespaces))
                } else {
                    setsAnyVariable = true
                }
            }
            collectIDs(step.then, depth: depth + 1)
            collectIDs(step.otherwise, depth: depth + 1)
            collectIDs(step.body, depth: depth + 1)
            for item in step.menu { collectIDs(item.steps, depth: depth + 1) }
        }
    }

    /// The identifiers of `steps` and of the steps nested in them, as deep as the limits allow.
    static func stepIDs(in steps: [ShortcutStep], depth: Int, limits: ShortcutLimits) -> [String] {
        guard depth <= limits.maximumBlockDepth else { return [] }
        return steps.flatMap { step in
            [step.id]
                + ([step.then, step.otherwise, step.body] + step.menu.map(\.steps)).flatMap {
                    stepIDs(in: $0, depth: depth + 1, limits: limits)
                }
        }
    }

    mutating func check(_ steps: [ShortcutStep], path: String, depth: Int) {
        for (index, step) in steps.enumerated() {
            guard !tooMany else { return }
            let raw = "\(path)[\(index)]"
            let location = "\(raw) (step \"\(step.id)\")"
            stepCount += 1
            if stepCount > limits.maximumSteps {
                tooMany = true
                problems.append(
                    ShortcutProblem(
                        location,
                        "more than \(limits.maximumSteps) steps; a shortcut has at most \(limits.maximumSteps)"))
                return
            }
            if step.id.isEmpty {
                problems.append(ShortcutProblem(location, "the step has no id; give it one unique in the shortcut"))
            } else if earlierSet.contains(step.id) {
                problems.append(
                    ShortcutProblem(
                        location, "the step id '\(step.id)' is used by an earlier step; step ids must be unique"))
            }
            checkAction(step, location: location)
            earlierSet.insert(step.id)
            earlier.append(step.id)
            checkBlocks(step, raw: raw, location: location, depth: depth)
        }
    }

    private mutating func checkBlocks(_ step: ShortcutStep, raw: String, location: String, depth: Int) {
        let blocks: [(String, [ShortcutStep])] =
            [("then", step.then), ("otherwise", step.otherwise), ("body", step.body)]
            + step.menu.enumerated().map { ("menu[\($0.offset)].steps", $0.element.steps) }
        let allowed: Set<String>
        var given: Set<String> = []
        switch step.action {
        case .builtIn(.if): allowed = ["then", "otherwise"]
        case .builtIn(.repeat):
            allowed = ["body"]
            given = ["repeatIndex"]
        case .builtIn(.repeatWithEach):
            allowed = ["body"]
            given = ["repeatIndex", "repeatItem"]
        case .builtIn(.chooseFromMenu): allowed = ["menu"]
        default: allowed = []
        }
        if !step.menu.isEmpty, !allowed.contains("menu") {
            problems.append(
                ShortcutProblem(location, "only a Choose from menu step has menu items; move them or remove them"))
        }
        if case .builtIn(.chooseFromMenu) = step.action, step.menu.isEmpty {
            problems.append(ShortcutProblem(location, "a Choose from menu step needs at least one menu item"))
        }
        if step.menu.count > limits.maximumListCount {
            problems.append(
                ShortcutProblem(
                    location, "\(step.menu.count) menu items; a menu has at most \(limits.maximumListCount)"))
            return
        }
        for (name, steps) in blocks where !steps.isEmpty {
            let block = name.hasPrefix("menu") ? "menu" : name
            if !allowed.contains(block) {
                problems.append(
                    ShortcutProblem(
                        location,
                        "\(EnglishArticles.indefinite(step.action.displayName)) step has no '\(block)' steps; "
                            + (allowed.isEmpty
                                ? "it has no nested steps" : "it has: \(allowed.sorted().joined(separator: ", "))")))
                continue
            }
            guard depth + 1 < limits.maximumBlockDepth else {
                problems.append(
                    ShortcutProblem(
                        location,
                        "blocks nest deeper than \(limits.maximumBlockDepth) levels; flatten the shortcut "
                            + "or move a part into another shortcut"))
                return
            }
            let outer = loopVariables
            let outerBranches = otherBranch
            loopVariables.formUnion(given)
            if case .builtIn(.if) = step.action {
                let (other, steps) = name == "then" ? ("otherwise", step.otherwise) : ("then", step.then)
                for id in Self.stepIDs(in: steps, depth: depth + 1, limits: limits) {
                    otherBranch[id] = OtherBranch(ifStep: step.id, branch: other, checked: name)
                }
            }
            enclosing.append(step.id)
            check(steps, path: "\(raw).\(name)", depth: depth + 1)
            enclosing.removeLast()
            loopVariables = outer
            otherBranch = outerBranches
        }
    }

    private mutating func checkAction(_ step: ShortcutStep, location: String) {
        switch step.action {
        case .builtIn(let builtIn):
            for (name, binding) in step.parameters.sorted(by: { $0.key < $1.key }) {
                let here = "\(location), parameter '\(name)'"
                if !builtIn.parameterNames.contains(name) {
                    let known = builtIn.parameterNames
                    problems.append(
                        ShortcutProblem(
                            here,
                            "\(step.action.displayName) has no parameter '\(name)'"
                                + Suggestion.didYouMean(name, among: known)
                                + (known.isEmpty ? "; it takes none" : "; it takes \(known.joined(separator: ", "))")))
                }
                checkBinding(binding, location: here, depth: 0)
            }
            if case .getVariable = builtIn, let name = step.parameters["name"]?.literalText {
                checkVariable(
                    name.trimmingCharacters(in: .whitespaces), location: "\(location), parameter 'name'",
                    written: "'\(name)'")
            }
            problems += BuiltInLiterals(limits: limits).problems(builtIn, step.parameters, location: location)
        case .app(let appID, let actionID):
            guard let app = validator.catalog.app(appID) else {
                problems.append(
                    ShortcutProblem(
                        location,
                        "app '\(appID)' is not in the catalog"
                            + Suggestion.didYouMean(appID, among: validator.catalog.apps.map(\.id))
                            + "; install the app, or remove the step"))
                for (name, binding) in step.parameters {
                    checkBinding(binding, location: "\(location), parameter '\(name)'", depth: 0)
                }
                return
            }
            guard let action = app.action(named: actionID) else {
                problems.append(
                    ShortcutProblem(
                        location,
                        "app '\(appID)' has no action '\(actionID)'"
                            + Suggestion.didYouMean(actionID, among: app.actions.map(\.id))
                            + "; its actions are \(app.actions.map(\.id).sorted().joined(separator: ", "))"))
                for (name, binding) in step.parameters {
                    checkBinding(binding, location: "\(location), parameter '\(name)'", depth: 0)
                }
                return
            }
            for (name, binding) in step.parameters.sorted(by: { $0.key < $1.key }) {
                let here = "\(location), parameter '\(name)'"
                checkBinding(binding, location: here, depth: 0)
                guard let parameter = action.parameter(named: name) else {
                    let known = action.parameters.map(\.id)
                    problems.append(
                        ShortcutProblem(
                            here,
                            "'\(actionID)' of '\(appID)' has no parameter '\(name)'"
                                + Suggestion.didYouMean(name, among: known)
                                + (known.isEmpty ? "; it takes none" : "; it takes \(known.joined(separator: ", "))")))
                    continue
                }
                if let value = binding.writtenValue,
                    let reason = LiteralFit(app: app).mismatch(value, parameter)
                {
                    problems.append(ShortcutProblem(here, reason))
                }
            }
        }
    }

    /// Checks a binding's references to earlier steps and its sizes.
    private mutating func checkBinding(_ binding: ParameterBinding, location: String, depth: Int) {
        guard depth < limits.maximumBlockDepth else {
            problems.append(
                ShortcutProblem(location, "bindings nest deeper than \(limits.maximumBlockDepth) levels"))
            return
        }
        switch binding {
        case .output(let step, _):
            checkReference(to: step, location: location)
        case .text(let text):
            for reference in TextReferences.steps(in: text) where !variables.contains(reference) {
                checkReference(to: reference, location: location, inText: true)
            }
            // NB: a bare {repeatItem} is a step's output when a step has that id, as a run reads it.
            for (name, reference) in TextReferences.variables(in: text)
            where reference.hasPrefix("var:") || !allIDs.contains(name) {
                checkVariable(name, location: location, written: "{\(reference)}")
            }
        case .list(let items):
            guard items.count <= limits.maximumListCount else {
                problems.append(tooLong(items.count, location))
                return
            }
            for item in items { checkBinding(item, location: location, depth: depth + 1) }
        case .dictionary(let entries):
            guard entries.count <= limits.maximumListCount else {
                problems.append(tooLong(entries.count, location))
                return
            }
            for (_, item) in entries.sorted(by: { $0.key < $1.key }) {
                checkBinding(item, location: location, depth: depth + 1)
            }
        case .literal(let value):
            if let count = Self.largestList(in: value, depth: 0, limits: limits), count > limits.maximumListCount {
                problems.append(tooLong(count, location))
            }
        case .variable(let name, _):
            checkVariable(name, location: location, written: "'\(name)'")
        case .input, .currentDate, .askEachTime:
            break
        }
    }

    private func tooLong(_ count: Int, _ location: String) -> ShortcutProblem {
        ShortcutProblem(location, "a list of \(count) items; a list holds at most \(limits.maximumListCount)")
    }

    /// The longest list in a literal value (or a sentinel past the limit when nested too deep).
    private static func largestList(in value: Value, depth: Int, limits: ShortcutLimits) -> Int? {
        guard case .list(let items) = value else { return nil }
        guard depth < limits.maximumBlockDepth else { return Int.max }
        return items.reduce(items.count) { largest, item in
            max(largest, largestList(in: item, depth: depth + 1, limits: limits) ?? 0)
        }
    }

    private mutating func checkReference(to step: String, location: String, inText: Bool = false) {
        if enclosing.contains(step) {
            problems.append(
                ShortcutProblem(
                    location,
                    (inText ? "refers to {\(step)}, which " : "")
                        + "names the step '\(step)' that encloses it; its output exists only after the block ends"))
            return
        }
        if let other = otherBranch[step] {
            problems.append(
                ShortcutProblem(
                    location,
                    (inText ? "refers to {\(step)}, the output of step '\(step)'" : "uses the output of step '\(step)'")
                        + ", which is in the '\(other.branch)' branch of the If step '\(other.ifStep)'; this step is "
                        + "in its '\(other.checked)' branch, so '\(step)' never runs before it; use the output of a "
                        + "step before the If, or set a variable in both branches and use {var:name}"))
            return
        }
        if earlierSet.contains(step) { return }
        if allIDs.contains(step) {
            problems.append(
                ShortcutProblem(
                    location,
                    "uses the output of step '\(step)', which runs later (or is this step); "
                        + "a step can use only the output of an earlier step"))
        } else {
            problems.append(
                ShortcutProblem(
                    location,
                    inText
                        ? "refers to {\(step)}, but no earlier step has that id and no Set variable step sets a "
                            + "variable of that name" + Suggestion.didYouMean(step, among: earlier + variables.sorted())
                            + "; use {stepID}, {var:name}, {input} or {now}"
                        : "uses the output of step '\(step)', which the shortcut does not have"
                            + Suggestion.didYouMean(step, among: earlier)))
        }
    }
}

extension StepAction {
    /// How a person names the action in a message: `Repeat`, or `com.example.coffee/OrderCoffee`.
    public var displayName: String {
        switch self {
        case .builtIn(let builtIn): return builtIn.title
        case .app(let app, let action): return "\(app)/\(action)"
        }
    }
}
