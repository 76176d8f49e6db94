import ErrandLanguage

/// libFuzzer entry point: the input's lines are a sentence template, a rule body, a list
/// phrase and an utterance. Each line is parsed; the grammar they form is compiled and, when
/// it compiles, the utterance (and the template text itself) is matched against it.
///
/// Any crash, hang or sanitizer report is a finding; parse and compile errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplateParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
    let template = lines[0]
    let rule = lines.count > 1 ? lines[1] : "(a|b)"
    let phrase = lines.count > 2 ? lines[2] : "kitchen [light]"
    let utterance = lines.count > 3 ? lines[3] : "turn on the kitchen light"

    for line in lines {
        if let expression = try? TemplateParser.parse(line) {
            _ = expression.textChunkCount
        } else {
            do {
                _ = try TemplateParser.parse(line)
            } catch {
                _ = error.description
            }
        }
    }

    let grammar = TemplateGrammar(
        intents: [
            TemplateIntent(
                name: "Fuzz",
                groups: [
                    SentenceGroup(
                        sentences: [template, "turn on <r> {l}"], slots: ["fixed": .string("yes")],
                        requiresContext: ["domain": ContextRequirement(value: .string("light"), copyToSlot: "domain")])
                ])
        ],
        rules: ["r": rule],
        lists: [
            "l": .values([
                SlotListValue(phrase: phrase, value: .string("value"), context: ["domain": .string("light")]),
                SlotListValue(phrase: phrase, isTemplate: false),
            ]),
            "name": .values([SlotListValue(phrase: "kitchen light", isTemplate: false)]),
            "n": .range(NumberRange(from: -5, to: 120, step: 1, fractions: .halves)), "w": .wildcard,
        ],
        skipWords: ["please", phrase])
    guard let matcher = try? TemplateMatcher(grammar: grammar, configuration: .init(preferredSlot: "name")) else {
        return 0
    }
    _ = matcher.bestMatch(for: utterance)
    _ = matcher.bestMatch(for: utterance, context: ["domain": .string("light")])
    _ = matcher.bestMatch(for: template)
    return 0
}
