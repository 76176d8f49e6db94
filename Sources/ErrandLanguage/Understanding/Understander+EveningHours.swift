import ErrandCatalog
import Foundation

extension Understander {
    /// The meals people have in the evening: an hour said with one and without am or pm is in
    /// the evening ("dinner with amy friday at 7" is at 7 PM, not 7 AM; "supper at 8" is tonight).
    static let eveningMeals: Set<String> = ["dinner", "dinners", "supper", "suppers"]

    /// The hour each meal is had at: an event named for one, said with a day and no time, is at
    /// it ("lunch with bob tomorrow" is at noon, not 9 AM).
    static let mealHours: [String: Int] = [
        "breakfast": 8, "breakfasts": 8, "brunch": 11, "brunches": 11, "lunch": 12, "lunches": 12, "dinner": 19,
        "dinners": 19, "supper": 19, "suppers": 19,
    ]

    /// Whether `text` names an evening meal, so an hour said for it without am or pm is in the
    /// evening; the conversation reads answers about such a request so too.
    public static func namesEveningMeal(_ text: String) -> Bool {
        // NB: most requests name no meal, which says so without copying or tokenizing them.
        guard
            text.range(of: "dinner", options: .caseInsensitive) != nil
                || text.range(of: "supper", options: .caseInsensitive) != nil
        else { return false }
        return Tokenizer.tokens(of: text).contains { eveningMeals.contains($0.text) }
    }

    /// The hour of the first meal `text` names ("lunch with bob": 12), or `nil` when it names none.
    public static func mealHour(in text: String) -> Int? {
        guard
            ["breakfast", "brunch", "lunch", "dinner", "supper"].contains(where: {
                text.range(of: $0, options: .caseInsensitive) != nil
            })
        else { return nil }
        return Tokenizer.tokens(of: text).lazy.compactMap { mealHours[$0.text] }.first
    }

    /// `context` for reading `text`: hours read in the evening when the words name an evening meal.
    static func context(_ context: UnderstandingContext, hearing text: String) -> UnderstandingContext {
        guard !context.readsEveningHours, namesEveningMeal(text) else { return context }
        var evening = context
        evening.readsEveningHours = true
        return evening
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
