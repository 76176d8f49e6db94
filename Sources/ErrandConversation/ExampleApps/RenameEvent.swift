import ErrandCatalog
import Foundation

/// Gives an event another title, after a confirmation: "rename my design review to design
/// sync" (not understood before). The new title is said as the person wants it written, with
/// a capital first letter as the calendar writes its events.
struct RenameEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Rename event"
    static let category = ActionCategory.generic
    static let phrases = [
        "rename [my|the] {event} [event|meeting|appointment] (to|as) {newTitle}",
        "change the (name|title) of [my|the] {event} [event|meeting|appointment] to {newTitle}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Rename {event} to {newTitle}")
    static let dialog = DialogTemplates(confirmation: "Rename {title} to {renamed}?", success: "It's renamed.")
    static let outputs = [
        OutputDefinition(id: "title", type: .string),
        OutputDefinition(id: "renamed", type: .string, title: "New title"),
    ]
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Event", prompt: "Which event?") var event: String
    @Parameter(title: "New title", prompt: "What do you want to call it?") var newTitle: String

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        parameter == "event" ? app.resolution(ofEvent: $event, context: context) : nil
    }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        return ["title": .string(found.title), "renamed": .string(renamed)]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        app.rename(found, to: renamed)
        return ["title": .string(found.title), "renamed": .string(renamed)]
    }

    /// The new title as the calendar writes it: "design sync" is "Design sync".
    private var renamed: String {
        let said = newTitle.trimmingCharacters(in: .whitespaces)
        return said.prefix(1).uppercased() + said.dropFirst()
    }
}
