import ErrandCatalog
import Testing

/// Optional parts of a dialog: said when their values are there, left out when not.
struct PlaceholderOptionalPartsTests {
    @Test(arguments: [
        ("Starting your {workout}[ for {goal}].", ["workout", "goal"], "Starting your {workout} for {goal}."),
        ("Starting your {workout}[ for {goal}].", ["workout"], "Starting your {workout}."),
        ("Send {amount}[ to {payee}][ for {note}]?", ["amount", "note"], "Send {amount} for {note}?"),
        // Every placeholder of a part must have its value; a part with none is always said.
        ("[{a} and {b}]", ["a"], ""), ("Done[ now].", [], "Done now."),
        // A "[" with no "]" after it is written as is.
        ("Odd [ {a}", [], "Odd [ {a}"), ("No parts {a}", [], "No parts {a}"),
    ])
    func partsAreSaidWhenTheirValuesAreThere(text: String, present: [String], expected: String) {
        #expect(Placeholders.keepingOptionalParts(of: text) { present.contains($0) } == expected)
    }
}
