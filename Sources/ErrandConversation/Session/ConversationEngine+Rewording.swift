import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// New words for the words a request writes, said at its confirmation with "change it to"
    /// or "make it": "change it to running late" for a message that said "hi", "make it hello
    /// there". The guidelines ask that a request be easy to change before it is done, and these
    /// words name no parameter.
    ///
    /// Only for an action with one text parameter, which has words already. Words that may be a
    /// name (`EverydayWords.mayName`) are left to a change of person when the action has one:
    /// "change it to bob" sends it to Bob. Values of other types are read first: "change it to 3
    /// pm" moves an event. `nil` otherwise.
    func rewording(in text: String, action: ActionDefinition, pending: PendingRequest) -> (
        parameter: String, value: Value
    )? {
        let texts = action.parameters.filter { $0.type == .string }
        guard texts.count == 1, let parameter = texts.first, pending.values[parameter.id] != nil else { return nil }
        var words = Tokenizer.tokens(of: text).filter(\.isWordLike)
        while let first = words.first?.text, Self.changeLeads.contains(first) { words.removeFirst() }
        while let last = words.last?.text, Self.trailingChangeWords.contains(last) { words.removeLast() }
        guard let frame = Self.rewordingFrames.first(where: { words.map(\.text).starts(with: $0) }) else { return nil }
        let new = words.dropFirst(frame.count)
        // NB: a number's word is no one's name ("make it fifteen").
        guard let first = new.first, let last = new.last,
            !(action.parameters.contains(where: \.type.isPeople) && EverydayWords.mayName(aPerson: new.map(\.text))
                && !new.contains(where: Self.isNumber))
        else { return nil }
        // NB: a number alone, for words that hold one number, changes that number: "actually make
        // that 7", of "I'll be there at 6", says "I'll be there at 7", where it said "7".
        if new.count == 1, Self.isNumber(first), case .string(let old)? = pending.values[parameter.id] {
            let numbers = Tokenizer.tokens(of: old).filter(Self.isNumber)
            if numbers.count == 1, let number = numbers.first {
                var changed = old
                changed.replaceSubrange(number.range, with: text[first.range])
                return (parameter.id, .string(changed))
            }
        }
        // NB: so do a number's words, said again around another number: "actually make that 10
        // minutes late", of "I'll be 5 minutes late", says "I'll be 10 minutes late", where it
        // said "10 minutes late".
        if new.count > 1, case .string(let old)? = pending.values[parameter.id],
            let changed = Self.renumbered(old, by: Array(new), in: text)
        {
            return (parameter.id, .string(changed))
        }
        return (parameter.id, .string(String(text[first.range.lowerBound..<last.range.upperBound])))
    }

    /// `old` with the one run of its words that `new` says again with other numbers (and the
    /// same other words) replaced by `new`'s words, as said in `text`; `nil` when no run or
    /// several do.
    private static func renumbered(_ old: String, by new: [Token], in text: String) -> String? {
        let oldWords = Tokenizer.tokens(of: old).filter(\.isWordLike)
        guard oldWords.count >= new.count else { return nil }
        let runs = (0...(oldWords.count - new.count)).filter { start in
            var renumbered = false
            for (offset, word) in new.enumerated() {
                let said = oldWords[start + offset]
                if said.text.lowercased() == word.text.lowercased() { continue }
                guard Self.isNumber(said), Self.isNumber(word) else { return false }
                renumbered = true
            }
            return renumbered && new.contains { !Self.isNumber($0) }
        }
        guard runs.count == 1, let start = runs.first, let first = new.first, let last = new.last else { return nil }
        var changed = old
        changed.replaceSubrange(
            oldWords[start].range.lowerBound..<oldWords[start + new.count - 1].range.upperBound,
            with: text[first.range.lowerBound..<last.range.upperBound])
        return changed
    }

    /// Whether `token` is a number, in figures or in words.
    private static func isNumber(_ token: Token) -> Bool {
        token.kind == .number || NumberWords.value(of: token.text) != nil
    }

    /// Words before new words for what a request writes.
    private static let rewordingFrames: [[String]] = [
        ["change", "it", "to"], ["change", "that", "to"], ["change", "this", "to"], ["make", "it"], ["make", "that"],
    ]
}
