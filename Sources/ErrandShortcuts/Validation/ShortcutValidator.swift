import ErrandCatalog
import Foundation

/// Checks shortcuts against a catalog before they are saved or run: every app action exists,
/// every parameter is one the action has, step identifiers are unique, a step uses only the
/// output of an earlier step (not of a block around it) and only variables a Set variable step
/// or a Repeat around it sets, literal values plausibly fit their parameters, Run shortcut
/// references resolve and never loop, and everything stays within `ShortcutLimits`.
///
/// The guidelines: a shortcut a person shares or imports must run as it did for its maker, or
/// say clearly why it cannot — never fail halfway through a run.
///
/// ```swift
/// let validator = ShortcutValidator(catalog: ExampleApps.catalog)
/// let problems = validator.problems(in: [shortcut], library: library, person: "amy")
/// // shortcuts[0].steps[2] (step "send"): app 'com.example.messages' has no action 'SendMesage',
/// //   did you mean 'SendMessage'?
/// ```
public struct ShortcutValidator: Sendable {
    public var catalog: Catalog
    public var limits: ShortcutLimits

    public init(catalog: Catalog, limits: ShortcutLimits = ShortcutLimits()) {
        self.catalog = catalog
        self.limits = limits
    }

    /// Every problem of `shortcuts` (the shortcuts of one share file, or one shortcut), located
    /// by document path.
    ///
    /// A Run shortcut step's reference resolves to one of `shortcuts` (by identifier, then by
    /// name), else to the person's shortcut in `library`.
    ///
    /// - Complexity: O(steps + bindings) plus one library look-up per distinct reference.
    public func problems(
        in shortcuts: [Shortcut], library: (any ShortcutLibrary)? = nil, person: String = ""
    ) -> [ShortcutProblem] {
        var problems: [ShortcutProblem] = []
        if shortcuts.count > limits.maximumShortcuts {
            return [
                ShortcutProblem(
                    "shortcuts",
                    "\(shortcuts.count) shortcuts; a file holds at most \(limits.maximumShortcuts)")
            ]
        }
        var seenShortcutIDs: Set<String> = []
        var totalSteps = 0
        for (index, shortcut) in shortcuts.enumerated() {
            let location = "shortcuts[\(index)]"
            if shortcut.id.isEmpty { problems.append(ShortcutProblem(location, "the shortcut has no id")) }
            // NB: a name of spaces, or of characters that draw nothing (zero-width, direction
            // marks), is no name: it can't be said, nor found in a list.
            if shortcut.name.showsNothing {
                problems.append(
                    ShortcutProblem(
                        "\(location).name",
                        shortcut.name.isEmpty || shortcut.name.allSatisfy(\.isWhitespace)
                            ? "the shortcut has no name; give it the words to say"
                            : "the shortcut's name is only invisible characters (zero-width or direction marks); "
                                + "give it words that show"))
            }
            if !seenShortcutIDs.insert(shortcut.id).inserted {
                problems.append(
                    ShortcutProblem(
                        location, "the shortcut id '\(shortcut.id)' is used twice; give each shortcut its own id"))
            }
            var walk = StepWalk(validator: self, prefix: location)
            walk.collectIDs(shortcut.steps, depth: 0)
            walk.check(shortcut.steps, path: "\(location).steps", depth: 0)
            problems += walk.problems
            totalSteps += walk.stepCount
            problems += questionProblems(shortcut, location: location)
            problems += inputTypeProblems(shortcut, location: location)
        }
        if totalSteps > limits.maximumSteps, shortcuts.count > 1 {
            problems.append(
                ShortcutProblem(
                    "shortcuts", "\(totalSteps) steps in all; a file holds at most \(limits.maximumSteps) steps"))
        }
        problems += RunShortcutGraph(shortcuts: shortcuts, library: library, person: person, limits: limits)
            .problems()
        return problems
    }

    /// Throws every problem of `shortcuts` at once, if there is any.
    public func validate(
        _ shortcuts: [Shortcut], library: (any ShortcutLibrary)? = nil, person: String = ""
    ) throws(ShortcutValidationError) {
        let problems = problems(in: shortcuts, library: library, person: person)
        if !problems.isEmpty { throw ShortcutValidationError(problems: problems) }
    }

    /// An input type naming an app type no app in the catalog declares (a misspelt `Drink`),
    /// which a run would silently take as plain text.
    private func inputTypeProblems(_ shortcut: Shortcut, location: String) -> [ShortcutProblem] {
        guard let type = shortcut.inputType, let name = type.customTypeName,
            !catalog.apps.contains(where: { $0.type(named: name) != nil })
        else { return [] }
        let known = Set(catalog.apps.flatMap { $0.types.map(\.id) }).sorted()
        return [
            ShortcutProblem(
                "\(location).inputType",
                (type.name == name ? "'\(name)' is" : "'\(type.name)' is a list of '\(name)',")
                    + " a type no app in the catalog has"
                    + Suggestion.didYouMean(name, among: known)
                    + "; use a value type (string, integer, date, person, …) or an app's type, or install the app")
        ]
    }

    private func questionProblems(_ shortcut: Shortcut, location: String) -> [ShortcutProblem] {
        var problems: [ShortcutProblem] = []
        let steps = Dictionary(shortcut.allSteps.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, question) in shortcut.importQuestions.enumerated() {
            let here = "\(location).importQuestions[\(index)]"
            guard let step = steps[question.step] else {
                problems.append(
                    ShortcutProblem(
                        here,
                        "asks about step '\(question.step)', which the shortcut does not have"
                            + Suggestion.didYouMean(question.step, among: Array(steps.keys))))
                continue
            }
            let known = parameterNames(of: step.action)
            if let known, !known.contains(question.parameter) {
                problems.append(
                    ShortcutProblem(
                        here,
                        "asks about parameter '\(question.parameter)', which step '\(step.id)' does not have"
                            + Suggestion.didYouMean(question.parameter, among: known)))
            }
        }
        return problems
    }

    /// The parameters a step's action has; `nil` when the app action is not in the catalog.
    func parameterNames(of action: StepAction) -> [String]? {
        switch action {
        case .builtIn(let builtIn): return builtIn.parameterNames
        case .app(let app, let action): return catalog.action(named: action, in: app)?.parameters.map(\.id)
        }
    }
}
