import ErrandLanguage

/// One typing slip put into a sentence, as people make them on a keyboard: a letter left out,
/// a letter doubled or a neighbouring key struck as well, a neighbouring key struck instead, or
/// two letters swapped. Evaluations type their test sentences with one to measure how much of
/// what is understood survives a slip (`errand eval snips --slips`, `errand eval slips`).
///
/// The slip goes into a word of four letters or more, never into its first letter (the one
/// people get wrong least); the gold values after it move with it.
struct TypingSlip {
    /// Keys next to each letter on a QWERTY keyboard.
    static let neighbours: [Character: [Character]] = {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
        var neighbours: [Character: [Character]] = [:]
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() {
                var near: [Character] = []
                if column > 0 { near.append(keys[column - 1]) }
                if column + 1 < keys.count { near.append(keys[column + 1]) }
                for other in [row - 1, row + 1] where rows.indices.contains(other) {
                    for shift in [column - 1, column, column + 1] where rows[other].indices.contains(shift) {
                        near.append(rows[other][shift])
                    }
                }
                neighbours[key] = near
            }
        }
        return neighbours
    }()

    /// `example` typed with one slip chosen by `generator`, its slots moved with the letters
    /// after it; unchanged when no word is long enough to slip in.
    static func typed<G: RandomNumberGenerator>(_ example: TrainingExample, using generator: inout G)
        -> TrainingExample
    {
        let characters = Array(example.text)
        let words = Tokenizer.tokens(of: example.text).filter {
            $0.kind == .word && $0.offsets.count >= 4 && characters[$0.offsets].allSatisfy { $0.isLetter && $0.isASCII }
        }
        guard let word = words.randomElement(using: &generator) else { return example }
        // A place after the first letter, and a letter next to it for a slip that needs one.
        let at = Int.random(in: (word.offsets.lowerBound + 1)..<word.offsets.upperBound, using: &generator)
        let letter = Character(characters[at].lowercased())
        let near = neighbours[letter]?.randomElement(using: &generator) ?? letter
        var typed = characters
        let change: Int
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:  // left out
            typed.remove(at: at)
            change = -1
        case 1:  // struck twice, or with the key beside it
            typed.insert(Bool.random(using: &generator) ? characters[at] : near, at: at)
            change = 1
        case 2:  // the key beside it instead
            typed[at] = near
            change = 0
        default:  // swapped with the letter after it (before it, for the last letter)
            typed.swapAt(at, at + 1 < word.offsets.upperBound ? at + 1 : at - 1)
            change = 0
        }
        var slipped = example
        slipped.text = String(typed)
        slipped.slots = example.slots.map { slot in
            var moved = slot
            let lower =
                slot.characters.lowerBound > at ? slot.characters.lowerBound + change : slot.characters.lowerBound
            let upper =
                slot.characters.upperBound > at ? slot.characters.upperBound + change : slot.characters.upperBound
            moved.characters = lower..<max(lower, upper)
            return moved
        }
        return slipped
    }
}
