import ErrandCatalog
import ErrandShortcuts
import Foundation

/// A shortcut as readable text: each step numbered, built-ins by name, app actions by their
/// catalog titles, and where each parameter's value comes from.
///
/// ```
/// Running late (late) — say "running late"
/// 1. event: Calendar › Next event
/// 2. send: Messages › Send message
///      content = text "Running late for {event.title}"
///      recipients ← output of 'event' → attendees
/// ```
struct ShortcutListing {
    let catalog: Catalog

    func text(of shortcut: Shortcut) -> String {
        var lines = ["\(shortcut.name) (\(shortcut.id))" + (shortcut.phrase.map { " — say \"\($0)\"" } ?? "")]
        if let input = shortcut.inputType { lines.append("Takes \(input.name) as input") }
        let questions = Dictionary(
            shortcut.importQuestions.map { ("\($0.step).\($0.parameter)", $0.prompt) },
            uniquingKeysWith: { first, _ in first })
        append(shortcut.steps, number: "", indent: "", questions: questions, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func append(
        _ steps: [ShortcutStep], number: String, indent: String, questions: [String: String], to lines: inout [String]
    ) {
        for (index, step) in steps.enumerated() {
            let label = "\(number)\(index + 1)"
            lines.append("\(indent)\(label). \(step.id): \(title(of: step.action))")
            let detail = indent + String(repeating: " ", count: label.count + 2)
            for (name, binding) in step.parameters.sorted(by: { $0.key < $1.key }) {
                lines.append("\(detail)  \(name) \(describe(binding))")
            }
            for (name, prompt) in questions.sorted(by: { $0.key < $1.key }) where name.hasPrefix("\(step.id).") {
                let parameter = name.dropFirst(step.id.count + 1)
                lines.append("\(detail)  \(parameter): asked when imported — \"\(prompt)\"")
            }
            let blocks: [(String, [ShortcutStep])] =
                [("Then", step.then), ("Otherwise", step.otherwise), ("Repeat", step.body)]
            for (heading, nested) in blocks where !nested.isEmpty {
                lines.append("\(detail)\(heading):")
                append(nested, number: "\(label).", indent: detail + "  ", questions: questions, to: &lines)
            }
            for item in step.menu {
                lines.append("\(detail)Menu item \"\(item.title)\":")
                append(item.steps, number: "\(label).", indent: detail + "  ", questions: questions, to: &lines)
            }
        }
    }

    private func title(of action: StepAction) -> String {
        switch action {
        case .builtIn(let builtIn):
            return builtIn.title
        case .app(let app, let action):
            guard let definition = catalog.app(app) else { return "\(app)/\(action) (app not in the catalog)" }
            guard let actionDefinition = definition.action(named: action) else {
                return "\(definition.name) › \(action) (action not in the catalog)"
            }
            return "\(definition.name) › \(actionDefinition.title)"
        }
    }

    private func describe(_ binding: ParameterBinding) -> String {
        switch binding {
        case .literal(let value): return "= \(Self.describe(value))"
        case .text(let text): return "= text \"\(text)\""
        case .output(let step, let property): return "← output of '\(step)'" + (property.map { " → \($0)" } ?? "")
        case .variable(let name, let property): return "← variable '\(name)'" + (property.map { " → \($0)" } ?? "")
        case .input(let property): return "← the shortcut's input" + (property.map { " → \($0)" } ?? "")
        case .currentDate: return "← the current date"
        case .askEachTime: return "? asked each time"
        case .list(let items): return "= list [" + items.map { describe($0) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "= dictionary {"
                + entries.sorted { $0.key < $1.key }.map { "\($0.key) \(describe($0.value))" }.joined(separator: ", ")
                + "}"
        }
    }

    /// `15 min`, `90 s`, `2 h`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.magnitude < 1e12 else { return "\(seconds) s" }
        if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return "\(Int(seconds / 3600)) h" }
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) min" }
        return "\(seconds) s"
    }

    /// A value as the command line shows it: "20.0 USD", "15 min", "Amy (person)", text quoted.
    static func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .enumCase(let id): return id
        case .entity(let entity): return "\(entity.title) (\(entity.type) \(entity.id))"
        case .person(let person): return "\(person.name) (person)"
        case .place(let place): return "\(place.name) (place)"
        case .list(let items): return "[" + items.map { Self.describe($0) }.joined(separator: ", ") + "]"
        case .integer(let number): return String(number)
        case .boolean(let flag): return String(flag)
        case .date(let date): return date.iso8601
        case .time(let time): return time.iso8601
        case .url(let url): return url.absoluteString
        case .decimal(let number): return String(number)
        case .percentage(let number): return "\(number)%"
        case .duration(let seconds): return Self.duration(seconds)
        case .currency(let amount): return "\(amount.amount) \(amount.code)"
        case .dateTime(let date): return date.formatted(.iso8601)
        default:
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
            return json ?? value.typeName
        }
    }
}
