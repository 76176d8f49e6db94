import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// `errand parse`: the ranked interpretations of one utterance against a catalog.
struct Parse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show how an utterance is understood: app, action, values, confidence and source.",
        discussion: """
            With no --catalog, the example apps built into Errand answer, as in errand \
            chat.

            Examples:
              errand parse "order a large latte"
              errand parse "start a run and play kind of blue"  # two requests, one by one
              errand parse --catalog Examples "send 5 dollars to amy"
              errand parse --now 2026-11-22T09:00:00-05:00 --json \\
                "remind me to call mum tomorrow at 7 pm"
            """)

    @Option(
        name: .long,
        help: "A manifest file or a directory of manifests (repeatable; default: the example apps built into Errand).")
    var catalog: [String] = []

    @Option(help: "A model saved by errand train (default: trained from the catalog when it is small).")
    var model: String?

    @Option(help: "The reference time for dates, in ISO 8601; its offset gives the time zone.")
    var now: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Argument(help: "What the person said.")
    var utterance: String

    func run() async throws {
        let reference = try ReferenceTime(parsing: now)
        let loaded = try CatalogLoading.load(catalog)
        let understander = try ModelLoading.understander(for: loaded.catalog, modelPath: model)
        let context = UnderstandingContext(now: reference.now, timeZone: reference.timeZone)
        // NB: several requests said together are split as the conversation splits them.
        let engine = ConversationEngine(
            catalog: loaded.catalog, handlers: HandlerRegistry(), understanding: understander)
        let requests = engine.requests(
            in: utterance,
            context: RequestContext(
                now: reference.now, timeZone: reference.timeZone, modality: .screen, sessionID: "parse"))
        let understandings = requests.map { understander.interpretations(of: $0, context: context) }
        if json {
            print(try InterpretationJSON.render(understandings, requests: requests))
        } else if requests.count == 1 {
            print(InterpretationText.render(understandings[0], bar: understander.configuration.minimumConfidence))
        } else {
            let parts = zip(requests, understandings).enumerated().map { index, part in
                "request \(index + 1) of \(requests.count): \"\(part.0)\"\n"
                    + InterpretationText.render(part.1, bar: understander.configuration.minimumConfidence)
            }
            print(parts.joined(separator: "\n"))
        }
    }
}

/// Interpretations as the JSON `errand parse --json` prints.
enum InterpretationJSON {
    static func object(_ interpretation: Interpretation) -> [String: Any] {
        var parameters: [String: Any] = [:]
        for (name, value) in interpretation.parameters {
            parameters[name] = ["value": value.value.plainJSONObject, "text": value.text]
        }
        var object: [String: Any] = [
            "app": interpretation.app, "action": interpretation.action, "parameters": parameters,
            "confidence": (interpretation.confidence * 1000).rounded() / 1000, "source": interpretation.source.rawValue,
        ]
        if let shortcut = interpretation.shortcut { object["shortcut"] = shortcut }
        if !interpretation.alternativeSplits.isEmpty {
            object["alternativeSplits"] = interpretation.alternativeSplits.map { split in
                split.parameters.mapValues { ["value": $0.value.plainJSONObject, "text": $0.text] }
            }
        }
        if !interpretation.unreadWords.isEmpty { object["unreadWords"] = interpretation.unreadWords.map(\.text) }
        return object
    }

    /// `{"interpretations":[…]}` for one request (with `"readAs"`, the words as read, when typing
    /// slips were respelled); several said together add
    /// `"requests":[{"text":…,"interpretations":[…]},…]`, the first's interpretations also at the top.
    static func render(_ understandings: [Understanding], requests: [String]) throws -> String {
        func understood(_ understanding: Understanding) -> [String: Any] {
            var object: [String: Any] = ["interpretations": understanding.interpretations.map(Self.object)]
            // Read with typing slips respelled: the words as read.
            if let respelled = understanding.respelled { object["readAs"] = respelled.text }
            return object
        }
        var object = understood(understandings[0])
        if requests.count > 1 {
            object["requests"] = zip(requests, understandings).map { text, understanding in
                understood(understanding).merging(["text": text]) { _, new in new }
            }
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// Interpretations as readable lines.
enum InterpretationText {
    /// The interpretations; for a request not understood, the readings that fell under the
    /// confidence `bar`, so a manifest's author sees which action came closest and how far.
    static func render(_ understanding: Understanding, bar: Double) -> String {
        guard understanding.isUnderstood else {
            guard !understanding.rejected.isEmpty else { return "not understood" }
            return "not understood; under the confidence bar of \(String(format: "%.2f", bar)):\n"
                + lines(understanding.rejected)
        }
        let readAs = understanding.respelled.map { "read as \"\($0.text)\"\n" } ?? ""
        return readAs + lines(understanding.interpretations)
    }

    private static func lines(_ interpretations: [Interpretation]) -> String {
        interpretations.enumerated().map { index, interpretation in
            var line = String(
                format: "%d. %@ %@  confidence %.2f  (%@)", index + 1, interpretation.app, interpretation.action,
                interpretation.confidence, interpretation.source.rawValue)
            for (name, value) in interpretation.parameters.sorted(by: { $0.key < $1.key }) {
                line += "\n     \(name) = \(ShortcutListing.describe(value.value))  \"\(value.text)\""
            }
            // The other splits of two adjacent slots, tried when the app refuses the first value.
            for split in interpretation.alternativeSplits {
                line +=
                    "\n     or "
                    + [split.leading, split.trailing].compactMap { name in
                        split.parameters[name].map { "\(name) \"\($0.text)\"" }
                    }.joined(separator: ", ")
            }
            // Words the model did not read, which the conversation names before it acts.
            if !interpretation.unreadWords.isEmpty {
                line +=
                    "\n     unread " + interpretation.unreadWords.map { "\"\($0.text)\"" }.joined(separator: ", ")
            }
            return line
        }.joined(separator: "\n")
    }
}
