import Testing

@testable import ErrandCatalog

/// A listed value's title in a sentence: common words in lower case ("your large latte"),
/// names as written ("Settle up with Sam?").
struct TitleInSentenceTests {
    @Test(arguments: [
        ("Latte", "Drink", "latte"), ("Tomato soup", "Soup", "tomato soup"), ("Sam", "Member", "Sam"),
        ("Luna", "Pet", "Luna"), ("Coldplay", "Artist", "Coldplay"), ("Radiolab", "Show", "Radiolab"),
        ("Riverside", "ChargingStation", "Riverside"), ("Emma", "family_member", "Emma"),
        ("Zuni Cafe", "Restaurant", "Zuni Cafe"), ("Main Street Pharmacy", "Pharmacy", "Main Street Pharmacy"),
        // Title Case alone makes no name.
        ("Tomato Soup", "Soup", "tomato soup"), ("Iced Tea", "Drink", "iced tea"),
        // A pronoun among names is none.
        ("Me", "Member", "me"), ("Anyone", "Stylist", "anyone"),
        // A place where the app's things are is a name, as is a word and its number.
        ("Lakeside Dock", "Location", "Lakeside Dock"), ("Main Branch", "Branch", "Main Branch"),
        ("Pier 39", "Spot", "Pier 39"), ("Gate B12", "Gate", "Gate B12"),
        // A number that is no name's stays a common word's.
        ("Size 10 shoes", "Shoe", "size 10 shoes"), ("2 pack", "Bundle", "2 pack"),
    ])
    func aListedTitle(title: String, type: String, said: String) {
        #expect(TitleInSentence.listed(title, typeName: type) == said)
    }

    // Capitals past a word's first letter, and days and months, stay in any title.
    @Test func acronymsAndCalendarNamesKeepTheirCapitals() {
        #expect(TitleInSentence.enumCase("Extra hot") == "extra hot")
        #expect(TitleInSentence.enumCase("IPA") == "IPA")
        #expect(TitleInSentence.listed("NexGard chew", typeName: "Medication") == "NexGard chew")
        #expect(TitleInSentence.listed("Tuesday yoga", typeName: "Session") == "Tuesday yoga")
        #expect(TitleInSentence.enumCase("Before May") == "before may")
    }
}
