/// One reading of an utterance by an `IntentModel`: an intent, how likely it is, and its slots.
public struct IntentPrediction: Sendable, Hashable {
    /// The intent's name, as it was named in training.
    public var intent: String
    /// The classifier's probability of the intent, in 0...1; the probabilities of all intents sum to 1.
    public var probability: Double
    /// The slot values the intent's tagger found, in the order they appear.
    public var slots: [SlotValue]

    public init(intent: String, probability: Double, slots: [SlotValue]) {
        self.intent = intent
        self.probability = probability
        self.slots = slots
    }
}

/// A slot value found in an utterance, pointing back at the words it was read from.
public struct SlotValue: Sendable, Hashable {
    /// The slot's name, as it was named in training.
    public var name: String
    /// The original text of the value, from its first word to its last.
    public var text: String
    /// The tokens of the value: indices into `Tokenizer.tokens(of:)` of the utterance.
    public var tokens: Range<Int>
    /// The characters of the value, counted in `Character`s from the start of the utterance.
    public var characters: Range<Int>

    public init(name: String, text: String, tokens: Range<Int>, characters: Range<Int>) {
        self.name = name
        self.text = text
        self.tokens = tokens
        self.characters = characters
    }
}
