import Foundation

/// How a listed value's title reads inside a sentence. Enum cases and an app's listed things
/// read as common words ("your small latte", not "your Small Latte"), but a name keeps its
/// capitals: "Settle up with Sam?", "Feed Luna?", "Book a table at Zuni Cafe?".
///
/// A title is taken as a name when its type names people, pets, works or businesses (a
/// `Member`, a `Pet`, a `Show`, a `Restaurant`, a `Location`), or when it ends with a word and
/// its number ("Pier 39", "Gate B12"). Title Case alone makes no name: apps write
/// "Tomato Soup" and "Iced Tea" so, and they read "your cup of tomato soup". A word with a
/// capital past its first letter ("NexGard", "IPA") and the name of a day or a month keep
/// their capitals in any title.
///
/// The dialog (`ValueFormatter`) and a suggestion's title (`ShortcutTitle`) both read titles
/// this way, so a shortcut reads as the assistant says it.
public enum TitleInSentence {
    /// An enum case's `title` mid-sentence: "Extra hot" → "extra hot", "IPA" stays.
    public static func enumCase(_ title: String) -> String {
        lowered(title)
    }

    /// A listed thing's `title`, of the type named `typeName`, mid-sentence: as written when
    /// it is a name, otherwise as an enum case reads.
    public static func listed(_ title: String, typeName: String) -> String {
        isName(title, typeName: typeName) || isNumberedName(title) ? title : lowered(title)
    }

    /// Whether `title` names one thing by a capitalized word and the number it ends with, as a
    /// place or a room is named: "Pier 39", "Gate B12", "Studio 4" ("at Pier 39", not "at pier
    /// 39"); not "Size 10 shoes".
    static func isNumberedName(_ title: String) -> Bool {
        let words = title.split(separator: " ")
        guard words.count > 1, let number = words.last, let word = words.dropLast().last else { return false }
        return word.first?.isUppercase == true && word.allSatisfy(\.isLetter)
            && number.contains(where: \.isNumber) && number.allSatisfy { $0.isNumber || $0.isUppercase }
    }

    /// `title` in lower case but for words with a capital past their first letter and the names
    /// of days and months ("Cancel Tuesday yoga?").
    private static func lowered(_ title: String) -> String {
        title.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let lower = word.lowercased()
            let keeps = word.dropFirst().contains(where: \.isUppercase) || calendarNames.contains(lower)
            return keeps ? String(word) : lower
        }.joined(separator: " ")
    }

    /// The days and months, as the title lint knows them, but "may", which is also a verb.
    private static let calendarNames = TitleSentenceCase.calendarNames.subtracting(["may", "i"])

    /// Whether a listed thing's `title`, of the type named `typeName`, is a name. A pronoun
    /// listed among names ("Me" among the members splitting a bill) is not one.
    static func isName(_ title: String, typeName: String) -> Bool {
        !pronouns.contains(title.lowercased()) && namesThings(typeName: typeName)
    }

    /// Whether the values of the type named `typeName` are names: its head noun ("Member" in
    /// "FamilyMember") is one of people, pets, works or businesses.
    static func namesThings(typeName: String) -> Bool {
        var head = ""
        for character in typeName {
            if character.isUppercase || character == "_" || character == " " { head = "" }
            if character.isLetter { head.append(character) }
        }
        return namingNouns.contains(head.lowercased())
    }

    private static let pronouns: Set<String> = [
        "me", "myself", "us", "you", "everyone", "everybody", "nobody", "someone", "anyone",
    ]

    /// Head nouns of types whose values are names people write with capitals.
    private static let namingNouns: Set<String> = [
        // people
        "person", "people", "member", "members", "contact", "friend", "child", "kid", "stylist", "barber",
        "player", "guest", "student", "teacher", "tutor", "coach", "trainer", "instructor", "doctor",
        "dentist", "owner", "payer", "recipient", "employee", "colleague", "attendee", "participant",
        "artist", "band", "author", "singer", "musician", "composer",
        // pets
        "pet", "dog", "cat", "horse",
        // works
        "show", "podcast", "movie", "film", "book", "series", "album", "channel", "game", "team", "source",
        "newspaper", "magazine",
        // businesses and places with names
        "restaurant", "store", "shop", "pharmacy", "hotel", "venue", "cinema", "theater", "theatre",
        "gym", "salon", "clinic", "hospital", "school", "station", "airport", "airline", "city",
        "company", "brand", "stock", "location", "branch", "library",
    ]
}
