import ErrandCatalog
import ErrandConversation
import Foundation

/// Whether a literal value plausibly fits an app action's parameter. Plausibly: values convert
/// the way a person expects (the text "12" where a number is wanted, a date where a date and
/// time is), so only values that could never fit are reported.
struct LiteralFit {
    let app: AppDefinition

    /// Why `value` cannot be `parameter`'s value, or `nil` when it can.
    func mismatch(_ value: Value, _ parameter: ParameterDefinition) -> String? {
        // NB: values the app supplies at run time cannot be checked ahead of it.
        let dynamic = parameter.options == .dynamic
        if let problem = mismatch(value, parameter.type, dynamic: dynamic, depth: 0) {
            return "\(problem); '\(parameter.id)' takes \(describe(parameter.type))"
        }
        if case .fixed(let choices) = parameter.options, !ResolutionRules.accepts(value, for: parameter, app: app) {
            let formatter = ValueFormatter(
                style: .written, app: app, timeZone: .current, now: Date(timeIntervalSince1970: 0))
            let listed = choices.map { formatter.format($0, type: parameter.type) }.joined(separator: ", ")
            return "'\(formatter.format(value, type: parameter.type))' is not one of the choices of "
                + "'\(parameter.id)' (\(listed))"
        }
        if let number = parameter.boundedNumber(of: value), parameter.type.isNumeric {
            let written = ParameterValueProblem.written
            if let minimum = parameter.minimum, number < minimum {
                return "\(written(number)) is below the minimum \(written(minimum)) of '\(parameter.id)'"
            }
            if let maximum = parameter.maximum, number > maximum {
                return "\(written(number)) is above the maximum \(written(maximum)) of '\(parameter.id)'"
            }
        }
        return nil
    }

    private func mismatch(_ value: Value, _ type: ValueType, dynamic: Bool, depth: Int) -> String? {
        guard depth < 8 else { return "the value nests too deeply" }
        if case .list(let element) = type {
            if case .list(let items) = value {
                return items.lazy.compactMap { mismatch($0, element, dynamic: dynamic, depth: depth + 1) }.first
            }
            return mismatch(value, element, dynamic: dynamic, depth: depth + 1)
        }
        if case .list = value {
            return type == .string ? nil : "a list is not \(describe(type))"
        }
        let fits: Bool
        switch type {
        case .string:
            fits = true
        case .integer:
            if case .string(let text) = value {
                fits = Int(text) != nil
            } else {
                fits = value.number.map { $0.rounded() == $0 } ?? false
            }
        case .decimal, .currency, .temperature, .percentage, .duration:
            if case .string(let text) = value { fits = Double(text) != nil } else { fits = value.number != nil }
        case .distance:
            if case .string(let text) = value {
                fits = Distance(written: text) != nil
            } else {
                fits = value.typeName == "distance"
            }
        case .boolean:
            if case .string(let text) = value {
                fits = Bool(text.lowercased()) != nil
            } else {
                fits = value.typeName == "boolean"
            }
        case .date, .dateTime, .time:
            if case .string(let text) = value {
                // NB: words ("tomorrow at 5 pm") are read when the step runs, from that moment;
                // any moment tells whether they are a date at all.
                let reader = ShortcutValueConverter(app: app, timeZone: .current, now: Date())
                guard reader.value(.value(value), as: type) != nil else { return "'\(text)' is not \(describe(type))" }
                fits = true
            } else {
                fits = (type == .time ? ["time", "dateTime"] : ["date", "dateTime"]).contains(value.typeName)
            }
        case .person, .place, .url, .file:
            fits = [type.name, "string"].contains(value.typeName)
        case .custom(let name):
            return customMismatch(value, typeName: name, dynamic: dynamic)
        case .list:
            fits = true
        }
        return fits ? nil : "\(value.typeName) is not \(describe(type))"
    }

    private func customMismatch(_ value: Value, typeName: String, dynamic: Bool) -> String? {
        guard let declared = app.type(named: typeName) else { return nil }
        let id: String
        switch value {
        case .enumCase(let text), .string(let text): id = text
        case .entity(let reference):
            guard reference.type == typeName else {
                return "an entity of type \(reference.type) is not \(EnglishArticles.indefinite(typeName))"
            }
            id = reference.id
        default:
            return "\(value.typeName) is not \(EnglishArticles.indefinite(typeName))"
        }
        let known = declared.namedValues
        // NB: a dynamic entity's values come from the app at run time, and an entity that lists
        // none takes any; otherwise the listed values are all the run will accept, as with an enum.
        guard !dynamic, !declared.isDynamicEntity, !known.isEmpty else { return nil }
        let matches = known.contains {
            $0.id == id || $0.names.contains { $0.caseInsensitiveCompare(id) == .orderedSame }
        }
        return matches
            ? nil
            : "'\(id)' is not \(EnglishArticles.indefinite(typeName))"
                + Suggestion.didYouMean(id, among: known.map(\.id))
    }

    private func describe(_ type: ValueType) -> String {
        if case .custom(let name) = type, let declared = app.type(named: name), !declared.isDynamicEntity,
            !declared.namedValues.isEmpty
        {
            return EnglishArticles.indefinite(name)
                + " (one of \(declared.namedValues.map(\.id).joined(separator: ", ")))"
        }
        return EnglishArticles.indefinite(type.name)
    }
}
