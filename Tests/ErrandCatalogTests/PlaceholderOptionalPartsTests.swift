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
        ("Odd [ {a}", [], "Odd [ {a}"), ("No parts {a}", [], "No parts {a}"), ("Odd ] {a}", [], "Odd ] {a}"),
        ("Odd [ {a}[ {b}]", ["b"], "Odd [ {a} {b}"), ("Odd [ {a}[ {b}]", [], "Odd [ {a}"),
        // Parts nest, each kept by its own placeholders.
        ("[Sent {total}[ to {payee}] in all.][None to {unpaid}.]", ["total"], "Sent {total} in all."),
        (
            "[Sent {total}[ to {payee}] in all.][None to {unpaid}.]", ["total", "payee"],
            "Sent {total} to {payee} in all."
        ),
        ("[Sent {total}[ to {payee}] in all.][None to {unpaid}.]", ["payee", "unpaid"], "None to {unpaid}."),
    ])
    func partsAreSaidWhenTheirValuesAreThere(text: String, present: [String], expected: String) {
        #expect(Placeholders.keepingOptionalParts(of: text) { present.contains($0) } == expected)
    }
}
