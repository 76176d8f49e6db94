import ErrandCatalog
import Foundation

/// The example notes app: creates notes, finds them again and deletes them.
public final class NotesApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.notes"
    public static let name = "Jotter"
    public static var actions: [any AppAction<NotesApp>.Type] {
        [CreateNote.self, SearchNotes.self, ShowNotes.self, DeleteNote.self, DeleteAllNotes.self]
    }

    private let lock = NSLock()
    private var notes: [String]

    public init(notes: [String] = ["Pick up dry cleaning", "Gift ideas: a scarf for Amy", "Book the dentist"]) {
        self.notes = notes
    }

    public var allNotes: [String] { lock.withLock { notes } }
    func add(_ note: String) { lock.withLock { notes.append(note) } }

    /// Removes the note written so; `false` when there is none.
    func remove(_ note: String) -> Bool {
        lock.withLock {
            guard let index = notes.firstIndex(of: note) else { return false }
            notes.remove(at: index)
            return true
        }
    }

    /// Removes every note; how many there were.
    func removeAll() -> Int {
        lock.withLock {
            defer { notes = [] }
            return notes.count
        }
    }
}

/// Creates a note; adopts the notes domain's intent.
struct CreateNote: AppAction {
    typealias App = NotesApp
    static let title = "Create note"
    static let adopts: String? = "notes.createNote"
    static let phrases = ["(create|make|take|start) a [new] note"]

    @Parameter(title: "Content", prompt: "What do you want the note to say?") var content: String

    func perform(in app: NotesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.add(content)
        return ["count": .integer(app.allNotes.count)]
    }
}

/// Finds notes that mention every word searched for (`WordSearch`): "gifts" finds "Gift ideas",
/// "color" finds "Paint colours".
struct SearchNotes: AppAction {
    typealias App = NotesApp
    static let title = "Search notes"
    static let adopts: String? = "notes.searchNotes"
    static let phrases = [
        "what did i (note|write|write down|jot down) about {query}",
        "(show|read) [me] my (notes|note) (about|on|for) {query}", "search my notes for {query}",
    ]
    static let dialog = DialogTemplates(success: "Found {count}: {notes}.")
    static let outputs = [
        OutputDefinition(id: "notes", type: .list(.string)), OutputDefinition(id: "count", type: .integer),
    ]

    @Parameter(title: "Search term", prompt: "What do you want to search for?") var query: String

    func perform(in app: NotesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let search = WordSearch(query)
        let found = app.allNotes.filter(search.isMentioned(in:))
        if found.isEmpty { throw .message("Sorry, no notes mention \(query).") }
        return ["notes": .list(found.map(Value.string)), "count": .integer(found.count)]
    }
}

/// Shows every note, newest last: "show my notes", "what notes do i have"; or one by its place
/// ("read my last note", not understood before). "how many notes do i have" (not understood
/// before) is answered by the count the notes are said with. Having none is an answer too ("You have zero
/// notes."), not a failure. "what did my first note say" asks one by its place too: the base
/// build (e5b2c9d) read it as a message from a person called "First Note".
struct ShowNotes: AppAction {
    typealias App = NotesApp
    static let title = "Show notes"
    static let category = ActionCategory.information
    static let phrases = [
        "(show|read|list) [me] [all] my notes", "what notes do i have", "what are my notes",
        "how many notes (do i have|have i got)",
        "(what's|what is) in my notes", "(show|read) [me] my {place} note",
        // NB: "what did my first note say" was read as a message from a person called "First Note".
        "what (does|did) my {place} note say", "what was my {place} note",
    ]
    static let dialog = DialogTemplates(
        success: "[You have {count} notes[: {notes}].][Your {placed} note says \"{note}\".]")
    static let outputs = [
        OutputDefinition(id: "notes", type: .list(.string)), OutputDefinition(id: "count", type: .integer),
        OutputDefinition(id: "note", type: .string, title: "Note"),
        OutputDefinition(id: "placed", type: .string, title: "Which"),
    ]

    @Parameter(title: "Which", prompt: "Which note?") var place: NotePlace?

    func perform(in app: NotesApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let notes = app.allNotes
        if let place {
            guard let note = place.note(of: notes) else { return ["count": .integer(0)] }
            return ["note": .string(note), "placed": .string(place.rawValue)]
        }
        // NB: no list when there is none, so nothing is said of it ("You have zero notes.").
        if notes.isEmpty { return ["count": .integer(0)] }
        return ["notes": .list(notes.map(Value.string)), "count": .integer(notes.count)]
    }
}
