import ErrandCatalog

extension Understander {
    /// `interpretation` with the time said inside a text, before words that say where, with whom
    /// or about what, taken out of the text for the action's one date or time, which no words
    /// gave: "schedule lunch at noon with bob" is "lunch with bob" at noon, and "remind me to call
    /// mom at 5 about the car" is "call mom about the car" due at 5. The phrase puts the time
    /// after the text, so the text took it: the event was "lunch at noon with bob", and "When is
    /// it?" was asked though it was said.
    ///
    /// Only an app's phrase, and only the one time the recognizers read with a word in it ("at 5",
    /// "tomorrow at noon") after the text's start and before its end, followed by one of
    /// `afterTimeWords`: "buy tickets for the 8 pm show" keeps its words.
    ///
    /// - Complexity: one pass of the time recognizer over a text that has a cue to a time in it,
    ///   for a reading whose action's one date or time is empty; nothing otherwise.
    func withTimeInsideText(
        _ interpretation: Interpretation, in request: String, context: UnderstandingContext
    ) -> Interpretation {
        // NB: first what is quick to tell: most actions have no date or time left empty, and most
        // texts no cue to a time.
        guard interpretation.source == .template,
            let action = catalog.action(named: interpretation.action, in: interpretation.app)
        else { return interpretation }
        let times = action.parameters.filter(\.type.isDateOrTime)
        guard times.count == 1, let time = times.first, interpretation.parameters[time.id] == nil,
            interpretation.parameters.values.contains(where: { understood in
                guard case .string(let text) = understood.value else { return false }
                return Self.timeCues.contains { text.contains($0) }
            })
        else { return interpretation }
        let characters = Array(request)
        for (name, understood) in interpretation.parameters.sorted(by: { $0.key < $1.key }) {
            guard case .string(let text) = understood.value, let offsets = understood.offsets,
                offsets.upperBound <= characters.count, String(characters[offsets]) == text
            else { continue }
            // NB: read after the text's first word, which stays: a meal that starts it is what the
            // event is named for, not its time ("lunch at noon" would be read whole).
            guard let space = text.firstIndex(of: " ") else { continue }
            let skipped = text.distance(from: text.startIndex, to: space) + 1
            let found = context.recognizer.values(in: String(text[space...].dropFirst()), dimensions: [.time]).filter {
                $0.text.contains(where: \.isLetter)
            }
            guard found.count == 1, let only = found.first, skipped + only.offsets.upperBound < text.count else {
                continue
            }
            let start = skipped + only.offsets.lowerBound
            let before = String(text.prefix(start)).trimmingSpaces
            let after = String(text.dropFirst(skipped + only.offsets.upperBound)).trimmingSpaces
            guard !before.isEmpty, let next = after.split(separator: " ").first,
                Self.afterTimeWords.contains(next.lowercased()),
                let value = slotReader.value(of: only.text, for: time, in: interpretation.app, context: context)
            else { continue }
            // NB: the text still points at all the words it was read from, the time's among them:
            // its words are no longer one run of the request.
            var result = interpretation
            let rest = before + " " + after
            result.parameters[name] = UnderstoodValue(value: .string(rest), text: rest, offsets: offsets)
            let said = (offsets.lowerBound + start)..<(offsets.lowerBound + skipped + only.offsets.upperBound)
            result.parameters[time.id] = UnderstoodValue(value: value, text: only.text, offsets: said)
            result.alternativeSplits = []
            return result
        }
        return interpretation
    }

    /// Words in a text that may say a time: only a text with one of them is looked at.
    private static let timeCues = [" at ", " on ", "today", "tomorrow", "tonight", "noon", "morning", "evening"]

    /// Words that, after a time inside a text, start what is left of it: where ("at cafe luna",
    /// "in room 4"), with whom, or about what.
    private static let afterTimeWords: Set<String> = ["at", "in", "with", "about", "near"]
}
