extension TemplateExpression {
    /// The expression as several, one for each choice of every group of alternatives in which
    /// two or more choices hold a wildcard slot (`TemplateMatcher.Configuration.splitsWildcardAlternatives`).
    ///
    /// A template keeps one path per match, and a wildcard takes any words: in
    /// `move {event} to ({day} [at {time}]|{time} [on] [{day}])`, "move lunch to 3" reads as
    /// well through either choice, and the first would win with "3" as the day. Split, each
    /// choice is matched on its own, and the caller, which reads the wildcards' words as values,
    /// keeps the one whose values read ("3" as the time).
    ///
    /// Rules are not followed (their alternatives stay as they are), and when the choices would
    /// multiply beyond `limit` the expression is returned whole.
    ///
    /// - Parameter isWildcard: whether the list of a slot reference takes any words.
    /// - Complexity: O(size × limit).
    func splittingWildcardAlternatives(limit: Int, isWildcard: (SlotReference) -> Bool) -> [TemplateExpression] {
        split(limit: limit, isWildcard: isWildcard) ?? [self]
    }

    /// The choices, or nil when they would number more than `limit`.
    private func split(limit: Int, isWildcard: (SlotReference) -> Bool) -> [TemplateExpression]? {
        switch self {
        case .text, .slot, .rule:
            return [self]
        case .sequence(let items):
            return Self.product(of: items, limit: limit, isWildcard: isWildcard)?.map { .sequence($0) }
        case .permutation(let items):
            return Self.product(of: items, limit: limit, isWildcard: isWildcard)?.map { .permutation($0) }
        case .alternative(let items, let isOptional):
            var choices: [TemplateExpression] = []
            for item in items {
                guard let split = item.split(limit: limit, isWildcard: isWildcard) else { return nil }
                choices += split
            }
            guard items.filter({ $0.holdsWildcard(isWildcard) }).count >= 2 else {
                return [.alternative(choices, isOptional: isOptional)]
            }
            return choices.count <= limit ? choices : nil
        }
    }

    /// Every combination of one choice of each item, or nil beyond `limit`.
    private static func product(
        of items: [TemplateExpression], limit: Int, isWildcard: (SlotReference) -> Bool
    ) -> [[TemplateExpression]]? {
        var combinations: [[TemplateExpression]] = [[]]
        for item in items {
            guard let choices = item.split(limit: limit, isWildcard: isWildcard),
                combinations.count * choices.count <= limit
            else { return nil }
            combinations = combinations.flatMap { prefix in choices.map { prefix + [$0] } }
        }
        return combinations
    }

    /// Whether a wildcard slot stands anywhere in the expression (rules not followed).
    private func holdsWildcard(_ isWildcard: (SlotReference) -> Bool) -> Bool {
        switch self {
        case .slot(let reference): return isWildcard(reference)
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            return items.contains { $0.holdsWildcard(isWildcard) }
        case .text, .rule: return false
        }
    }
}
