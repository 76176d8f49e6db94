import ErrandCatalog

/// Deletes every note, after a confirmation that says how many: "delete all my notes", "clear my
/// notes". A note deleted is gone, so the person says yes first, as for one note
/// (`DeleteNote`). Before, "delete all my notes" was read as showing them, and "clear my notes"
/// was not understood.
struct DeleteAllNotes: AppAction {
    typealias App = NotesApp
    static let title = "Delete all notes"
    static let summary: ParameterSummary? = ParameterSummary(text: "Delete all notes")
    static let phrases = ["(delete|remove|erase) [all] [of] [my|the] notes", "(clear|empty) [all] [of] my notes"]
    static let dialog = DialogTemplates(confirmation: "Delete your {count} notes?", success: "Deleted your notes.")
    static let outputs = [OutputDefinition(id: "count", type: .integer, title: "How many")]
    static let requiresConfirmation: Bool? = true

    func confirm(in app: NotesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let count = app.allNotes.count
        guard count > 0 else { throw .message("You have no notes to delete.") }
        return ["count": .integer(count)]
    }

    func perform(in app: NotesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["count": .integer(app.removeAll())]
    }
}
