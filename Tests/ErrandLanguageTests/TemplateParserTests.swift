import ErrandLanguage
import Testing

struct TemplateParserTests {
    @Test func readsAlternativesOptionalsAndSlots() throws {
        let expression = try TemplateParser.parse("turn (on|off) [the] {name}")
        guard case .sequence(let items) = expression else {
            Issue.record("expected a sequence, got \(expression)")
            return
        }
        #expect(items.first == .text("turn "))
        #expect(items.contains(.alternative([.sequence([.text("on")]), .sequence([.text("off")])], isOptional: false)))
        #expect(items.contains(.alternative([.sequence([.text("the")]), .text("")], isOptional: true)))
        #expect(items.last == .slot(SlotReference(listName: "name", slotName: "name")))
    }

    @Test func readsSlotNamesCapturesAndInlineRanges() throws {
        #expect(
            try TemplateParser.parse("{color:light_color}")
                == .sequence([.slot(SlotReference(listName: "color", slotName: "light_color"))]))
        #expect(
            try TemplateParser.parse("{@artist}")
                == .sequence([.slot(SlotReference(listName: "artist", slotName: "artist", isCapture: true))]))
        let range = try TemplateParser.parse("{10..100,10:seconds}")
        let expected = SlotReference(
            listName: "10..100,10", slotName: "seconds", range: NumberRange(from: 10, to: 100, step: 10))
        #expect(range == .sequence([.slot(expected)]))
    }

    @Test func readsPermutationsWithItemsKeptApart() throws {
        guard case .permutation(let items) = try TemplateParser.parse("(patience; you must have)") else {
            Issue.record("expected a permutation")
            return
        }
        #expect(items.count == 2)
        #expect(items[0] == .sequence([.text(" "), .text("patience"), .text(" ")]))
    }

    @Test func escapedCharactersAreLiteral() throws {
        #expect(try TemplateParser.parse("a \\[b\\]") == .sequence([.text("a "), .text("[b]")]))
    }

    @Test(arguments: [
        ("turn on [the light", 1, 9, "unclosed optional"),
        ("turn on the]", 1, 12, "unexpected ']'"),
        ("(turn on|off]", 1, 13, "expected ')'"),
        ("turn on\n(the|a light", 2, 1, "unclosed group"),
        ("(a|b;c)", 1, 5, "cannot mix"),
        ("set {} now", 1, 5, "empty slot"),
        ("set {1..x:n}", 1, 5, "invalid range"),
        ("set {1..9} now", 1, 5, "needs a slot name"),
        ("say <>", 1, 5, "empty rule"),
        ("say {name", 1, 5, "unclosed slot"),
        ("trailing \\", 1, 10, "backslash"),
    ])
    func errorsAreLocated(template: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try TemplateParser.parse(template)
        } throws: { error in
            guard let error = error as? TemplateParseError else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
        }
    }

    @Test func errorsRenderLikeACompiler() {
        do {
            _ = try TemplateParser.parse("turn on [the light")
            Issue.record("expected an error")
        } catch {
            let rendered = error.located(in: "light.yaml: HassTurnOn").description
            #expect(rendered.contains("error: unclosed optional"))
            #expect(rendered.contains("--> light.yaml: HassTurnOn"))
            #expect(rendered.contains("1 | turn on [the light\n  |         ^"))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let template = String(repeating: "(", count: 5000) + "a" + String(repeating: ")", count: 5000)
        #expect(throws: TemplateParseError.self) { _ = try TemplateParser.parse(template) }
    }
}
