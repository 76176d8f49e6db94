/// Turns the winning path through a template into a `TemplateMatch`: slot values with their
/// words, the context they bring, fixed slots and slots copied from context.
struct MatchBuilder {
    let matcher: TemplateMatcher
    let input: MatchInput
    let context: [String: TemplateValue]

    /// The match, or nil when the context rules turn out unmet on this path.
    func match(
        template: TemplateMatcher.Template, group: TemplateMatcher.Group, path: [TemplateSearch.Cell], score: MatchScore
    ) -> TemplateMatch? {
        var slots: [MatchedSlot] = []
        var captures: [MatchedSlot] = []
        var mergedContext = context
        var index = 0
        while index < path.count {
            let cell = path[index]
            let slot = template.automaton.slots[Int(cell.slot)]
            var matched: MatchedSlot
            if cell.via == .wildcardStart {
                var end = cell.to
                while index + 1 < path.count, path[index + 1].via == .wildcardContinue,
                    path[index + 1].slot == cell.slot
                {
                    index += 1
                    end = path[index].to
                }
                let span = Int(cell.from)..<Int(end)
                let text = input.text(of: span)
                matched = MatchedSlot(
                    name: slot.name, value: .string(text), text: text, offsets: offsets(span), source: .wildcard)
            } else {
                let span = Int(cell.from)..<Int(cell.to)
                let text = input.text(of: span)
                if cell.value >= 0 {
                    let value = matcher.lists[Int(slot.list)].values[Int(cell.value)]
                    for (key, item) in value.context { mergedContext[key] = item }
                    matched = MatchedSlot(
                        name: slot.name, value: value.value ?? .string(text), text: text, offsets: offsets(span),
                        source: .list, metadata: value.metadata)
                } else {
                    matched = MatchedSlot(
                        name: slot.name, value: .number(cell.number), text: text, offsets: offsets(span), source: .range
                    )
                }
            }
            if slot.isCapture { captures.append(matched) } else { slots.append(matched) }
            index += 1
        }
        let definition = group.definition
        for (key, excluded) in definition.excludesContext {
            if let actual = mergedContext[key], ContextRequirement.value(actual, isIn: excluded) { return nil }
        }
        var contextSlots: [MatchedSlot] = []
        for key in group.requiredKeys {
            guard let requirement = definition.requiresContext[key] else { continue }
            guard let actual = mergedContext[key], requirement.accepts(actual) else { return nil }
            if let name = requirement.copyToSlot {
                contextSlots.append(
                    MatchedSlot(
                        name: name, value: actual["value"] ?? actual, text: actual["text"]?.stringValue ?? "",
                        offsets: nil, source: .context))
            }
        }
        var names = Set(slots.map(\.name))
        for name in definition.slots.keys.sorted() where !names.contains(name) {
            if let value = definition.slots[name] {
                slots.append(MatchedSlot(name: name, value: value, text: "", offsets: nil, source: .fixed))
            }
        }
        for slot in contextSlots where !names.contains(slot.name) {
            slots.append(slot)
            names.insert(slot.name)
        }
        return TemplateMatch(
            intent: matcher.intentNames[Int(group.intent)], groupIndex: group.index, template: template.text,
            slots: slots, captures: captures, context: mergedContext, response: definition.response,
            metadata: definition.metadata, literalCharacters: Int(score.literal),
            wildcardCount: slots.filter(\.isWildcard).count)
    }

    private func offsets(_ span: Range<Int>) -> Range<Int>? {
        guard let first = span.first, let last = span.last else { return nil }
        return input.tokens[first].offsets.lowerBound..<input.tokens[last].offsets.upperBound
    }
}
