import ErrandCatalog
import Foundation

/// Puts what is playing (or paused) on repeat, or takes it off: "repeat this song", "put it on
/// repeat", "stop repeating". What is on repeat is up next again (`ShowUpNext`) until something
/// else plays or it is skipped. "Repeat this song" was not understood.
struct RepeatTrack: AppAction {
    typealias App = MusicApp
    static let title = "Repeat track"
    static let category = ActionCategory.generic
    // NB: "play this song again" starts it over once (`RestartTrack`).
    static let phrases = [
        "repeat (this|that|the) (song|track)", "(loop|keep repeating) (this|that|the|it) [song|track]",
        "(put|take) (this|that|the|it) [song|track] {state} repeat", "(turn|switch) {state} repeat",
        "turn repeat {state}", "{state} repeating [this|that|the|it] [song|track]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Turn repeat {state}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "media", type: .string), OutputDefinition(id: "said", type: .string),
    ]

    /// Whether repeat is turned on or off; on when not said.
    enum State: String, AppEnum {
        case on, off
        static let typeName = "RepeatState"
        static let titles: [State: EnumTitle] = [
            .on: "On", .off: EnumTitle("Off", synonyms: ["stop", "quit"]),
        ]
    }

    @Parameter(title: "On or off", prompt: "On or off?") var state: State?

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if state == .off {
            guard let looped = app.onRepeat else { throw .message("Nothing is on repeat.") }
            app.setRepeat(nil)
            return ["media": .string(looped), "said": .string("\(looped) is off repeat.")]
        }
        guard let item = app.nowPlaying ?? app.pausedItem else { throw app.nothingPlaying }
        app.setRepeat(item)
        return ["media": .string(item), "said": .string("\(item) is on repeat.")]
    }
}
