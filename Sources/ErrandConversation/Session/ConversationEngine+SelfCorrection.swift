import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The request `correction` leaves standing, and the words it was said in (`nil` when they
    /// are not the request's alone), or `nil` when the correction reads as none of:
    /// - the request before it with the values read after it, when those are values of the same
    ///   action: "order a large latte, no, make it a mocha" is a large mocha;
    /// - the request before it with the one value of a built-in type the words after it are:
    ///   "pay bob 5 dollars, i mean 10 dollars" pays ten, and "tomorrow at 3, no wait, 4" is
    ///   tomorrow at 4 (an hour alone keeps the day);
    /// - the request before it with its last words replaced by those after it, when that reads
    ///   surely as the same action: "a room in paris, no wait, rome, for 2 nights" is in Rome
    ///   (`spliced`);
    /// - the words after it, when they are a request of their own, as sure as a new request
    ///   said mid-question and with every word read: "play jazz, no wait, play the blues".
    func correctedRequest(_ correction: SelfCorrection, context: RequestContext) -> (
        interpretation: Interpretation, said: String?
    )? {
        let after = bestInterpretation(of: correction.after, context: context, pending: nil)
        if var before = bestInterpretation(of: correction.before, context: context, pending: nil) {
            // NB: not when the words after it hold more than the reading read ("rome, for 2
            // nights" read as 2 nights alone kept Paris).
            if let after, !after.parameters.isEmpty, before.app == after.app, before.action == after.action,
                after.unreadWords.isEmpty
            {
                // NB: the values said after the correction point at words after it, not at the
                // request's own words; where they are is not kept.
                for (name, value) in after.parameters {
                    before.parameters[name] = UnderstoodValue(value: value.value, text: value.text)
                }
                before.alternativeSplits = []
                return (before, nil)
            }
            if let (name, value) = builtInValue(correction.after, of: before, context: context) {
                before.parameters[name] = UnderstoodValue(value: value, text: correction.after)
                before.alternativeSplits = []
                return (before, nil)
            }
            if let spliced = spliced(correction, reading: before, context: context) { return (spliced, nil) }
        }
        guard let after, after.unreadWords.isEmpty,
            isSure(after)
        else { return nil }
        return (after, correction.after)
    }

    /// The request before `correction` with its last words replaced by those after it, read
    /// surely as `reading`'s action with every word read: first the words of the value it ends
    /// with ("pay bob 5 dollars | i mean 10 dollars"), then its last one, two or three words
    /// ("tomorrow at 3 | no wait, 4"; "a room in paris | no wait, rome, for 2 nights").
    private func spliced(_ correction: SelfCorrection, reading: Interpretation, context: RequestContext)
        -> Interpretation?
    {
        let words = Tokenizer.tokens(of: correction.before).filter(\.isWordLike)
        guard words.count > 1 else { return nil }
        var counts: [Int] = []
        if let last = reading.parameters.values.compactMap(\.offsets).max(by: { $0.upperBound < $1.upperBound }),
            last.upperBound >= (words.last?.offsets.upperBound ?? 0)
        {
            counts.append(words.filter { $0.offsets.lowerBound >= last.lowerBound }.count)
        }
        counts += [1, 2, 3].filter { !counts.contains($0) }
        for count in counts where count < words.count {
            let kept = correction.before[..<words[words.count - count].range.lowerBound]
            let head = kept.trimmingCharacters(in: .whitespaces)
            let said = head + " " + correction.after
            // NB: a name is never one part kept and one part corrected: "text bob smith, i mean
            // carol, …" is to Carol, where "bob smith" was read as "bob" and a message "smith",
            // and keeping "bob" texted "Bob Carol".
            guard let spliced = bestInterpretation(of: said, context: context, pending: nil),
                spliced.app == reading.app, spliced.action == reading.action, spliced.unreadWords.isEmpty,
                isSure(spliced), !spliced.parameters.values.contains(where: { Self.namesAcross(head.count, $0) })
            else { continue }
            var corrected = spliced
            // NB: the values point at words of the spliced request, not of what was said.
            corrected.parameters = spliced.parameters.mapValues { UnderstoodValue(value: $0.value, text: $0.text) }
            corrected.alternativeSplits = []
            return corrected
        }
        return nil
    }

    /// Whether `value` is a person's name whose words start before `junction` and end after it.
    private static func namesAcross(_ junction: Int, _ value: UnderstoodValue) -> Bool {
        guard let offsets = value.offsets, offsets.lowerBound < junction, offsets.upperBound > junction else {
            return false
        }
        switch value.value {
        case .person: return true
        case .list(let items): return items.contains { if case .person = $0 { true } else { false } }
        default: return false
        }
    }

    /// The one parameter of `interpretation`'s action, of a built-in type (a number, an
    /// amount, a date, a length of time…), that `words` are a value of, with that value;
    /// `nil` when they are a value of none or of several.
    private func builtInValue(_ words: String, of interpretation: Interpretation, context: RequestContext) -> (
        String, Value
    )? {
        guard let app = catalog.app(interpretation.app), let action = app.action(named: interpretation.action)
        else { return nil }
        let read = action.parameters.compactMap { parameter -> (String, Value)? in
            switch parameter.type {
            case .string, .person, .place, .file, .url, .boolean, .custom, .list: return nil
            default:
                // NB: an hour alone keeps the day said before it: "tomorrow at 3, no wait, 4".
                if case .dateTime(let instant)? = interpretation.parameters[parameter.id]?.value,
                    let moved = AnswerValueReader.time(
                        from: words, onTheDayOf: instant, now: context.now, timeZone: context.timeZone)
                {
                    return (parameter.id, .dateTime(moved))
                }
                return AnswerValueReader.value(
                    from: words, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone
                ).map { (parameter.id, $0) }
            }
        }
        return read.count == 1 ? read[0] : nil
    }
}
