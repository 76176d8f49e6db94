import ErrandCatalog

/// Sentences a phrase template stands for, sampled with their slot values marked: what the
/// statistical model learns an app's phrases from, so it also understands requests that only
/// come close to a phrase.
///
/// Sampling is deterministic for a seed and bounded: at most `limit` sentences per template,
/// however many expansions the template has.
struct TemplateSampler {
    var generator: SeededGenerator
    let rules: [String: TemplateExpression]
    let lists: [String: SlotList]
    let fillers: (String) -> [String]

    /// A sentence and the character ranges of its slot values.
    struct Sample {
        var text = ""
        var slots: [SlotSpan] = []
    }

    /// Up to `limit` different sentences of `expression`.
    mutating func samples(of expression: TemplateExpression, limit: Int) -> [Sample] {
        var seen: Set<String> = []
        var result: [Sample] = []
        for _ in 0..<(limit * 3) where result.count < limit {
            var sample = Sample()
            append(expression, to: &sample, depth: 0)
            let text = sample.text.trimmingWhitespaceCharacters()
            let trimmedLead = sample.text.count - sample.text.drop(while: \.isWhitespace).count
            sample.text = text
            sample.slots = sample.slots.map {
                SlotSpan(
                    name: $0.name,
                    characters: ($0.characters.lowerBound - trimmedLead)..<($0.characters.upperBound - trimmedLead))
            }
            guard !text.isEmpty, seen.insert(text).inserted else { continue }
            result.append(sample)
        }
        return result
    }

    private mutating func append(_ expression: TemplateExpression, to sample: inout Sample, depth: Int) {
        guard depth < 32 else { return }
        switch expression {
        case .text(let text):
            sample.text += text
        case .sequence(let items):
            for item in items { append(item, to: &sample, depth: depth + 1) }
        case .alternative(let items, _):
            guard !items.isEmpty else { return }
            append(items[Int(generator.next() % UInt64(items.count))], to: &sample, depth: depth + 1)
        case .permutation(let items):
            var order = Array(items.indices)
            order.shuffle(using: &generator)
            for index in order { append(items[index], to: &sample, depth: depth + 1) }
        case .rule(let name):
            if let rule = rules[name] { append(rule, to: &sample, depth: depth + 1) }
        case .slot(let reference):
            guard let value = fill(reference) else { return }
            if !sample.text.isEmpty, !(sample.text.last?.isWhitespace ?? true) { sample.text += " " }
            let start = sample.text.count
            sample.text += value
            if !reference.isCapture {
                sample.slots.append(SlotSpan(name: reference.slotName, characters: start..<(start + value.count)))
            }
            sample.text += " "
        }
    }

    private mutating func fill(_ reference: SlotReference) -> String? {
        if let range = reference.range { return number(in: range) }
        switch lists[reference.listName] {
        case .values(let listed)?:
            // NB: a parameter's own name ("coffee") is no value to learn.
            let values = listed.filter { $0.value != .string(CatalogGrammar.unnamedValue) }
            guard !values.isEmpty else { return nil }
            return values[Int(generator.next() % UInt64(values.count))].phrase
        case .range(let range)?:
            return number(in: range)
        case .wildcard?, nil:
            let options = fillers(reference.slotName)
            guard !options.isEmpty else { return nil }
            return options[Int(generator.next() % UInt64(options.count))]
        }
    }

    private mutating func number(in range: NumberRange) -> String {
        let count = max(1, (range.upperBound - range.lowerBound) / range.step + 1)
        let pick = range.lowerBound + Int(generator.next() % UInt64(min(count, 50))) * range.step
        return String(pick)
    }
}

extension String {
    func trimmingWhitespaceCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
