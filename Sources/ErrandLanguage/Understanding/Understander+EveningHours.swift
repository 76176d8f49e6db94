import Foundation

extension Understander {
    /// The meals people have in the evening: an hour said with one and without am or pm is in
    /// the evening ("dinner with amy friday at 7" is at 7 PM, not 7 AM; "supper at 8" is tonight).
    static let eveningMeals: Set<String> = ["dinner", "dinners", "supper", "suppers"]

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

    /// `context` for reading `text`: hours read in the evening when the words name an evening meal.
    static func context(_ context: UnderstandingContext, hearing text: String) -> UnderstandingContext {
        guard !context.readsEveningHours, namesEveningMeal(text) else { return context }
        var evening = context
        evening.readsEveningHours = true
        return evening
    }
}
