import ErrandCatalog
import ErrandLanguage

/// Deletes a note, named by words it mentions ("delete my note about the dentist") or whole:
/// "delete the last one", after the notes were read, is the last note said. A note deleted is
/// gone, so the person says yes first (the guidelines confirm what can't be taken back); of
/// several notes that mention the words, it asks which. Without it, "delete the last one" after
/// "read my notes" looked for an event of that note's name on the calendar.
struct DeleteNote: AppAction {
    typealias App = NotesApp
    static let title = "Delete note"
    static let summary: ParameterSummary? = ParameterSummary(text: "Delete {note}")
    static let dialog = DialogTemplates(confirmation: "Delete the note \"{note}\"?", success: "Deleted.")
    static let requiresConfirmation: Bool? = true
    static let inputParameter: String? = "note"
    static let phrases = [
        "(delete|remove) [my|the] note (about|on|saying|that says) {note}", "(delete|remove) [my|the] {note} note",
    ]

    @Parameter(title: "Note", prompt: "Which note?") var note: String

    /// The note said whole, or by its place ("my last note"), else the one that mentions every
    /// word said; of several, a choice, and of none, or none said, the notes there are.
    func resolve(_ parameter: String, in app: NotesApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "note" else { return nil }
        let notes = app.allNotes
        guard let said = $note ?? nil else {
            return notes.isEmpty ? nil : .needsValue(options: notes.map(Value.string))
        }
        if let placed = NotePlace.named(said)?.note(of: notes) {
            return .success(.string(placed))
        }
        if let whole = notes.first(where: { Tokenizer.normalized($0) == Tokenizer.normalized(said) }) {
            return .success(.string(whole))
        }
        let search = WordSearch(said)
        let found = notes.filter(search.isMentioned(in:))
        switch found.count {
        case 0:
            return .unsupported(reason: "Sorry, no notes mention \(said).", options: notes.map(Value.string))
        case 1: return .success(.string(found[0]))
        // NB: asked as the prompt ("Which note?"), not about the words ("Which gift?").
        default: return .needsValue(options: found.map(Value.string))
        }
    }

    func perform(in app: NotesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard app.remove(note) else { throw .message("Sorry, that note is already gone.") }
        return [:]
    }
}
