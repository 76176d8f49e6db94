import ErrandCatalog
import Foundation

extension Understander {
    /// The meals people have in the evening: an hour said with one and without am or pm is in
    /// the evening ("dinner with amy friday at 7" is at 7 PM, not 7 AM; "supper at 8" is tonight).
    static let eveningMeals: Set<String> = ["dinner", "dinners", "supper", "suppers"]

    /// The words of waking up and of the first meal: an hour said with one and without am or pm
    /// is in the morning ("wake me up at 7", said at 6 PM, is 7 AM; "breakfast with amy at 6" is
    /// not at 6 PM).
    static let morningWords: Set<String> = ["wake", "wakes", "waking", "woke", "wakeup", "breakfast", "breakfasts"]

    /// The words of a table at a restaurant: an hour said with one, and with no meal, is in a
    /// restaurant's hours ("book a table for two at 8" is at 8 PM, not 8 AM; "at 11" at 11 AM).
    static let tableWords: Set<String> = ["table", "tables"]

    /// The hour each meal is had at: an event named for one, said with a day and no time, is at
    /// it ("lunch with bob tomorrow" is at noon, not 9 AM).
    static let mealHours: [String: Int] = [
        "breakfast": 8, "breakfasts": 8, "brunch": 11, "brunches": 11, "lunch": 12, "lunches": 12, "dinner": 19,
        "dinners": 19, "supper": 19, "suppers": 19,
    ]

    /// The hours an hour said in `text` without am or pm is read in: the evening when it names
    /// an evening meal, the morning when it is about waking up or breakfast, a restaurant's
    /// hours when it is about a table and names no meal, else the daytime. The conversation
    /// reads answers about such a request so too.
    public static func hoursRead(in text: String) -> HoursRead {
        // NB: most requests name no meal, which says so without copying or tokenizing them.
        guard mayNameAMeal(text) else { return .daytime }
        var read = HoursRead.daytime
        for token in Tokenizer.tokens(of: text) {
            if eveningMeals.contains(token.text) { return .evening }
            if morningWords.contains(token.text) { return .morning }
            if tableWords.contains(token.text) { read = .dining }
        }
        return read
    }

    /// The hour of the first meal `text` names ("lunch with bob": 12), or `nil` when it names none.
    public static func mealHour(in text: String) -> Int? {
        guard mayNameAMeal(text) else { return nil }
        return Tokenizer.tokens(of: text).lazy.compactMap { mealHours[$0.text] }.first
    }

    /// Whether `text` holds the letters a meal's name ends with ("…nch", "…ast", "…ner",
    /// "…per"), waking starts with ("wak…", "wok…") or a table has ("tab…"), in one pass over
    /// its bytes: a request without them names no meal, and is not tokenized for one.
    static func mayNameAMeal(_ text: String) -> Bool {
        let endings: [(UInt8, UInt8, UInt8)] = [
            (0x6E, 0x63, 0x68), (0x61, 0x73, 0x74), (0x6E, 0x65, 0x72), (0x70, 0x65, 0x72), (0x77, 0x61, 0x6B),
            (0x77, 0x6F, 0x6B), (0x74, 0x61, 0x62),
        ]
        var last: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            // NB: ASCII letters lowered; other bytes match no ending either way.
            let lower = byte | 0x20
            if endings.contains(where: { $0.0 == last.0 && $0.1 == last.1 && $0.2 == lower }) { return true }
            last = (last.1, lower)
        }
        return false
    }

    /// Whether `reading`'s action is about a table ("Book a table"): its hours are a
    /// restaurant's, whatever words asked for it ("reserve zuni for 4 saturday at 8" is at 8 PM).
    func isAboutATable(_ reading: Interpretation) -> Bool {
        guard let action = catalog.action(named: reading.action, in: reading.app) else { return false }
        return Self.hoursRead(in: action.title) == .dining
    }

    /// `context` for reading `text`: hours read in the evening when the words name an evening
    /// meal, in the morning when they are about waking up; times without a day in the past when
    /// the words tell what was done.
    static func context(_ context: UnderstandingContext, hearing text: String) -> UnderstandingContext {
        var read = context
        if context.hoursRead == .daytime { read.hoursRead = hoursRead(in: text) }
        if !context.readsPastTimes { read.readsPastTimes = tellsThePast(text) }
        return read
    }

    /// `reading` with its instants said as a day alone at the hour of the meal `hour` is of, when
    /// its action is for something that lasts (it has a duration): "schedule lunch with bob
    /// tomorrow" is at noon. A reminder is due before the meal, and stays at 9 AM ("remind me to
    /// book dinner on friday").
    func atMealHour(_ reading: Interpretation, hour: Int?, context: UnderstandingContext) -> Interpretation {
        guard let hour, let action = catalog.action(named: reading.action, in: reading.app),
            action.parameters.contains(where: { $0.type == .duration })
        else { return reading }
        var meal = context
        meal.hourOfADay = hour
        var moved = reading
        for (name, understood) in reading.parameters {
            guard case .dateTime = understood.value, let parameter = action.parameter(named: name),
                let value = slotReader.value(of: understood.text, for: parameter, in: reading.app, context: meal)
            else { continue }
            moved.parameters[name]?.value = value
        }
        return moved
    }
}
