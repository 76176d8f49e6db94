/// British and American spellings of one word brought to one form, so a search finds a word
/// written either way: "colour" and "color", "favourite" and "favorite", "centre" and "center",
/// "organise" and "organize", "catalogue" and "catalog".
///
/// The form is for comparing only, never shown: both spellings of a word meet in it, and a
/// word the rules change without another spelling ("size" is "sise") meets nothing else.
///
/// ```swift
/// EnglishSpellings.comparable("Favourite colours") == EnglishSpellings.comparable("favorite colors")   // true
/// ```
public enum EnglishSpellings {
    /// `text` lowercased, each word in the one form of its spellings; what is not a word (spaces,
    /// numbers, punctuation) is kept.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func comparable(_ text: String) -> String {
        var result = ""
        var word = ""
        for character in text.lowercased() {
            if character.isLetter {
                word.append(character)
            } else {
                result += form(of: word) + String(character)
                word = ""
            }
        }
        return result + form(of: word)
    }

    /// The one form of a lowercased word: the American "-or", "-er" and "-og" of "colour",
    /// "centre" and "catalogue", "-ise" for "-ize" ("organize"), and a few words by their own
    /// ("grey", "defence", "programme").
    static func form(of word: String) -> String {
        if let own = ownWords[word] { return own }
        for (suffixes, british, american) in endings {
            for suffix in suffixes where word.hasSuffix(british + suffix) {
                let stem = word.dropLast(british.count + suffix.count)
                guard stem.count >= 2, !keptStems.contains(String(stem) + british) else { continue }
                return stem + american + suffix
            }
        }
        // NB: "-ize" and "-ise" meet in "-ise", whichever is written: "organize" and "organise".
        for suffix in izeEndings where word.hasSuffix("iz" + suffix) || word.hasSuffix("yz" + suffix) {
            let stem = word.dropLast(2 + suffix.count)
            guard stem.count >= 2 else { continue }
            return stem + (word.dropFirst(stem.count).hasPrefix("y") ? "ys" : "is") + suffix
        }
        return word
    }

    /// The British spellings of an ending that stand where the American ones do, with what
    /// may follow them in a longer word: "colour" and "colourful", "centre" and "centres".
    private static let endings: [(suffixes: [String], british: String, american: String)] = [
        (
            [
                "", "s", "y", "ed", "ing", "ite", "ites", "able", "ably", "ful", "fully", "less", "hood", "hoods", "er",
                "ers",
            ],
            "our", "or"
        ),
        (["", "s"], "tre", "ter"), (["d"], "tre", "tere"), (["", "s"], "bre", "ber"), (["", "s"], "ogue", "og"),
    ]

    /// Words that end as a British spelling does and are spelt so in American English too, whose
    /// other form would be part of another word ("dour" of "door", "flour" of "Florida"): a
    /// search is for words that hold it.
    private static let keptStems: Set<String> = [
        "four", "your", "pour", "tour", "flour", "sour", "dour", "scour", "detour", "contour", "devour", "amour",
        "velour", "paramour", "troubadour",
    ]

    /// What may follow "ize" (or "yze") in a longer word: "organizes", "organization".
    private static let izeEndings = ["e", "es", "ed", "ing", "er", "ers", "ation", "ations"]

    /// Words whose spellings differ otherwise, in their one form.
    private static let ownWords: [String: String] = [
        "grey": "gray", "greys": "grays", "programme": "program", "programmes": "programs", "tyre": "tire",
        "tyres": "tires", "aluminium": "aluminum", "mould": "mold", "plough": "plow", "pyjamas": "pajamas",
        "licence": "license", "licences": "licenses", "defence": "defense", "offence": "offense",
        "pretence": "pretense", "practise": "practice",
        "jewellery": "jewelry", "moustache": "mustache",
    ]
}
