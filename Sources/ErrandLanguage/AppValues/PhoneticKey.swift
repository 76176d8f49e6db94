/// A coarse key of how an English word sounds, so speech-recognition slips that spell a name
/// differently ("kappuchino", "lattay") still find it.
///
/// Folds letters that sound alike (c/k/q, s/z, f/ph/v, …), drops vowels after the first
/// letter, `h` and `w` between letters, and doubled sounds. Non-Latin text keys to itself.
enum PhoneticKey {
    static func key(for text: String) -> String {
        var result = ""
        for word in text.split(separator: " ") {
            if !result.isEmpty { result.append(" ") }
            result += key(forWord: Array(word))
        }
        return result
    }

    private static func key(forWord letters: [Character]) -> String {
        guard let first = letters.first else { return "" }
        guard letters.allSatisfy({ $0.isASCII }) else { return String(letters) }
        var key = ""
        var last: Character?
        var index = 0
        while index < letters.count {
            var letter = letters[index]
            if letter == "p", index + 1 < letters.count, letters[index + 1] == "h" {
                letter = "f"
                index += 1
            }
            index += 1
            let code = code(for: letter)
            if code == "." {
                // A leading vowel is kept so "ale" and "lay" stay apart; later vowels only
                // separate repeated consonant sounds.
                if key.isEmpty { key.append(first) }
                last = nil
            } else if code != "-", code != last {
                key.append(code)
                last = code
            }
        }
        return key
    }

    /// The sound class of a letter: "." for vowels, "-" for silent-ish letters.
    private static func code(for letter: Character) -> Character {
        switch letter {
        case "a", "e", "i", "o", "u", "y": return "."
        case "h", "w": return "-"
        case "c", "k", "q", "g": return "k"
        case "s", "z", "x": return "s"
        case "f", "v": return "f"
        case "b", "p": return "p"
        case "d", "t": return "t"
        case "m", "n": return "n"
        case "j": return "j"
        case "l": return "l"
        case "r": return "r"
        default: return letter
        }
    }
}
