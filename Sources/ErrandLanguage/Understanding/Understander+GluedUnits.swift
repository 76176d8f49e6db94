import ErrandCatalog

extension Understander {
    /// `slots` with each number glued to its unit ("80kg", "500mg") divided into the number and
    /// the unit, where the action has a number and a listed unit that no other span gives:
    /// "i weighed 80kg" is 80 in kilograms, where the tagger, having learned "82.4 kg" with a
    /// space, took "80kg" for the day. A span the tagger gave a parameter whose value it isn't
    /// gives it nothing ("this" of "80kg this morning", tagged as the unit); and such a word
    /// that the tagger left out ("log 80kg today") is divided too.
    func dividingGluedUnits(
        in slots: [SlotValue], tokens: [Token], of action: ActionDefinition, in appID: String,
        context: UnderstandingContext
    ) -> [SlotValue] {
        // NB: most requests have no such word, which says so before any value is read.
        guard tokens.contains(where: { $0.text.first?.isNumber == true && Self.gluedUnit($0.text) != nil }) else {
            return slots
        }
        let read = slots.filter { slot in
            action.parameter(named: slot.name).map {
                slotReader.value(of: slot.text, for: $0, in: appID, context: context) != nil
            } ?? false
        }
        var divided = slots.flatMap { dividingGluedUnit($0, among: read, of: action, in: appID, context: context) }
        for (index, token) in tokens.enumerated()
        where Self.gluedUnit(token.text) != nil && !slots.contains(where: { $0.tokens.contains(index) }) {
            let numbers = action.parameters.filter { parameter in
                Self.countsOrMeasures(parameter) && !read.contains { $0.name == parameter.id }
            }
            guard numbers.count == 1, let numeric = numbers.first else { break }
            let word = SlotValue(
                name: numeric.id, text: token.text, tokens: index..<(index + 1), characters: token.offsets)
            let parts = dividingGluedUnit(word, among: read, of: action, in: appID, context: context)
            if parts.count == 2 { divided += parts }
        }
        return divided
    }

    /// Whether `parameter` takes a plain number, which a unit of the app's may measure.
    private static func countsOrMeasures(_ parameter: ParameterDefinition) -> Bool {
        parameter.type == .integer || parameter.type == .decimal
    }

    /// The number and the letters of a word made of a number glued to a unit ("80kg": "80" and
    /// "kg"), or `nil` for any other word.
    static func gluedUnit(_ word: String) -> (number: String, unit: String)? {
        guard let first = word.first, first.isNumber, let unitStart = word.firstIndex(where: \.isLetter),
            word[unitStart...].allSatisfy(\.isLetter), word[..<unitStart].allSatisfy({ $0.isNumber || $0 == "." })
        else { return nil }
        return (String(word[..<unitStart]), String(word[unitStart...]))
    }

    /// `slot` divided into a number and the unit glued to it, when its words are one such word
    /// that the tagged parameter can't read, and the action has one number and one listed unit
    /// that no span of `read` gives.
    private func dividingGluedUnit(
        _ slot: SlotValue, among read: [SlotValue], of action: ActionDefinition, in appID: String,
        context: UnderstandingContext
    ) -> [SlotValue] {
        guard slot.tokens.count == 1, let (number, unit) = Self.gluedUnit(slot.text),
            action.parameter(named: slot.name).map({
                slotReader.value(of: slot.text, for: $0, in: appID, context: context) == nil
            }) ?? true
        else { return [slot] }
        let untagged = action.parameters.filter { parameter in
            parameter.id == slot.name || !read.contains { $0.name == parameter.id }
        }
        let numbers = untagged.filter {
            Self.countsOrMeasures($0) && slotReader.value(of: number, for: $0, in: appID, context: context) != nil
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
