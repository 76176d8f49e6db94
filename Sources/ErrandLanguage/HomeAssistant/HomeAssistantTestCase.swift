import Foundation
import Yams

/// One test sentence of Home Assistant's intents repository: what it should be understood as.
public struct HomeAssistantTestCase: Sendable, Hashable {
    public var sentence: String
    public var intent: String
    /// The expected slots (a list value means any of its items is accepted).
    public var slots: [String: TemplateValue]
    /// The context the sentence is said in; when present, the match's context must equal it.
    public var context: [String: TemplateValue]
    /// The test file it came from.
    public var file: String

    public init(
        sentence: String, intent: String, slots: [String: TemplateValue], context: [String: TemplateValue], file: String
    ) {
        self.sentence = sentence
        self.intent = intent
        self.slots = slots
        self.context = context
        self.file = file
    }

    /// The test cases of the files given (files whose name starts with `_` are not tests).
    public static func load(files: [URL]) throws(HomeAssistantDataError) -> [HomeAssistantTestCase] {
        var cases: [HomeAssistantTestCase] = []
        for file in files where !file.lastPathComponent.hasPrefix("_") {
            let root = try YAMLNode.load(file)
            for (index, test) in YAMLNode.elements(YAMLNode.item(root, "tests")).enumerated() {
                let intentNode = YAMLNode.item(test, "intent")
                guard let intent = YAMLNode.item(intentNode, "name")?.string else {
                    throw HomeAssistantDataError(
                        file: file.path, path: "tests[\(index)].intent.name", message: "expected the intent name")
                }
                for sentence in YAMLNode.elements(YAMLNode.item(test, "sentences")).compactMap(\.string) {
                    cases.append(
                        HomeAssistantTestCase(
                            sentence: sentence, intent: intent,
                            slots: YAMLNode.dictionary(YAMLNode.item(intentNode, "slots")),
                            context: YAMLNode.dictionary(YAMLNode.item(intentNode, "context")),
                            file: file.lastPathComponent))
                }
            }
        }
        return cases
    }

    /// Why `match` fails this test, or nil when it passes — compared as the runner compares:
    /// the intent, every matched slot expected (list values by membership), every expected slot
    /// matched, and the context when the test gives one.
    public func failure(of match: TemplateMatch?) -> String? {
        guard let match else { return "no match" }
        guard match.intent == intent else { return "intent \(match.intent)" }
        var matched: [String: TemplateValue] = [:]
        for slot in match.slots { matched[slot.name] = slot.value }
        for (name, value) in matched.sorted(by: { $0.key < $1.key }) {
            guard let expected = slots[name], expected != .null else {
                return "unexpected slot \(name)=\(value.jsonText)"
            }
            if !Self.slot(value, satisfies: expected) {
                return "slot \(name)=\(value.jsonText), expected \(expected.jsonText)"
            }
        }
        for name in slots.keys.sorted() where matched[name] == nil { return "missing slot \(name)" }
        if !context.isEmpty {
            let same =
                context.count == match.context.count
                && context.allSatisfy { key, value in match.context[key].map { $0.isSameValue(as: value) } ?? false }
            if !same {
                return
                    "context \(TemplateValue.mapping(match.context).jsonText), expected \(TemplateValue.mapping(context).jsonText)"
            }
        }
        return nil
    }

    static func slot(_ value: TemplateValue, satisfies expected: TemplateValue) -> Bool {
        switch (expected.listValue, value.listValue) {
        case (let allowed?, let values?):
            return values.allSatisfy { item in allowed.contains { $0.isSameValue(as: item) } }
        case (let allowed?, nil): return allowed.contains { $0.isSameValue(as: value) }
        case (nil, let values?): return values.contains { $0.isSameValue(as: expected) }
        case (nil, nil): return value.isSameValue(as: expected)
        }
    }
}
