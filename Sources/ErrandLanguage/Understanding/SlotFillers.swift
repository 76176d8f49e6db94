import ErrandCatalog

/// Example words for a parameter of each built-in type, used when phrase templates are turned
/// into training sentences: the model learns where a value of the type sits, not the value.
enum SlotFillers {
    static func examples(for type: ValueType) -> [String] {
        switch type {
        case .string:
            return [
                "hello", "the weekly report", "milk and eggs", "running late", "see you soon", "project ideas",
                "call the plumber", "happy birthday", "pick up the kids", "book club notes",
            ]
        case .integer: return ["1", "2", "3", "5", "10", "two", "three", "a dozen"]
        case .decimal: return ["1.5", "2", "0.75", "3.2", "ten"]
        case .percentage: return ["10%", "50 percent", "twenty percent", "75%"]
        case .boolean: return ["on", "off", "yes", "no"]
        case .date: return ["tomorrow", "today", "next tuesday", "on friday", "march 3rd", "the 21st"]
        case .time: return ["7 pm", "noon", "8:30", "six in the morning", "9 am"]
        case .dateTime:
            return ["tomorrow at 7 pm", "in 20 minutes", "tonight", "next monday at 9", "this evening", "at noon"]
        case .duration: return ["15 minutes", "an hour", "half an hour", "2 hours", "ten minutes", "90 seconds"]
        case .currency: return ["$20", "fifteen dollars", "5 euros", "$2.50", "100 dollars"]
        case .temperature: return ["70 degrees", "21 degrees celsius", "68 fahrenheit"]
        case .distance: return ["5 miles", "10 km", "3 kilometers", "half a mile", "a 5k", "400 meters"]
        case .place: return ["home", "work", "the office", "the gym", "main street", "the airport"]
        case .person: return ["amy", "bob", "mum", "john smith", "maria", "dad"]
        case .url: return ["https://example.com", "example.org"]
        case .file: return ["report.pdf", "the photo", "my resume"]
        case .custom: return ["something"]
        case .list(let element): return examples(for: element).prefix(3).map { $0 }
        }
    }
}
