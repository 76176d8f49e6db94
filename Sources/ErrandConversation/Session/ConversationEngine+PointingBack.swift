import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The words of several requests, each value said as a pronoun that points back at the request
    /// before it given that request's words: "pay bob 10 dollars and text him thanks" makes
    /// "text bob thanks", "play kind of blue and shuffle it" makes "shuffle kind of blue".
    ///
    /// "Him", "her" and "them" stand for the person (or people) the request before named; "it",
    /// "that" and "this" for its value of the same parameter. A pronoun with nothing to stand for
    /// stays, for the app to refuse as it would alone.
    static func pointingBack(_ parts: [(String, RequestPart)]) -> [String] {
        parts.indices.map { index in
            let (words, part) = parts[index]
            guard index > 0 else { return words }
            let before = parts[index - 1].1.values
            var characters = Array(words)
            // NB: from the last value back, so the offsets of those before it still hold.
            let pronouns = part.values.filter { Self.pronouns.contains($0.value.text.lowercased()) }
                .sorted { ($0.value.offsets?.lowerBound ?? 0) > ($1.value.offsets?.lowerBound ?? 0) }
            for (name, value) in pronouns {
                guard let offsets = value.offsets, offsets.upperBound <= characters.count,
                    let meant = Self.meant(by: value.text.lowercased(), for: name, in: before)
                else { continue }
                characters.replaceSubrange(offsets, with: Array(meant))
            }
            return String(characters)
        }
    }

    /// Words that point back at a value said before.
    static let pronouns: Set<String> = ["him", "her", "them", "it", "that", "this"]

    /// Words that point back at the people said before.
    static let peoplePronouns: Set<String> = ["him", "her", "them"]

    /// `text` with the people a question asks which of ("Which Amy?") in place of "him", "her" or
    /// "them" said first or after the verb ("tell her I'll call later"); `text` for any other
    /// question.
    static func namingThePeopleAsked(in text: String, question: Question, action: ActionDefinition) -> String {
        guard case .disambiguation(let parameter, let given?, _) = question,
            action.parameter(named: parameter)?.type.isPeople == true
        else { return text }
        return namingThePeople(in: text, of: [parameter: given])
    }

    /// `interpretation` with people said as a pronoun ("him", "her", "them", "she", "they")
    /// standing for the people of `before`, the last request's values: "text him thanks" after
    /// "pay bob 10 dollars" is to Bob Smith, and "any messages from her" after a message to Amy
    /// Chen is about her. Where `before` names nobody that fits (one person for "him" or "she"), the
    /// pronoun stands for nobody and is left out, as "it" and "that" always are, so the people
    /// are asked for rather than refused as a contact called "Her" or "It".
    /// A division of the words that ends the people at the pronoun is taken first: "tell her
    /// I'm late" is the message "I'm late" to someone still to ask, not "late" to "her I'm".
    static func leavingOutPronouns(
        of interpretation: Interpretation, action: ActionDefinition, before: [String: Value] = [:]
    ) -> Interpretation {
        let isPronoun = { (name: String, value: UnderstoodValue) in
            action.parameter(named: name)?.type.isPeople == true
                && (pronouns.contains(value.text.lowercased())
                    || subjectPronouns.keys.contains(value.text.lowercased()))
        }
        var reading = interpretation
        if let split = interpretation.alternativeSplits.first(where: { split in
            split.parameters[split.leading].map { isPronoun(split.leading, $0) } ?? false
        }) {
            reading.parameters[split.trailing] = nil
            reading.parameters.merge(split.parameters) { _, divided in divided }
            reading.alternativeSplits = []
        }
        for (name, value) in reading.parameters where isPronoun(name, value) {
            let meant = action.parameter(named: name).flatMap { people(meantBy: value.text, as: $0.type, in: before) }
            reading.parameters[name] = meant.map { UnderstoodValue(value: $0, text: value.text) }
        }
        return reading
    }

    /// The pronouns said of people as the subject, with the form said as an object.
    private static let subjectPronouns = ["he": "him", "she": "her", "they": "them"]

    /// The people among `values` that `pronoun` stands for, as a value of `type`: one person for
    /// "him" or "her" (or "he", "she"), one or more for "them"; `nil` when none fit.
    private static func people(meantBy pronoun: String, as type: ValueType, in values: [String: Value]) -> Value? {
        let said = pronoun.lowercased()
        let object = subjectPronouns[said] ?? said
        guard peoplePronouns.contains(object),
            let named = values.sorted(by: { $0.key < $1.key }).lazy.map(\.value).first(where: isPeople)
        else { return nil }
        let people: [Value] = if case .list(let items) = named { items } else { [named] }
        guard object == "them" || people.count == 1 else { return nil }
        if case .list = type { return .list(people) }
        return people.count == 1 ? people[0] : nil
    }

    /// The words of the value `pronoun` stands for among `values`, the request before's.
    private static func meant(by pronoun: String, for parameter: String, in values: [String: UnderstoodValue])
        -> String?
    {
        if peoplePronouns.contains(pronoun) {
            return values.sorted { $0.key < $1.key }.first { isPeople($0.value.value) }.map(\.value.text)
        }
        return values[parameter]?.text
    }

    private static func isPeople(_ value: Value) -> Bool {
        switch value {
        case .person: return true
        case .list(let items): return !items.isEmpty && items.allSatisfy(isPeople)
        default: return false
        }
    }
}
