import ErrandCatalog

extension Understander {
    /// A span the tagger gave one parameter that is no value of it, read instead as a listed
    /// value of another parameter, alone or followed by the rest: the tagger took "large" of
    /// "order two large coffees" for the coffee, where it is a size (and "large coffees", where
    /// "coffees" is the parameter's own name, which the conversation then asks a choice for),
    /// and "30 minute tabata" of "start a 30 minute tabata workout" for the workout, where "30
    /// minute" is its goal. `nil` when no leading words of the span name a value of another
    /// parameter still without one.
    ///
    /// Only an enum case, a listed entity or a built-in value (a length of time, an amount, a
    /// number, a date…) is peeled off: words that any text would read as (a name, a message)
    /// could be peeled off anything.
    ///
    /// - Complexity: O(w · p) value look-ups for w words in the span and p parameters.
    func peeled(
        _ slot: SlotValue, of action: ActionDefinition, in appID: String, read parameters: [String: UnderstoodValue],
        context: UnderstandingContext
    ) -> [String: UnderstoodValue]? {
        let characters = Array(slot.text)
        let gaps = characters.indices.filter { characters[$0] == " " }
        let others = action.parameters.filter {
            $0.id != slot.name && parameters[$0.id] == nil && ($0.type.customTypeName != nil || $0.type.isBuiltInValue)
        }
        guard let own = action.parameter(named: slot.name), !others.isEmpty else { return nil }
        let start = slot.characters.lowerBound
        for end in gaps + [characters.count] {
            let head = String(characters[..<end])
            for other in others {
                guard let value = slotReader.value(of: head, for: other, in: appID, context: context),
                    Self.isListedChoice(value) || other.type.isBuiltInValue
                else { continue }
                var read = [other.id: UnderstoodValue(value: value, text: head, offsets: start..<(start + end))]
                let restStart = end + 1
                if restStart < characters.count {
                    let rest = String(characters[restStart...])
                    read[own.id] = UnderstoodValue(
                        value: slotReader.value(of: rest, for: own, in: appID, context: context) ?? .string(rest),
                        text: rest, offsets: (start + restStart)..<slot.characters.upperBound)
                }
                return read
            }
        }
        return nil
    }

    /// Whether `value` is one of the choices an app lists: an enum case or a listed entity.
    static func isListedChoice(_ value: Value) -> Bool {
        switch value {
        case .enumCase, .entity: return true
        default: return false
        }
    }
}
