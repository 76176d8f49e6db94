/// One labelled utterance to learn from: its text, its intent, and where its slot values are.
///
/// Intent and slot names are plain strings, so an app catalog (action ids, parameter names)
/// and a benchmark (intent and entity names) feed the same trainer.
///
/// ```swift
/// let example = TrainingExample(
///     text: "play Paul Landers on spotify", intent: "PlayMusic",
///     slots: [SlotSpan(name: "artist", characters: 5..<17), SlotSpan(name: "service", characters: 21..<28)])
/// ```
public struct TrainingExample: Sendable, Hashable {
    /// The utterance as said or typed.
    public var text: String
    /// The name of the intent the utterance expresses.
    public var intent: String
    /// The slot values in the utterance, by name and place.
    public var slots: [SlotSpan]

    public init(text: String, intent: String, slots: [SlotSpan] = []) {
        self.text = text
        self.intent = intent
        self.slots = slots
    }
}

/// A slot value's place in an utterance: the slot's name and the characters it covers.
public struct SlotSpan: Sendable, Hashable {
    /// The slot's name ("artist", "date", a parameter name).
    public var name: String
    /// The covered characters, counted in `Character`s from the start of the utterance.
    public var characters: Range<Int>

    public init(name: String, characters: Range<Int>) {
        self.name = name
        self.characters = characters
    }
}
