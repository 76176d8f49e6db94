import ErrandCatalog
import Foundation

/// Sets how loud the music plays: "turn it up", "turn the volume down a bit", "set the volume to
/// 30 percent", "turn it up to 80", "mute", "unmute the music". Up or down moves it a tenth of
/// the whole ("a bit" and "a little" are that step too); a level said with it is where it goes.
/// It stays between none and all. Unmuting gives back the level the music had before it was
/// muted. "turn it down a bit" was confirmed as "Set the volume, with the up or down down";
/// "turn the volume up to 80" went to sixty percent and "volume to 40" asked "What volume?".
struct ChangeVolume: AppAction {
    typealias App = MusicApp
    static let title = "Change the volume"
    static let category = ActionCategory.generic
    static let phrases = [
        "turn [it|this|the music|the volume] {direction} [\(littleStep)]", "turn {direction} the (volume|music)",
        "turn [it|this|the music|the volume] {direction} to {level}", "(set|change|put) the volume to {level}",
        "volume to {level}", "(volume|make it) {direction} [\(littleStep)]",
        "{direction} [it|this|the music|the sound|the volume|the audio] [\(littleStep)]",
    ]
    /// The words that ask for the usual step, no more: "turn it down a bit".
    private static let littleStep = "a bit|a little|a little bit|slightly|a touch"
    /// What a confirmation says the change is: "Turn the volume down", not the level it has not
    /// got ("Set the volume, with the up or down down").
    static let summary: ParameterSummary? = ParameterSummary(
        text: "Set the volume to {level}", parameter: "direction",
        variants: [
            .init(value: .enumCase("up"), text: "Turn the volume {direction} to {level}"),
            .init(value: .enumCase("down"), text: "Turn the volume {direction} to {level}"),
            .init(value: .enumCase("mute"), text: "Mute the music"),
            .init(value: .enumCase("unmute"), text: "Unmute the music"),
        ])
    static let dialog = DialogTemplates(success: MusicApp.loudnessSaid)
    static let outputs = MusicApp.loudnessOutputs

    @Parameter(title: "Level", prompt: "What volume?") var level: Percentage?
    @Parameter(title: "Up or down") var direction: MusicApp.VolumeChange?

    /// Without a level or a way to move it there is nothing to do: the level is asked. A level
    /// past the whole is refused, and asked again.
    func resolve(_ parameter: String, in app: MusicApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "level" else { return nil }
        guard let level else { return direction == nil ? .needsValue() : .notRequired }
        guard (0...100).contains(level.value) else {
            return .unsupported(reason: "Sorry, the volume goes from zero to a hundred percent.")
        }
        return nil
    }

    func perform(in app: MusicApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        switch (level, direction) {
        case (let level?, _): app.setVolume(level.value)
        case (nil, .mute): app.mute()
        case (nil, .unmute): app.unmute()
        case (nil, let direction): app.setVolume(min(100, max(0, app.volume + (direction == .down ? -10 : 10))))
        }
        return app.loudness
    }
}
