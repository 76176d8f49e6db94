import ErrandCatalog
import ErrandLanguage

/// When a task's place reminds of it: on getting there or on leaving ("remind me to buy milk
/// when i get home", "… when i leave work"), said by the verb of the request.
enum PlaceTrigger: String, AppEnum {
    case arriving, leaving
    static let typeName = "PlaceTrigger"
    static let titles: [PlaceTrigger: EnumTitle] = [
        .arriving: EnumTitle("Arriving", synonyms: ["arrive", "arrive at", "reach"]),
        .leaving: EnumTitle("Leaving", synonyms: ["leave", "am leaving", "head out of"]),
    ]

    /// When the task is for, as said to the person: "when you get home", "when you get to the
    /// gym", "when you leave work". A place of everyday words is said in lower case, as people
    /// say it; a name keeps its capitals ("when you get to Whole Foods").
    func said(of place: Place) -> String {
        let words = place.name.split(separator: " ").map { $0.lowercased() }
        let name = words.allSatisfy { EverydayWords.contains($0) } ? words.joined(separator: " ") : place.name
        switch self {
        case .arriving: return name == "home" ? "when you get home" : "when you get to \(name)"
        case .leaving: return "when you leave \(name)"
        }
    }
}
