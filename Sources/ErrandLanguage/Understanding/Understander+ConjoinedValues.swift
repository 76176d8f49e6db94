import ErrandCatalog

extension Understander {
    /// The values of one parameter of `reading` that `text` names together with "and", when
    /// there is one such parameter: it takes one of its type's listed values, and one of the
    /// names joined is the value read or lies inside it. `nil` for a parameter that takes a
    /// list ("text amy and bob" is one message to both) or values the app does not list. With
    /// `orToo`, values joined by "or" are found too: offered as a choice, for a person who
    /// answers "both".
    public func conjoinedValues(in text: String, reading: Interpretation, orToo: Bool = false) -> ConjoinedValues? {
        guard let action = catalog.action(named: reading.action, in: reading.app) else { return nil }
        let listed = reading.parameters.compactMap {
            name, understood -> (String, Range<Int>, NamedValueIndex<String>)? in
            guard let offsets = understood.offsets, case .custom(let type)? = action.parameter(named: name)?.type,
                let names = values.values(of: type, in: reading.app), !names.isEmpty
            else { return nil }
            return (name, offsets, names)
        }
        // NB: most readings take no listed value: the request is tokenized only for one that does.
        guard !listed.isEmpty else { return nil }
        let tokens = Tokenizer.tokens(of: text)
        let joiners = orToo ? ConjoinedValues.joinersWithOr : ConjoinedValues.joiners
        guard tokens.contains(where: { joiners.contains($0.text) }) else { return nil }
        let characters = Array(text)
        var found: [ConjoinedValues] = []
        for (name, offsets, names) in listed {
            for members in ConjoinedValues.groups(in: tokens, characters: characters, names: names, orToo: orToo) {
                guard let first = members.first, let last = members.last else { continue }
                let group = first.lowerBound..<last.upperBound
                if group.overlaps(offsets) {
                    found.append(ConjoinedValues(parameter: name, group: group, members: members))
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }
}
