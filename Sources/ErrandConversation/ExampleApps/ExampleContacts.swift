import ErrandCatalog
import ErrandLanguage
import Foundation

/// The people in the example apps' address book, with two Amys.
public enum ExampleContacts {
    public static let all: [Person] = [
        Person(name: "Amy Lee", id: "c1", handle: "+1 555 0101"),
        Person(name: "Amy Chen", id: "c2", handle: "+1 555 0102"),
        Person(name: "Bob Smith", id: "c3", handle: "+1 555 0103"),
        Person(name: "Carol Diaz", id: "c4", handle: "+1 555 0104"),
    ]

    /// The contacts a spoken name can mean: an exact full name first, else every contact whose
    /// first or last name it is.
    public static func matches(for name: String) -> [Person] {
        let lowered = name.lowercased().trimmingCharacters(in: .whitespaces)
        if let exact = all.first(where: { $0.name.lowercased() == lowered }) { return [exact] }
        return all.filter { person in person.name.lowercased().split(separator: " ").contains { $0 == lowered } }
    }

    /// The one of `people`; `nil` for none or several.
    private static func only(_ people: [Person]) -> Person? { people.count == 1 ? people[0] : nil }

    /// `text` with the contacts' first and last names in it capitalized, as a title is written:
    /// "dinner with carol" is "dinner with Carol".
    public static func capitalizingNames(in text: String) -> String {
        let names = Set(all.flatMap { $0.name.lowercased().split(separator: " ").map(String.init) })
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            names.contains(word.lowercased()) ? word.prefix(1).uppercased() + word.dropFirst() : String(word)
        }.joined(separator: " ")
    }

    /// The one contact whose full, first or last name `name` is a slip of ("bbo" for Bob
    /// Smith, "carl" for Carol Diaz): one slip for a name under eight letters, two from eight;
    /// `nil` for a name under three letters, or when no contact or several are that near.
    public static func nearest(to name: String) -> Person? {
        let lowered = name.lowercased().trimmingCharacters(in: .whitespaces)
        guard lowered.count >= 3 else { return nil }
        let limit = lowered.count >= 8 ? 2 : 1
        let near = all.filter { person in
            let full = person.name.lowercased()
            return ([full] + full.split(separator: " ").map(String.init)).contains {
                EditDistance.bounded(lowered, $0, limit: limit) <= limit
            }
        }
        return near.count == 1 ? near[0] : nil
    }

    /// How resolving a person goes: the contact itself, a choice between several, the one
    /// contact a slip in the name is near (asked about: "Do you mean Bob Smith?"), or why none.
    /// A name several contacts have is none of the `others` named with it, when that leaves
    /// some: "and amy too", of a message to Amy Lee, is Amy Chen (it asked "Which Amy?" offering
    /// Amy Lee again).
    public static func resolution(for person: Person, besides others: [Person] = []) -> ParameterResolution {
        if person.id != nil, let known = all.first(where: { $0.id == person.id }) { return .success(.person(known)) }
        var found = matches(for: person.name)
        let ids = Set(others.compactMap { other in other.id ?? only(matches(for: other.name))?.id })
        if found.count > 1, found.contains(where: { !ids.contains($0.id ?? "") }) {
            found.removeAll { ids.contains($0.id ?? "") }
        }
        switch found.count {
        case 0:
            if let near = nearest(to: person.name) {
                return .confirmationRequired(.person(near), dialog: "Do you mean \(near.name)?")
            }
            // NB: a name typed in lowercase is said as a name: "Sorry, Zed isn't in your contacts."
            let name = person.name == person.name.lowercased() ? person.name.capitalized : person.name
            return .unsupported(reason: "Sorry, \(name) isn't in your contacts.")
        case 1: return .success(.person(found[0]))
        default: return .disambiguation(found.map(Value.person))
        }
    }
}
