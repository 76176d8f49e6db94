import Foundation

/// Messaging: send messages, search for messages, read received messages.
enum MessagingDomain {
    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "messaging",
            action: ActionDefinition(
                id: "sendMessage", title: "Send message", category: .share,
                parameters: [
                    .system(
                        "recipients", "Recipients", .list(.person), required: true,
                        prompt: "Who do you want to send it to?"),
                    .system("content", "Message", .string, required: true, prompt: "What do you want to say?"),
                ],
                summary: ParameterSummary(text: "Send {content} to {recipients}"),
                phrases: [
                    "(send|write) [a] (message|text) to {recipients} [(saying|that says|that)] {content}",
                    "(send|write) [a] (message|text) [to {recipients}]",
                    "(send|write) {recipients} a (message|text) [[(saying|that says)] {content}]",
                    "(message|text) {recipients} [(that|saying)] {content}",
                    // NB: "tell bob to call me back" sends "call me back", not "to call me back".
                    "tell {recipients} [(that|saying|to)] {content}", "ask {recipients} to {content}",
                    "let {recipients} know [that] {content}",
                ],
                dialog: DialogTemplates(success: "Sent."), inputParameter: "content", keyParameter: "recipients",
                requiresConfirmation: true)),
        SystemIntent(
            domain: "messaging",
            action: ActionDefinition(
                id: "searchMessages", title: "Search messages", category: .search,
                parameters: [
                    .system("sender", "From", .person),
                    .system("query", "Search term", .string),
                ],
                summary: ParameterSummary(text: "Search messages from {sender}"),
                phrases: ["(find|search [for]) [my] messages (from {sender}|about {query})"],
                outputs: [OutputDefinition(id: "messages", type: .list(.string))])),
        SystemIntent(
            domain: "messaging",
            action: ActionDefinition(
                id: "readMessages", title: "Read messages", category: .information,
                parameters: [.system("sender", "From", .person)],
                summary: ParameterSummary(text: "Read messages from {sender}"),
                phrases: ["read [me] my [new|unread] messages [from {sender}]", "(do I have|any) new messages"],
                outputs: [OutputDefinition(id: "messages", type: .list(.string))])),
    ]
}
