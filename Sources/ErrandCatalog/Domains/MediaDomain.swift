import Foundation

/// Media: search for and play media, like or dislike items, add items to a library or playlist.
enum MediaDomain {
    private static let mediaType = ParameterDefinition(
        id: "mediaType", title: "Media type", type: .string, prompt: "Music, a podcast, an audiobook or a video?",
        options: .fixed(["song", "album", "artist", "playlist", "podcast", "audiobook", "video"].map(Value.string)))

    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "media",
            action: ActionDefinition(
                id: "playMedia", title: "Play media", category: .start,
                parameters: [
                    .system("media", "Media", .string, prompt: "What do you want to play?"), mediaType,
                    .system("shuffle", "Shuffle", .boolean, default: .boolean(false)),
                ],
                summary: ParameterSummary(text: "Play {media}"),
                phrases: [
                    "(play|put on|listen to) [the] [{mediaType}] {media} [on {shuffle}]", "play [some] music",
                    "[i wanna|let me] hear [the] [{mediaType}] {media}",
                    "(i wanna|let me) listen to [the] [{mediaType}] {media}",
                    "{shuffle} [the] [{mediaType}] {media}",
                ],
                dialog: DialogTemplates(success: "Playing {media}."), keyParameter: "media")),
        SystemIntent(
            domain: "media",
            action: ActionDefinition(
                id: "searchMedia", title: "Search media", category: .search,
                parameters: [
                    .system("media", "Search term", .string, required: true, prompt: "What are you looking for?"),
                    mediaType,
                ],
                summary: ParameterSummary(text: "Search for {media}"),
                phrases: ["(search|look) for [the] [{mediaType}] {media}", "find [the] [{mediaType}] {media}"],
                outputs: [OutputDefinition(id: "results", type: .list(.string))])),
        SystemIntent(
            domain: "media",
            action: ActionDefinition(
                id: "updateMediaAffinity", title: "Set media rating", category: .other,
                parameters: [
                    .system("media", "Media", .string, prompt: "Which item?"),
                    ParameterDefinition(
                        id: "affinity", title: "Rating", type: .string, isRequired: true,
                        prompt: "Do you like it or dislike it?", options: .fixed([.string("like"), .string("dislike")])),
                ],
                summary: ParameterSummary(text: "Set rating of {media} to {affinity}"),
                phrases: ["(i|I) {affinity} (this|that) [song|album|track]", "{affinity} {media}"],
                dialog: DialogTemplates(success: "Got it."))),
        SystemIntent(
            domain: "media",
            action: ActionDefinition(
                id: "addMedia", title: "Add to library", category: .create,
                parameters: [
                    .system("media", "Media", .string, prompt: "What do you want to add?"),
                    .system("playlist", "Playlist", .string, prompt: "Which playlist?"),
                ],
                summary: ParameterSummary(text: "Add {media} to {playlist}"),
                phrases: ["add (this|that|{media}) to [my] (library|{playlist} [playlist])"],
                dialog: DialogTemplates(success: "Added."))),
    ]
}
