import Foundation

/// Calls: start a call to a person, by audio or video.
enum CallsDomain {
    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "calls",
            action: ActionDefinition(
                id: "startCall", title: "Start call", category: .start,
                parameters: [
                    .system("contact", "Contact", .person, required: true, prompt: "Who do you want to call?"),
                    ParameterDefinition(
                        id: "callType", title: "Call type", type: .string, defaultValue: .string("audio"),
                        prompt: "Audio or video?", options: .fixed([.string("audio"), .string("video")])),
                ],
                summary: ParameterSummary(text: "Start {callType} call with {contact}"),
                phrases: [
                    "(call|phone|ring|dial) {contact}",
                    "(start|make|place) [a|an] [{callType}] call (to|with) {contact}",
                    "{callType} call {contact}",
                ],
                dialog: DialogTemplates(success: "Calling {contact}."), keyParameter: "contact",
                presentation: .opensApp))
    ]
}
