import ErrandCatalog

extension Understander {
    /// `interpretation` with a date or a time whose words are, exactly, the name of a choice
    /// another parameter of the action lists, given to that parameter instead: an app that
    /// names the words a choice means more by them than a date can hold. "What's on my
    /// calendar this week" is the week, not its Monday; "am I free tonight" the evening, not
    /// the day. The other parameter must still be without a value; the date's own words are
    /// then not read a second time.
    ///
    /// - Complexity: one exact look-up a date or time value, for actions with enum parameters.
    func withNamedChoices(_ interpretation: Interpretation) -> Interpretation {
        guard interpretation.parameters.values.contains(where: { Self.isDateOrTime($0.value) }),
            let action = catalog.action(named: interpretation.action, in: interpretation.app)
        else { return interpretation }
        let choices = action.parameters.filter { parameter in
            interpretation.parameters[parameter.id] == nil
                && parameter.type.customTypeName.flatMap { values.definition(of: $0, in: interpretation.app) }?
                    .isEnumeration == true
        }
        guard !choices.isEmpty else { return interpretation }
        var reading = interpretation
        for (name, understood) in interpretation.parameters.sorted(by: { $0.key < $1.key }) {
            guard Self.isDateOrTime(understood.value), !understood.text.isEmpty else { continue }
            for choice in choices where reading.parameters[choice.id] == nil {
                guard let type = choice.type.customTypeName,
                    let named = values.values(of: type, in: interpretation.app)?.exactMatches(for: understood.text),
                    named.count == 1, let id = named.first
                else { continue }
                reading.parameters[name] = nil
                reading.parameters[choice.id] = UnderstoodValue(
                    value: .enumCase(id), text: understood.text, offsets: understood.offsets)
                break
            }
        }
        return reading
    }

    private static func isDateOrTime(_ value: Value) -> Bool {
        switch value {
        case .date, .time, .dateTime: return true
        default: return false
        }
    }
}
