import ErrandCatalog

/// The moment of an event a person asks about: "when does the design review start" asks its
/// start, and "when does it end" its end, which its start and length give.
enum EventMoment: String, AppEnum {
    case start, end
    static let typeName = "EventMoment"
    static let titles: [EventMoment: EnumTitle] = [
        .start: EnumTitle("Start", synonyms: ["begin"]),
        .end: EnumTitle("End", synonyms: ["finish", "be over"]),
    ]
}
