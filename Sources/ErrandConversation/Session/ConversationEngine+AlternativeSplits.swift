import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The request, and the app's resolve results for it, with the words of two adjacent
    /// wildcard slots divided where the app takes them: the request as understood when the app
    /// does not refuse its value before the boundary, else the first of `splits` (nearest
    /// first) whose two values the app resolves without refusing, else the request as
    /// understood, refused.
    ///
    /// Understanding divides "text bob running late" by words alone, and "bob running" is
    /// nobody the app knows; "bob" is. A value the app resolves, or offers a choice for ("Which
    /// Amy?"), is never divided otherwise: a name it knows is not shortened. Resolve has no side
    /// effects (`ActionHandler.resolve`), so asking it again about another split is safe.
    ///
    /// - Complexity: at most one more resolve a split, and at most `AlternativeSplit.limit` splits.
    func resolvingAlternativeSplits(
        _ splits: [AlternativeSplit], of pending: PendingRequest, results: [String: ParameterResolution],
        action: ActionDefinition, handler: any ActionHandler, context: RequestContext
    ) async -> (pending: PendingRequest, results: [String: ParameterResolution]) {
        for split in splits.prefix(AlternativeSplit.limit) where Self.refuses(results[split.leading]) {
            guard action.parameter(named: split.leading) != nil, action.parameter(named: split.trailing) != nil
            else { continue }
            var candidate = pending
            for (name, value) in split.parameters { candidate.values[name] = value.value }
            // NB: a resolve that fails for another split leaves the request as understood: the
            // failure is the app's to say about what the person's words first meant.
            guard let resolved = try? await handler.resolve(request(candidate, context: context)) else { continue }
            if !Self.refuses(resolved[split.leading]), !Self.refuses(resolved[split.trailing]) {
                return (candidate, resolved)
            }
        }
        return (pending, results)
    }

    /// Whether the app's result refuses the value given, or finds none in it: the app's own
    /// "isn't in your contacts" or a request for a value.
    static func refuses(_ result: ParameterResolution?) -> Bool {
        switch result {
        case .unsupported?, .needsValue?: return true
        default: return false
        }
    }
}
