import ErrandCatalog

extension Understander {
    /// Words that, said right before a yes/no parameter's title, say no: "no extra rinse",
    /// "without extra rinse", "not on shuffle".
    static let switchNegations: Set<String> = ["no", "without", "not", "never", "skip"]

    /// `reading` with each yes/no value read as yes from the parameter's own words turned to no
    /// when a negation stands right before them: "start a wash, cold, no extra rinse" turned the
    /// extra rinse on, with "no" named as unread. The negation is then read with the value, and
    /// is no value of its own.
    func withNegatedSwitches(_ reading: Interpretation, in request: String) -> Interpretation {
        let switches = reading.parameters.filter {
            $0.value.value == .boolean(true) && $0.value.offsets.map { $0.lowerBound > 0 } == true
        }
        guard !switches.isEmpty else { return reading }
        let words = Tokenizer.tokens(of: request).filter { $0.kind == .word }
        var negated = reading
        for (name, understood) in switches {
            guard let offsets = understood.offsets,
                let before = words.last(where: { $0.offsets.upperBound <= offsets.lowerBound }),
                Self.switchNegations.contains(before.text)
            else { continue }
            let span = before.offsets.lowerBound..<offsets.upperBound
            negated.parameters[name] = UnderstoodValue(
                value: .boolean(false), text: String(request.dropFirst(span.lowerBound).prefix(span.count)),
                offsets: span)
            negated.unreadWords.removeAll { $0.offsets.overlaps(span) }
            // NB: the tagger may have read the negation as a value of its own (the cycle "no").
            for (other, value) in negated.parameters where other != name {
                if let words = value.offsets, before.offsets.contains(words.lowerBound) {
                    negated.parameters[other] = nil
                }
            }
        }
        return negated
    }
}
