import ErrandCatalog
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

    /// How resolving a person goes: the contact itself, a choice between several, or why none.
    public static func resolution(for person: Person) -> ParameterResolution {
        if person.id != nil, let known = all.first(where: { $0.id == person.id }) { return .success(.person(known)) }
        let found = matches(for: person.name)
        switch found.count {
        case 0: return .unsupported(reason: "Sorry, \(person.name) isn't in your contacts.")
        case 1: return .success(.person(found[0]))
        default: return .disambiguation(found.map(Value.person))
        }
    }
}
