import ErrandCatalog

extension TemplateInterpreter {
    /// How many date or time slots start with the name of a meal: "schedule lunch" read as an
    /// event at lunchtime, its title still to ask, is worse than an event called "lunch", and
    /// "schedule lunch at noon" worse as one at "lunch at noon" than as lunch at noon. A meal
    /// said after a word that makes it a time ("at lunch") is a time.
    static func mealsAsTimes(in slots: [MatchedSlot], of action: ActionDefinition) -> Int {
        slots.filter { slot in
            guard let type = action.parameter(named: slot.name)?.type, [.dateTime, .date, .time].contains(type) else {
                return false
            }
            return startsWithAMeal(slot.text)
        }.count
    }

    static func startsWithAMeal(_ text: String) -> Bool {
        Tokenizer.tokens(of: text).first(where: \.isWordLike).map { meals.contains($0.text) } ?? false
    }

    /// Meals, which the value recognizers read as the times they are eaten at.
    static let meals: Set<String> = ["breakfast", "brunch", "lunch", "dinner", "supper"]
}
