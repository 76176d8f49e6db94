/// The actions every shortcut can use, whatever apps are installed. Each lists the parameters
/// it reads; its output is what the next step receives.
///
/// Types convert the way a person expects: the text "12" is the number 12 where a number is
/// wanted, a list becomes its items on separate lines where text is wanted.
public enum BuiltInAction: String, Sendable, Hashable, CaseIterable, Codable {
    /// `text` (may hold references such as `{tasks.title}`) → that text.
    case text
    /// `number` → that number.
    case number
    /// `date` (defaults to now), `adjustment` (a duration, negative to go back) → the date.
    case date
    /// `a`, `operator` (`+`, `-`, `*`, `/`, `%`, `^`, `min`, `max`), `b` → the result.
    case calculate
    /// `items` → the list.
    case list
    /// `entries` → the dictionary.
    case dictionary
    /// `dictionary`, `key` → the value for the key.
    case getValueForKey
    /// `name`, `value` (defaults to the previous output) → nothing new; sets the variable.
    case setVariable
    /// `name` → the variable's value.
    case getVariable
    /// `prompt`, `type` (`text`, `number`, `date`), `default` → the person's answer.
    case askForInput
    /// `prompt`; the step's `menu` items → the chosen item's title, after running its steps.
    case chooseFromMenu
    /// `input`, `condition` (`is`, `isNot`, `contains`, `doesNotContain`, `beginsWith`,
    /// `greaterThan`, `lessThan`, `hasAnyValue`, `hasNoValue`), `value`; runs `then` or
    /// `otherwise`.
    case `if`
    /// `count`; runs `body` that many times, with the variable `repeatIndex` (1-based).
    case `repeat`
    /// `items`; runs `body` once per item, with the variables `repeatItem` and `repeatIndex`.
    case repeatWithEach
    /// `text` → shows or speaks it.
    case showResult
    /// `seconds` → waits (on the runner's clock).
    case wait
    /// `shortcut` (an identifier or name), `input` → the other shortcut's result.
    case runShortcut
    /// `result` (optional) → ends the shortcut with it.
    case stop
    /// → now.
    case currentDate
}
