import ErrandCatalog

extension Understander {
    /// `interpretation` with the question or exclamation mark that ends the request kept on the
    /// text value it follows, for an action that shares what is written (a message, a post):
    /// "text amy are you free tomorrow?" sends "are you free tomorrow?", which without its mark
    /// is no question. Matching reads words, and a value's words end before the mark; a full
    /// stop is left off, as the end of the request as much as of the message. Other actions'
    /// values are words to look up or keep ("call mom" is the task of "remind me to call mom?"),
    /// and their marks end the request.
    ///
    /// - Complexity: O(n) in the length of `text`, once per reading.
    static func withClosingMark(_ interpretation: Interpretation, in text: String, catalog: Catalog)
        -> Interpretation
    {
        // NB: most requests end otherwise, and their last character says so without a copy.
        guard let end = text.last(where: { !$0.isWhitespace }), "?!".contains(end),
            let action = catalog.action(named: interpretation.action, in: interpretation.app),
            action.category == .share
        else { return interpretation }
        let characters = Array(text)
        guard let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return interpretation }
        func marked(_ parameters: [String: UnderstoodValue]) -> [String: UnderstoodValue] {
            var marked = parameters
            for (name, understood) in parameters {
                guard action.parameter(named: name)?.type == .string, case .string(let words) = understood.value,
                    let offsets = understood.offsets, offsets.upperBound <= last,
                    characters[offsets.upperBound...last].allSatisfy({ $0.isWhitespace || "?!".contains($0) })
                else { continue }
                let marks = String(characters[offsets.upperBound...last].filter { "?!".contains($0) })
                guard !words.hasSuffix(marks) else { continue }
                marked[name] = UnderstoodValue(
                    value: .string(words + marks), text: String(characters[offsets.lowerBound...last]),
                    offsets: offsets.lowerBound..<(last + 1))
            }
            return marked
        }
        // NB: the other divisions of two wildcards' words too: the app may take one of them
        // ("text amy chen are you free?" divides after "chen").
        var reading = interpretation
        reading.parameters = marked(interpretation.parameters)
        for index in reading.alternativeSplits.indices {
            reading.alternativeSplits[index].parameters = marked(reading.alternativeSplits[index].parameters)
        }
        return reading
    }
}
