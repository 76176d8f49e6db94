import ErrandCatalog
import ErrandLanguage
import Foundation

/// Replays the person's side of a transcript against the example apps and writes down what the
/// assistant says, so it can be compared with the transcript exactly.
public struct TranscriptReplayer: Sendable {
    /// The folder `# catalog:` manifest paths are relative to.
    public var baseDirectory: URL

    public init(baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.baseDirectory = baseDirectory
    }

    /// The transcript the engine produces for the person's turns of `transcript`, with the
    /// example apps in the starting state the header names, and those apps afterwards.
    public func replay(_ transcript: Transcript) async -> (transcript: Transcript, apps: ExampleApps) {
        let settings = transcript.settings
        let apps = Self.apps(state: settings["state"])
        var catalog = ExampleApps.catalog
        guard let exampleUnderstander = ExampleApps.understander else {
            let failure = AssistantResponse(kind: .failure, speech: "The example apps' phrases can't be compiled.")
            return (Transcript(settings: settings, lines: Transcript.lines(for: failure)), apps)
        }
        var understanding: any RequestUnderstanding = exampleUnderstander
        if let path = settings["catalog"], path != "examples" {
            let file = baseDirectory.appendingPathComponent(path).path
            do {
                catalog = try ManifestLoader().load(paths: [file]).catalog
                understanding = try Understander.trained(on: catalog)
            } catch {
                let failure = AssistantResponse(kind: .failure, speech: "The catalog \(path) can't be loaded: \(error)")
                return (Transcript(settings: settings, lines: Transcript.lines(for: failure)), apps)
            }
        }
        let engine = ConversationEngine(
            catalog: catalog, handlers: apps.handlers, understanding: understanding,
            authenticator: SessionAuthenticator(isAuthenticated: settings["authenticated"] != "no"))
        let context = RequestContext(
            now: settings["now"].flatMap(Self.instant) ?? Self.defaultNow,
            timeZone: settings["time-zone"].flatMap(TimeZone.init(identifier:)) ?? Self.utc,
            modality: settings["modality"] == "voice-only" ? .voiceOnly : .screen, sessionID: "transcript")
        var session = ConversationSession(id: "transcript")
        var produced: [Transcript.Line] = []
        for line in transcript.lines {
            let response: AssistantResponse
            switch line {
            case .person(let text):
                produced.append(line)
                response = await engine.respond(to: text, in: &session, context: context)
            case .shortcut(let text):
                produced.append(line)
                let (interpretation, ask) = Self.shortcutStep(text, catalog: catalog, context: context)
                response = await engine.start(interpretation, askEachTime: ask, in: &session, context: context)
            default: continue
            }
            produced += Transcript.lines(for: response)
        }
        return (Transcript(settings: settings, lines: produced), apps)
    }

    /// The reference now of transcripts without one: Tuesday 24 November 2026, 9:00 UTC.
    public static let defaultNow = Date(timeIntervalSince1970: 1_795_510_800)
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// The example apps in a named starting state: `coffee-sold-out` (no lattes), `low-balance`
    /// (five dollars to pay with), `payment-history` (three payments sent earlier this month and
    /// week, and one received), `busy-calendar` (a meeting at 10 AM on the reference day),
    /// `sample-calendar` (the calendar's own sample: a design review with two people at 2 PM).
    static func apps(state: String?) -> ExampleApps {
        let states = Set((state ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let busy = CalendarApp.Event(title: "Team meeting", start: defaultNow.addingTimeInterval(3600), duration: 3600)
        let events = states.contains("sample-calendar") ? CalendarApp.sampleEvents : []
        return ExampleApps(
            coffee: CoffeeApp(soldOut: states.contains("coffee-sold-out") ? ["latte"] : []),
            payments: PaymentsApp(
                balance: states.contains("low-balance") ? 5 : 100,
                history: states.contains("payment-history") ? PaymentsApp.samplePayments : [],
                received: states.contains("payment-history") ? PaymentsApp.sampleReceived : []),
            calendar: CalendarApp(events: states.contains("busy-calendar") ? [busy] + events : events))
    }

    /// A shortcut step: `app/Action`, then `ask:parameter` for each "Ask Each Time" parameter
    /// and `parameter=words` for each value set in the shortcut.
    static func shortcutStep(_ text: String, catalog: Catalog, context: RequestContext) -> (Interpretation, Set<String>)
    {
        let parts = text.split(separator: " ").map(String.init)
        let target = (parts.first ?? "").split(separator: "/").map(String.init)
        let app = target.first ?? ""
        let action = target.count > 1 ? target[1] : ""
        var ask: Set<String> = []
        var slots: [String: UnderstoodValue] = [:]
        for part in parts.dropFirst() {
            if part.hasPrefix("ask:") {
                ask.insert(String(part.dropFirst(4)))
            } else if let equals = part.firstIndex(of: "=") {
                let name = String(part[..<equals])
                let words = part[part.index(after: equals)...].replacingOccurrences(of: "_", with: " ")
                if let definition = catalog.action(named: action, in: app)?.parameter(named: name),
                    let appDefinition = catalog.app(app),
                    let value = AnswerValueReader.value(
                        from: words, as: definition.type, app: appDefinition, now: context.now,
                        timeZone: context.timeZone)
                {
                    slots[name] = UnderstoodValue(value: value, text: words)
                }
            }
        }
        return (Interpretation(app: app, action: action, parameters: slots, confidence: 1, source: .phrase), ask)
    }
}
