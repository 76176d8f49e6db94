import ErrandCatalog
import Testing

/// The plain English rules for a noun's number that titles and dialog use around counts.
struct EnglishNounsTests {
    @Test(arguments: [
        ("latte", "lattes"), ("box", "boxes"), ("sandwich", "sandwiches"), ("berry", "berries"), ("day", "days"),
        ("biscuits", "biscuits"), ("latte,", "lattes,"), ("2nd", "2nd"),
        // A few nouns have their own plural, or none: "for 4 people", not "4 peoples".
        ("person", "people"), ("people", "people"), ("Child", "Children"), ("foot", "feet"), ("sheep", "sheep"),
        ("series", "series"),
    ])
    func plural(word: String, expected: String) {
        #expect(EnglishNouns.plural(of: word) == expected)
    }

    @Test(arguments: [
        ("tasks", "task"), ("tasks.", "task."), ("boxes", "box"), ("sandwiches", "sandwich"), ("berries", "berry"),
        ("glasses", "glass"), ("days", "day"), ("glass", "glass"), ("bus", "bus"), ("this", "this"), ("new", "new"),
        ("is", "is"),
        ("people", "person"), ("People", "Person"), ("children", "child"), ("person", "person"), ("series", "series"),
        ("fish", "fish"),
    ])
    func singular(word: String, expected: String) {
        #expect(EnglishNouns.singular(of: word) == expected)
    }

    @Test(arguments: [
        ("Archived \u{3}one tasks.", "Archived one task."),
        ("You have \u{3}1 new messages", "You have 1 new message"),
        ("\u{3}1 minutes left", "1 minute left"),
        ("A table for \u{3}1 people", "A table for 1 person"),
        // The noun ends at a preposition or a clause: what follows is not counted.
        ("Ready in \u{3}one, minutes", "Ready in one, minutes"),
        ("Order \u{3}1 for friends", "Order 1 for friends"),
        ("Archived 2 tasks.", "Archived 2 tasks."),
    ])
    func aNounCountedByOneIsSingular(text: String, expected: String) {
        #expect(EnglishNouns.agreeingWithOne(text, mark: "\u{3}") == expected)
    }
}
