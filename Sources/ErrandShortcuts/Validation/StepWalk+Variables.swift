import ErrandCatalog
import Foundation

extension StepWalk {
    /// Checks that the variable `name`, which the step being checked reads, exists when it runs:
    /// a Set variable step of the shortcut sets it, or it is a loop variable of a Repeat around
    /// the step. Otherwise every run would stop at the step.
    ///
    /// The order of the steps is not held against a variable: a Set variable step later in a
    /// Repeat's body sets it for the next time round. A Set variable step whose name is
    /// computed when it runs may set any variable, so then none is refused.
    ///
    /// - Parameter written: the reference as the shortcut writes it, `{var:name}` or `'name'`.
    mutating func checkVariable(_ name: String, location: String, written: String) {
        guard !setsAnyVariable, !variables.contains(name), !loopVariables.contains(name) else { return }
        let reads = written.hasPrefix("{") ? "refers to \(written), but" : "uses the variable \(written), but"
        if TextReferences.loopVariables.contains(name) {
            let loop = name == "repeatItem" ? "a Repeat with each" : "a Repeat or Repeat with each"
            problems.append(
                ShortcutProblem(
                    location,
                    "\(reads) only the steps inside \(loop) have '\(name)', and no Set variable step sets it; "
                        + "move the step into the loop's body"))
            return
        }
        let known = variables.union(loopVariables).sorted()
        problems.append(
            ShortcutProblem(
                location,
                "\(reads) no Set variable step sets a variable of that name"
                    + Suggestion.didYouMean(name, among: known)
                    + "; add a Set variable step that sets '\(name)', or use the output of an earlier step"))
    }
}
