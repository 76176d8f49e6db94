import ErrandCatalog

/// The place a task is for, and whether on getting there or on leaving it.
public struct TaskPlace: Sendable, Hashable {
    public var place: Place
    public var trigger: PlaceTrigger

    public init(_ place: Place, _ trigger: PlaceTrigger) {
        self.place = place
        self.trigger = trigger
    }

    /// When the task is for, as said to the person: "when you get home", "when you get to the
    /// gym", "when you leave work". A place of everyday words is said in lower case, as people
    /// say it; a name keeps its capitals ("when you get to Whole Foods").
    var said: String {
        let words = place.name.split(separator: " ").map { $0.lowercased() }
        let name = words.allSatisfy { EverydayWords.contains($0) } ? words.joined(separator: " ") : place.name
        switch trigger {
        case .arriving: return name == "home" ? "when you get home" : "when you get to \(name)"
        case .leaving: return "when you leave \(name)"
        }
    }

    /// Whether this is `other`, said in any case and with or without a determiner ("the gym",
    /// "my gym" and "Gym" are one place).
    func isSame(as other: TaskPlace) -> Bool {
        trigger == other.trigger && Self.bare(place.name) == Self.bare(other.place.name)
    }

    /// Whether `one` and `other` are the same place (`isSame(as:)`) or both none.
    static func isSame(_ one: TaskPlace?, _ other: TaskPlace?) -> Bool {
        guard let one, let other else { return one == nil && other == nil }
        return one.isSame(as: other)
    }

    /// The words of `name` after the determiners that lead it ("gym" of "the gym").
    private static func bare(_ name: String) -> [String] {
        Array(AnswerParser.words(name).drop(while: EnglishNouns.determiners.contains))
    }
}
