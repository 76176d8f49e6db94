import ErrandCatalog
import ErrandLanguage
import Testing

/// Distances, as a workout's goal is said: a number and a unit, a race's "5k", a fraction of a
/// mile — in the unit said, so what is said back is what the person said.
struct ValuesDistanceTests {
    let recognizer = BuiltInValueRecognizer()

    @Test(arguments: [
        ("5 miles", Distance(value: 5, unit: .miles)), ("5 mile", Distance(value: 5, unit: .miles)),
        ("10 km", Distance(value: 10, unit: .kilometers)), ("3 kilometres", Distance(value: 3, unit: .kilometers)),
        ("5k", Distance(value: 5, unit: .kilometers)), ("400m", Distance(value: 400, unit: .meters)),
        ("5-mile", Distance(value: 5, unit: .miles)), ("26.2 miles", Distance(value: 26.2, unit: .miles)),
        ("half a mile", Distance(value: 0.5, unit: .miles)), ("a half mile", Distance(value: 0.5, unit: .miles)),
        ("a quarter of a mile", Distance(value: 0.25, unit: .miles)),
        ("a mile and a half", Distance(value: 1.5, unit: .miles)),
        ("two and a half miles", Distance(value: 2.5, unit: .miles)), ("a mile", Distance(value: 1, unit: .miles)),
        ("100 yards", Distance(value: 100, unit: .yards)), ("six feet", Distance(value: 6, unit: .feet)),
        ("3 mi", Distance(value: 3, unit: .miles)),
        // NB: a waist, a screen, a shelf: the newcomer pass found "84 cm" and "33 inches" refused.
        ("84 cm", Distance(value: 84, unit: .centimeters)), ("84 centimetres", Distance(value: 84, unit: .centimeters)),
        ("33 inches", Distance(value: 33, unit: .inches)), ("an inch", Distance(value: 1, unit: .inches)),
        ("30in", Distance(value: 30, unit: .inches)), ("10 mm", Distance(value: 10, unit: .millimeters)),
    ])
    func readsDistances(text: String, expected: Distance) {
        #expect(recognizer.value(.distance, of: text) == .distance(expected))
    }

    /// A unit's symbol only after digits, and "m" and "in" only glued to them: "5 m" may be five
    /// minutes, "2 in" the start of "2 in the morning", "five k" a number, "miles" alone no length.
    @Test(arguments: ["5 m", "five km", "five k", "5 k", "miles", "a few miles", "-3 miles", "0 km", "2 in", "five cm"])
    func findsNoDistanceInWhatIsNotOne(text: String) {
        #expect(recognizer.value(.distance, of: text) == nil)
    }

    @Test func aDistanceInASentenceIsFoundWhereItStands() {
        let found = recognizer.values(in: "i'm going for a 5k run", dimensions: [.distance])
        #expect(found.map(\.text) == ["5k"])
        #expect(found.first?.value.summary == "5 kilometers")
    }
}
