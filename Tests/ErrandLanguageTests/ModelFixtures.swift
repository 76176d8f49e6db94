import ErrandLanguage

/// A small synthetic set of requests for four intents, built from phrase patterns and values.
///
/// `{slot}` in a pattern is filled with a value of that slot; the training set and the held-out
/// set use different values, so a held-out sentence is never a training sentence.
enum ModelFixtures {
    static let patterns: [(intent: String, patterns: [String])] = [
        (
            "OrderCoffee",
            [
                "order a {size} {drink}", "i'd like a {size} {drink} please", "can i get a {drink}",
                "get me a {size} {drink}", "one {drink} to go", "make me a {size} {drink}",
            ]
        ),
        (
            "SetTimer",
            [
                "set a timer for {duration}", "start a {duration} timer", "timer for {duration} please",
                "remind me in {duration}", "count down {duration}",
            ]
        ),
        (
            "PlayMusic",
            [
                "play {artist}", "play some music by {artist}", "put on {artist} in the {room}",
                "i want to hear {artist}", "play {artist} in the {room}",
            ]
        ),
        (
            "GetWeather",
            [
                "what's the weather in {city}", "will it rain in {city} tomorrow", "forecast for {city}",
                "is it cold in {city}", "how hot is it in {city} today",
            ]
        ),
    ]

    static let trainingValues: [String: [String]] = [
        "size": ["small", "large", "medium"],
        "drink": ["latte", "cappuccino", "flat white", "americano", "iced mocha", "espresso", "chai latte"],
        "duration": ["five minutes", "ten minutes", "an hour", "two hours", "thirty seconds", "a minute"],
        "artist": ["paul landers", "the beatles", "miles davis", "nina simone", "daft punk", "adele", "prince"],
        "room": ["kitchen", "living room", "bedroom"],
        "city": ["paris", "new york", "berlin", "san francisco", "lagos", "lima", "buenos aires"],
    ]

    static let heldOutValues: [String: [String]] = [
        "size": ["large", "small"],
        "drink": ["cortado", "iced tea"],
        "duration": ["twenty minutes", "three hours"],
        "artist": ["john coltrane", "bjork"],
        "room": ["garage", "office"],
        "city": ["oslo", "cape town"],
    ]

    /// The training examples: every pattern filled with several training values.
    static var training: [TrainingExample] { examples(values: trainingValues, variants: 6) }

    /// Held-out examples: the same patterns with values never seen in training.
    static var heldOut: [TrainingExample] { examples(values: heldOutValues, variants: 2) }

    /// Examples from every pattern, filling slots with the `variant`-th value (cycling).
    static func examples(values: [String: [String]], variants: Int) -> [TrainingExample] {
        var result: [TrainingExample] = []
        for (intent, patterns) in patterns {
            for (patternIndex, pattern) in patterns.enumerated() {
                for variant in 0..<variants {
                    result.append(fill(pattern, intent: intent, values: values, choice: variant + patternIndex))
                }
            }
        }
        return result
    }

    /// A pattern with each `{slot}` replaced by a value, and the slot spans where they went.
    static func fill(_ pattern: String, intent: String, values: [String: [String]], choice: Int) -> TrainingExample {
        var text = ""
        var slots: [SlotSpan] = []
        var rest = Substring(pattern)
        var slotNumber = 0
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            let options = values[name] ?? []
            let value = options[(choice + slotNumber * 2) % options.count]
            slots.append(SlotSpan(name: name, characters: text.count..<(text.count + value.count)))
            text += value
            rest = rest[rest.index(after: close)...]
            slotNumber += 1
        }
        text += rest
        return TrainingExample(text: text, intent: intent, slots: slots)
    }
}
