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
        guard let first = new.first, let last = new.last,
            !(action.parameters.contains(where: \.type.isPeople) && EverydayWords.mayName(aPerson: new.map(\.text)))
        else { return nil }
        // NB: a number alone, for words that hold one number, changes that number: "actually make
        // that 7", of "I'll be there at 6", says "I'll be there at 7", where it said "7".
        if new.count == 1, first.kind == .number, case .string(let old)? = pending.values[parameter.id] {
            let numbers = Tokenizer.tokens(of: old).filter { $0.kind == .number }
            if numbers.count == 1, let number = numbers.first {
                var changed = old
                changed.replaceSubrange(number.range, with: text[first.range])
                return (parameter.id, .string(changed))
            }
        }
        return (parameter.id, .string(String(text[first.range.lowerBound..<last.range.upperBound])))
    }

    /// Words before new words for what a request writes.
    private static let rewordingFrames: [[String]] = [
        ["change", "it", "to"], ["change", "that", "to"], ["change", "this", "to"], ["make", "it"], ["make", "that"],
    ]
}
