/// The plain forms an inflected English word may be of: "walked" and "walking" of "walk",
/// "hiked" of "hike", "jogged" of "jog", "lunches" of "lunch", "ran" of "run". People say what
/// they did ("i walked 2 km") where an app lists what can be done ("Walk"); read with the
/// plain form, the request is the app's.
///
/// The rules only strip an ending, so they offer forms that are no words ("walke" of "walked");
/// callers keep those they know (a catalog's words).
///
/// ```swift
/// WordForms.plainForms(of: "jogged")   // ["jogg", "jogge", "jog"]
/// WordForms.plainForms(of: "swam")     // ["swim"]
/// ```
enum WordForms {
    /// The forms `word` (lowercase) may be an inflection of, without `word` itself: its stem
    /// without -ing, -ed, -es or -s, with a final e put back and a doubled consonant undone, "y"
    /// for "ied" and "ies", and the plain form of a common irregular verb.
    static func plainForms(of word: String) -> [String] {
        if let plain = irregular[word] { return [plain] }
        var forms: [String] = []
        for ending in ["ing", "ed"] where word.hasSuffix(ending) && word.count > ending.count + 2 {
            let stem = String(word.dropLast(ending.count))
            forms += [stem, stem + "e"]
            if let last = stem.last, stem.dropLast().last == last {
                forms.append(String(stem.dropLast()))
            }
        }
        if word.hasSuffix("ied") || word.hasSuffix("ies"), word.count > 4 { forms.append(word.dropLast(3) + "y") }
        if word.hasSuffix("es"), word.count > 4 { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { forms.append(String(word.dropLast())) }
        return forms
    }

    /// Past forms of common verbs that no ending rule undoes.
    private static let irregular: [String: String] = [
        "ran": "run", "swam": "swim", "rode": "ride", "ridden": "ride", "drove": "drive", "driven": "drive",
        "drank": "drink", "ate": "eat", "eaten": "eat", "bought": "buy", "sent": "send", "paid": "pay",
        "made": "make", "took": "take", "taken": "take", "wrote": "write", "written": "write", "gave": "give",
        "given": "give", "sang": "sing", "sung": "sing", "began": "begin", "begun": "begin", "spent": "spend",
        "met": "meet", "slept": "sleep", "flew": "fly", "flown": "fly", "fed": "feed", "went": "go",
        "brought": "bring", "caught": "catch", "taught": "teach", "kept": "keep", "sold": "sell", "told": "tell",
        "wore": "wear", "threw": "throw", "grew": "grow", "froze": "freeze", "chose": "choose", "woke": "wake",
    ]
}
