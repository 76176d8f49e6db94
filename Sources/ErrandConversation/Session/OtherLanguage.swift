import ErrandLanguage

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
        if ConversationEngine.isInAnotherScript(text) { return true }
        let said = Set(Tokenizer.tokens(of: text).filter(\.isWordLike).map(\.text))
        return said.intersection(words).count >= 2
    }
}
