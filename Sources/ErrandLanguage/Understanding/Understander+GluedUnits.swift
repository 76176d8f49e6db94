import ErrandCatalog

extension Understander {
    /// `slot` divided into a number and the unit glued to it, when its words are one such word
    /// ("80kg", "500mg") that the tagged parameter can't read, and the action has a number and a
    /// listed unit that no other span was tagged as: "i weighed 80kg" is 80 in kilograms, where
    /// the tagger, having learned "82.4 kg" with a space, took "80kg" for the day.
    func dividingGluedUnit(
        _ slot: SlotValue, among slots: [SlotValue], of action: ActionDefinition, in appID: String,
        context: UnderstandingContext
    ) -> [SlotValue] {
        guard slot.tokens.count == 1, let first = slot.text.first, first.isNumber,
            let unitStart = slot.text.firstIndex(where: \.isLetter),
            slot.text[unitStart...].allSatisfy(\.isLetter),
            slot.text[..<unitStart].allSatisfy({ $0.isNumber || $0 == "." }),
            action.parameter(named: slot.name).map({
                slotReader.value(of: slot.text, for: $0, in: appID, context: context) == nil
            }) ?? true
        else { return [slot] }
        let number = String(slot.text[..<unitStart])
        let unit = String(slot.text[unitStart...])
        let untagged = action.parameters.filter { parameter in
            parameter.id == slot.name || !slots.contains { $0.name == parameter.id }
        }
        let numbers = untagged.filter {
            ($0.type == .integer || $0.type == .decimal)
                && slotReader.value(of: number, for: $0, in: appID, context: context) != nil
        }
        let units = untagged.filter { parameter in
            guard parameter.type.customTypeName != nil,
                let value = slotReader.value(of: unit, for: parameter, in: appID, context: context)
            else { return false }
            if case .enumCase = value { return true }
            if case .entity(let entity) = value { return entity.id != unit }
            return false
        }
        guard numbers.count == 1, units.count == 1, let numeric = numbers.first, let listed = units.first else {
            return [slot]
        }
        let split = slot.characters.lowerBound + number.count
        return [
            SlotValue(
                name: numeric.id, text: number, tokens: slot.tokens, characters: slot.characters.lowerBound..<split),
            SlotValue(name: listed.id, text: unit, tokens: slot.tokens, characters: split..<slot.characters.upperBound),
        ]
    }
}
