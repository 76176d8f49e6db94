import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// `interpretation` with the words of two adjacent wildcard slots divided where its app
    /// takes them, as a request said to the assistant is (`resolvingAlternativeSplits`), with
    /// nothing confirmed or handled: what a phrase or a shortcut step keeps of a request ("text
    /// amy I'm on my way" is a message "I'm on my way" to "amy", not "way" to "amy I'm on my").
    /// The reading as it is when it has no other division, or its app no handler here.
    ///
    /// - Complexity: one resolve, and at most one more a division tried.
    public func settled(_ interpretation: Interpretation, context: RequestContext) async -> Interpretation {
        guard !interpretation.alternativeSplits.isEmpty, let app = catalog.app(interpretation.app),
            let action = app.action(named: interpretation.action), let handler = handlers.handler(for: app.id)
        else { return interpretation }
        var values: [String: Value] = [:]
        for (name, slot) in interpretation.parameters where action.parameter(named: name) != nil {
            values[name] = slot.value
        }
        let pending = PendingRequest(
            app: interpretation.app, action: interpretation.action, values: values, askEachTime: [],
            idempotencyKey: "settling")
        guard let results = try? await handler.resolve(request(pending, context: context)) else {
            return interpretation
        }
        let settled = await resolvingAlternativeSplits(
            interpretation.alternativeSplits, of: pending, results: results, action: action, handler: handler,
            context: context
        ).pending
        var reading = interpretation
        reading.alternativeSplits = []
        reading.parameters = reading.parameters.filter {
            settled.values[$0.key] != nil || action.parameter(named: $0.key) == nil
        }
        for (name, value) in settled.values where reading.parameters[name]?.value != value {
            reading.parameters[name] =
                interpretation.alternativeSplits.lazy.compactMap { $0.parameters[name] }.first { $0.value == value }
                ?? UnderstoodValue(value: value, text: "")
        }
        return reading
    }

    /// The request, and the app's resolve results for it, with the words of two adjacent
    /// wildcard slots divided where the app takes them: the request as understood when the app
    /// does not refuse its value before the boundary, else the first of `splits` (nearest
    /// first) whose two values the app resolves without refusing, else — every split refused —
    /// the split with the fewest words before the boundary, refused.
    ///
    /// Understanding divides "text bob running late" by words alone, and "bob running" is
    /// nobody the app knows; "bob" is. A value the app resolves is never divided otherwise: a
    /// name it knows is not shortened, and only lengthened to the same person said in full
    /// ("send a message to bob smith" has no message "smith"). One it offers a choice for
    /// ("Which Amy?") is only lengthened, to a name the app then takes without asking ("text amy
    /// chen": Amy Chen, the message still to ask). Resolve has no side effects (`ActionHandler.resolve`), so asking
    /// it again about another split is safe.
    ///
    /// When the app knows no division's name ("text mom i'm on my way" with no Mom among the
    /// contacts), the shortest is the one refused: a name is a few words and a message many, so
    /// "mom" is asked about with "i'm on my way" kept, not "mom i'm on my" with the message "way".
    ///
    /// - Complexity: at most one more resolve a split, and at most `AlternativeSplit.limit` splits.
    func resolvingAlternativeSplits(
        _ splits: [AlternativeSplit], of pending: PendingRequest, results: [String: ParameterResolution],
        action: ActionDefinition, handler: any ActionHandler, context: RequestContext
    ) async -> (pending: PendingRequest, results: [String: ParameterResolution]) {
        var shortest: (pending: PendingRequest, results: [String: ParameterResolution], words: Int)?
        for split in splits.prefix(AlternativeSplit.limit) {
            let refused = Self.refuses(results[split.leading])
            let taken = Self.taken(results[split.leading])
            // NB: a name the app offers a choice for ("amy") is lengthened only, and only to
            // one it then knows without asking ("amy chen"); a name it knows, only to the same
            // one said whole ("bob" to "bob smith": no message "smith").
            guard refused || ((Self.offersChoices(results[split.leading]) || taken != nil) && split.lengthensLeading),
                action.parameter(named: split.leading) != nil, action.parameter(named: split.trailing) != nil
            else { continue }
            var candidate = pending
            candidate.values[split.trailing] = nil
            for (name, value) in split.parameters { candidate.values[name] = value.value }
            // NB: a resolve that fails for another split leaves the request as understood: the
            // failure is the app's to say about what the person's words first meant.
            guard let resolved = try? await handler.resolve(request(candidate, context: context)) else { continue }
            let leadingTaken =
                refused
                ? !Self.refuses(resolved[split.leading])
                : taken.map { Self.taken(resolved[split.leading]) == $0 } ?? Self.settles(resolved[split.leading])
            let trailingTaken = split.parameters[split.trailing] == nil || !Self.refuses(resolved[split.trailing])
            if leadingTaken, trailingTaken { return (candidate, resolved) }
            if refused, trailingTaken, !split.lengthensLeading,
                let words = split.parameters[split.leading].map({ Self.wordCount($0.text) }),
                words < shortest?.words ?? .max
            {
                shortest = (candidate, resolved, words)
            }
        }
        return shortest.map { ($0.pending, $0.results) } ?? (pending, results)
    }

    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    private static func offersChoices(_ result: ParameterResolution?) -> Bool {
        if case .disambiguation? = result { return true }
        return false
    }

    /// The value the app takes in place of the one given, when it names one ("bob" is Bob Smith).
    private static func taken(_ result: ParameterResolution?) -> Value? {
        if case .success(let value)? = result { return value }
        return nil
    }

    /// Whether the app takes the value as it is, with no question: what a lengthened name must
    /// be to replace a choice.
    private static func settles(_ result: ParameterResolution?) -> Bool {
        switch result {
        case .success?, nil: return true
        default: return false
        }
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
