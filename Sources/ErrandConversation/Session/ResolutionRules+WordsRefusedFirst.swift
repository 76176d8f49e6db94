import ErrandCatalog

extension ResolutionRules {
    /// The refusal of words said for a parameter after `parameter` that the app leaves to the
    /// catalog and that are no value of its type, asked before a value nobody gave: "pay the
    /// electric bill" says why "the electric bill" is no amount before asking whom to pay, as
    /// the person who said it wants to hear what went wrong before being asked for more.
    /// Clears the refused words from `request`.
    static func refusalOfWordsSaid(
        after parameter: ParameterDefinition, in request: inout PendingRequest, action: ActionDefinition,
        app: AppDefinition, results: [String: ParameterResolution], style: ValueFormatter.Style, currency: String?
    ) -> Question? {
        let ordered = orderedByDependency(action.parameters)
        guard let index = ordered.firstIndex(where: { $0.id == parameter.id }) else { return nil }
        for later in ordered[(index + 1)...] {
            guard results[later.id] == nil, applies(later, given: request.values),
                case .string? = request.values[later.id], let words = request.values[later.id],
                !namesOnlyTheParameter(words, later, app: app),
                case .failure(let refusal) = check(words, for: later, app: app, style: style, currency: currency)
            else { continue }
            request.values[later.id] = nil
            return .value(parameter: later.id, reason: refusal.sentence, options: options(for: later, app: app))
        }
        return nil
    }
}
