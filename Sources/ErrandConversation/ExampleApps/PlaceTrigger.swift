import ErrandCatalog

/// When a task's place reminds of it: on getting there or on leaving ("remind me to buy milk
/// when i get home", "… when i leave work"), said by the verb of the request.
public enum PlaceTrigger: String, AppEnum {
    case arriving, leaving
    public static let typeName = "PlaceTrigger"
    public static let titles: [PlaceTrigger: EnumTitle] = [
        .arriving: EnumTitle("Arriving", synonyms: ["arrive", "arrive at", "reach"]),
        .leaving: EnumTitle("Leaving", synonyms: ["leave", "am leaving", "head out of"]),
    ]
}
