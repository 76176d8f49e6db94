import Foundation

/// Notes and lists: create notes, search notes, and create reminders by date, time or place.
enum NotesDomain {
    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "notes",
            action: ActionDefinition(
                id: "createNote", title: "Create note", category: .create,
                parameters: [
                    .system("content", "Content", .string, required: true, prompt: "What do you want the note to say?"),
                    .system("title", "Title", .string),
                    .system("folder", "Folder", .string),
                ],
                summary: ParameterSummary(text: "Create note with {content}"),
                phrases: [
                    "(create|make|take|start|write|add) a [new] note [(saying|that says|that)] {content}",
                    "(note|jot down|write down) [that] {content}",
                ],
                dialog: DialogTemplates(success: "Noted."), inputParameter: "content")),
        SystemIntent(
            domain: "notes",
            action: ActionDefinition(
                id: "searchNotes", title: "Search notes", category: .search,
                parameters: [
                    .system("query", "Search term", .string, required: true, prompt: "What do you want to search for?")
                ],
                summary: ParameterSummary(text: "Search notes for {query}"),
                phrases: [
                    "(search|find|look) [for] [my|a|the] (notes|note) (about|for|with) {query}",
                    "find {query} in my notes",
                ],
                outputs: [OutputDefinition(id: "notes", type: .list(.string))], inputParameter: "query")),
        SystemIntent(
            domain: "notes",
            action: ActionDefinition(
                id: "createReminder", title: "Create reminder", category: .create,
                parameters: [
                    .system(
                        "title", "Reminder", .string, required: true, prompt: "What do you want to be reminded about?"),
                    .system("dateTime", "Date and time", .dateTime),
                    .system("place", "Place", .place),
                    ParameterDefinition(
                        id: "placeTrigger", title: "When", type: .string, defaultValue: .string("arriving"),
                        prompt: "When you arrive or when you leave?",
                        options: .fixed([.string("arriving"), .string("leaving")]),
                        dependency: ParameterDependency(parameter: "place", values: [])),
                ],
                summary: ParameterSummary(text: "Create reminder to {title}"),
                phrases: [
                    "remind me to {title} {dateTime}",
                    "remind me {dateTime} to {title}",
                    "remind me to {title} when I (get to|arrive at|leave) {place}",
                    "(create|add|set) a reminder to {title} [{dateTime}]",
                ],
                dialog: DialogTemplates(success: "OK, I'll remind you."), inputParameter: "title")),
    ]
}
