import Testing

@testable import ErrandConversation

/// A request in another language is told so, in the Latin script as in another: "reservar un
/// ferry a gull island mañana a las 9" was "Sorry, I didn't understand that", which has the
/// person try other Spanish words, where Japanese was told "I can only understand English so far".
struct OtherLanguageTests {
    @Test(arguments: [
        "reservar un ferry a gull island mañana a las 9", "je veux réserver une table pour demain",
        "ich möchte einen tisch für morgen buchen", "vorrei prenotare per domani, grazie", "フェリーを予約して",
    ])
    func anotherLanguageIsSaidSo(text: String) {
        #expect(OtherLanguage.says(text))
    }

    /// A name or a word borrowed from another language is English still.
    @Test(arguments: [
        "book a table at le bernardin", "play despacito", "order a latte", "call maria del carmen", "tip jo",
    ])
    func englishWithAForeignNameIsEnglish(text: String) {
        #expect(!OtherLanguage.says(text))
    }
}
