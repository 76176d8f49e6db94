import ErrandLanguage
import Foundation

/// Whether a request not understood is in another language than English, to say so ("Sorry, I
/// can only understand English so far.") rather than that its words were not understood, which
/// would have the person try other words of the same language. Another script says so alone; in
/// the Latin script, two of the everyday words of Spanish, French, German, Italian or Portuguese
/// that English does not have do ("reservar un ferry a gull island mañana a las 9").
enum OtherLanguage {
    /// Everyday words of other languages written in the Latin script, none of them English.
    private static let words: Set<String> = [
        // Spanish
        "el", "los", "las", "una", "unos", "por", "para", "quiero", "mañana", "manana", "hoy", "del", "que", "y",
        "reservar", "comprar", "pedir", "llamar", "enviar", "cuánto", "cuanto", "dónde", "donde", "gracias",
        "necesito", "puedes", "hola",
        // French
        "le", "les", "une", "des", "du", "pour", "avec", "je", "veux", "demain", "aujourd'hui", "et", "à",
        "réserver", "acheter", "appeler", "envoyer", "combien", "où", "merci", "bonjour", "s'il", "vous",
        // German
        "der", "das", "ein", "eine", "und", "ist", "mit", "für", "ich", "bitte", "morgen", "heute", "möchte",
        "buchen", "kaufen", "anrufen", "wie", "viel", "danke", "hallo",
        // Italian and Portuguese
        "il", "gli", "voglio", "domani", "oggi", "prenotare", "grazie", "ciao", "quero", "amanhã", "hoje",
        "obrigado", "obrigada", "uma",
    ]

    /// Whether `text` reads as another language than English (`OtherLanguage`).
    static func says(_ text: String) -> Bool {
        if isInAnotherScript(text) { return true }
        let said = Set(Tokenizer.tokens(of: text).filter(\.isWordLike).map(\.text))
        return said.intersection(words).count >= 2
    }

    /// Whether `text` is written in letters, none of them Latin ("закажи кофе", "拿铁"): words
    /// understanding cannot read, whatever they ask, since apps' phrases are in English.
    static func isInAnotherScript(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter(CharacterSet.letters.contains)
        return !letters.isEmpty && !letters.contains(where: isLatin)
    }

    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        // Basic Latin, Latin-1, Latin Extended A and B, IPA, Latin Extended Additional.
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return true
        default: return false
        }
    }
}
