import Foundation

/// How the person receives responses: a screen beside the voice, or voice alone (a speaker,
/// headphones, a car).
public enum Modality: String, Sendable, Hashable, Codable, CaseIterable {
    /// Speech is short; a display card carries the details.
    case screen
    /// Speech says everything a screen would have shown.
    case voiceOnly
}
