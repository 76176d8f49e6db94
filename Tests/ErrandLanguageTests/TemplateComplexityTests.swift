import ErrandLanguage
import Testing

struct TemplateComplexityTests {
    static func compile(_ sentence: String, rules: [String: String] = [:]) throws -> TemplateMatcher {
        try TemplateMatcher(
            grammar: TemplateGrammar(
                intents: [TemplateIntent(name: "Test", groups: [SentenceGroup(sentences: [sentence])])], rules: rules))
    }

    @Test func nestedOptionalsStayLinear() throws {
        let words = (0..<40).map { "w\($0)" }
        let nested = words.reversed().reduce("") { inner, word in "[\(word) \(inner)]" }
        let sequential = words.map { "[\($0)]" }.joined(separator: " ")
        let nestedMatcher = try Self.compile("start \(nested) end")
        let sequentialMatcher = try Self.compile("start \(sequential) end")
        // 2^40 sentences, yet a few states per word.
        #expect(nestedMatcher.stateCount <= 4 * words.count + 10)
        #expect(sequentialMatcher.stateCount <= 4 * words.count + 10)
        #expect(nestedMatcher.bestMatch(for: "start w0 w1 w2 end") != nil)
        #expect(nestedMatcher.bestMatch(for: "start w1 end") == nil)
        #expect(sequentialMatcher.bestMatch(for: "start w1 w3 w39 end") != nil)
        #expect(sequentialMatcher.bestMatch(for: "start w3 w1 end") == nil)
    }

    @Test func permutationsCompileBySubsetsNotOrderings() throws {
        let items = (0..<8).map { "(a\($0)|b\($0))" }
        let matcher = try Self.compile("(" + items.joined(separator: "; ") + ")")
        // 8! = 40320 orderings; subsets give 2^8 hubs and 8 × 2^7 item copies.
        #expect(matcher.stateCount <= 256 + 8 * 128 * 4)
        #expect(matcher.bestMatch(for: "a7 b6 a5 b4 a3 b2 a1 b0") != nil)
        #expect(matcher.bestMatch(for: "a7 a7 a5 b4 a3 b2 a1 b0") == nil)
    }

    @Test func oversizedPermutationIsACompileError() {
        let items = (0..<9).map { "x\($0)" }
        #expect(throws: TemplateCompileError.self) { _ = try Self.compile("(" + items.joined(separator: ";") + ")") }
    }

    @Test func rulesThatDoubleEachLevelStopAtABound() {
        var rules = ["r0": "(a|b)"]
        for level in 1...24 { rules["r\(level)"] = "<r\(level - 1)> <r\(level - 1)>" }
        #expect(throws: TemplateCompileError.self) { _ = try Self.compile("<r24>", rules: rules) }
    }

    @Test func unknownAndRecursiveRulesAreErrors() {
        #expect(throws: TemplateCompileError.self) { _ = try Self.compile("say <missing>") }
        #expect(throws: TemplateCompileError.self) {
            _ = try Self.compile("say <a>", rules: ["a": "x <b>", "b": "<a>"])
        }
        #expect(throws: TemplateCompileError.self) { _ = try Self.compile("say {missing}") }
    }

    @Test func compileErrorsNameTheTemplateAndWhereItCameFrom() {
        let grammar = TemplateGrammar(intents: [
            TemplateIntent(
                name: "Test", groups: [SentenceGroup(sentences: ["ok", "turn on [the"], source: "test.yaml: Test")])
        ])
        do {
            _ = try TemplateMatcher(grammar: grammar)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("--> test.yaml: Test"))
            #expect(error.parseError?.column == 9)
        }
    }
}
