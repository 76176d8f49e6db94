import Foundation
import Testing

@testable import ErrandCatalog

/// Type names and duration literals are read the way the manifest documentation says.
struct ValueTypeTests {
    @Test(arguments: [
        ("string", ValueType.string), ("dateTime", .dateTime), ("currency", .currency), ("url", .url),
        ("Size", .custom("Size")), (" Size ", .custom("Size")), ("[Drink]", .list(.custom("Drink"))),
        ("[integer]", .list(.integer)), ("[[person]]", .list(.list(.person))), ("[ Task ]", .list(.custom("Task"))),
    ])
    func typeNamesAreRead(name: String, type: ValueType) {
        #expect(ValueType(name: name) == type)
    }

    @Test(arguments: ["", " ", "[", "]", "[]", "[Size", "Size]", "Big size", "[Big size]", "[[]]"])
    func malformedTypeNamesAreRejected(name: String) {
        #expect(ValueType(name: name) == nil)
    }

    @Test func everyBuiltInTypeIsNamedAsItIsWritten() {
        for (name, type) in ValueType.builtIns {
            #expect(type.name == name)
            #expect(ValueType(name: name) == type)
            #expect(ValueType(name: "[\(name)]")?.name == "[\(name)]")
        }
        #expect(ValueType.builtIns.count == 16)
    }

    @Test(arguments: [
        ("900", 900.0), ("0", 0), ("15m", 900), ("1h30m", 5_400), ("90s", 90), ("2d", 172_800), ("1.5h", 5_400),
        ("PT15M", 900), ("pt15m", 900), ("PT1H30M", 5_400), ("P1DT2H", 93_600), ("P2D", 172_800), (" 15m ", 900),
        ("1h30m15s", 5_415),
    ])
    func durationsAreReadInSeconds(text: String, seconds: Double) {
        #expect(DurationLiteral.seconds(text) == seconds)
    }

    @Test(arguments: [
        "", "m", "15", "-5", "-5m", "15 m", "15min", "1h30", "PT", "P1M", "P1Y", "1w", "nan", "inf", "1.2.3h",
        String(repeating: "9", count: 400) + "h",
    ])
    func whatIsNotADurationIsRejected(text: String) {
        // "15" alone is seconds; the table's "15" must read.
        if text == "15" {
            #expect(DurationLiteral.seconds(text) == 15)
        } else {
            #expect(DurationLiteral.seconds(text) == nil)
        }
    }

    @Test func aTypeNameDifferingOnlyInCaseIsSuggested() {
        let source = """
            app: com.example.case
            name: Case
            actions:
              Add: { title: Add event, category: create, parameters: { start: { type: datetime } } }
            """
        let messages = ManifestLoader().loadApp(source: source, file: "case.yaml").diagnostics.map(\.message)
        #expect(messages == ["type 'datetime' is not declared under types nor built in, did you mean 'dateTime'?"])
    }

    /// A name another system gives a built-in type points at ours, and a name like none lists
    /// the built-in types, so the author learns what to write without the documentation.
    @Test(arguments: [
        ("text", ", did you mean 'string'?"), ("money", ", did you mean 'currency'?"),
        ("Number", ", did you mean 'decimal'?"),
        (
            "gizmo",
            "; the built-in types are boolean, currency, date, dateTime, decimal, distance, duration, file, "
                + "integer, percentage, person, place, string, temperature, time, url"
        ),
    ])
    func anUnknownTypeNameSaysWhatToWrite(name: String, hint: String) {
        let source = """
            app: com.example.hint
            name: Hint
            actions:
              Add: { title: Add note, category: create, parameters: { body: { type: \(name) } } }
            """
        let messages = ManifestLoader().loadApp(source: source, file: "hint.yaml").diagnostics.map(\.message)
        #expect(messages == ["type '\(name)' is not declared under types nor built in" + hint])
    }
}

/// Lists nest at most `ValueType.deepestList` deep, and a name of any length is read in one
/// pass: a manifest of a million brackets is refused at once, not after minutes.
struct ValueTypeNestingTests {
    static func nested(_ depth: Int, _ element: String = "string") -> String {
        String(repeating: "[", count: depth) + element + String(repeating: "]", count: depth)
    }

    @Test func listsNestUpToTheLimit() {
        var type = ValueType.string
        for _ in 0..<ValueType.deepestList { type = .list(type) }
        #expect(ValueType(name: Self.nested(ValueType.deepestList)) == type)
        #expect(ValueType(name: Self.nested(ValueType.deepestList + 1)) == nil)
    }

    // The nesting is counted in one pass (it used to strip a pair of brackets per level and copy
    // the rest, quadratic in the depth), then refused past the limit.
    @Test func aVeryDeepNameIsRefused() {
        let name = Self.nested(30_000)
        #expect(ValueType(name: name) == nil)
        #expect(ValueType.listNesting(of: name).depth == 30_000)
    }

    @Test func aManifestNestingTooDeepIsLocated() {
        let source = """
            app: com.example.deep
            name: Deep
            actions:
              Keep:
                title: Keep
                category: generic
                parameters:
                  items: { type: "\(Self.nested(9, "integer"))", title: Items }
            """
        let result = ManifestLoader().loadApp(source: source, file: "deep.yaml")
        #expect(
            result.diagnostics.map(\.summary) == [
                "8:22 actions.Keep.parameters.items.type: '[[[[[[[[[integer]]]]]]]]]' nests lists 9 deep; "
                    + "a type may nest at most 8 (e.g. [[Drink]])"
            ])
    }
}
