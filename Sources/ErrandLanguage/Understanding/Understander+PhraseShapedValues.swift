import ErrandCatalog

extension Understander {
    /// The model's `parameters` with each value kept as text for a parameter that lists its
    /// values set where one of the action's phrases puts that parameter, and the spans so set.
    ///
    /// A span is phrase-shaped when the request with one of the listed values in its place
    /// matches a phrase of the action whose other slots hold values the reading has: "order a
    /// flat white" is "order a latte" with a drink the shop doesn't list, and its words are the
    /// request's point, where "Loews Cineplex" of "find a table at Loews Cineplex", tagged as a
    /// coffee, fits no phrase of the coffee order. A
    /// tagger that never saw a name often takes only its last word ("white" of "a large flat
    /// white"): the words before it that the catalog never uses are taken too when the span so
    /// lengthened is phrase-shaped, and never otherwise ("updates" of "are there any updates
    /// available" is no part of the day).
    ///
    /// Such a span counts as read in the reading's coverage, and as a cue to the app: the
    /// conversation then says the drink isn't one of the choices, rather than "I didn't
    /// understand that".
    ///
    /// - Complexity: one or two template matches for each such span; readings without one
    ///   cost nothing.
    func phraseShaped(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in appID: String, text: String,
        tokens: [Token]
    ) -> (parameters: [String: UnderstoodValue], spans: [Range<Int>]) {
        guard !action.phrases.isEmpty, let app = catalog.app(appID) else { return (parameters, []) }
        let intent = IntentName.of(app: appID, action: action.id)
        let characters = Array(text)
        var shaped = parameters
        var spans: [Range<Int>] = []
        for (name, understood) in parameters where !Self.isRead(understood, as: name, of: action) {
            guard let offsets = understood.offsets, offsets.upperBound <= characters.count,
                let typeName = action.parameter(named: name)?.type.customTypeName,
                let type = app.type(named: typeName), !type.isDynamicEntity,
                let standIn = type.namedValues.first?.title.lowercased()
            else { continue }
            let others = parameters.filter { $0.key != name }.compactMap(\.value.offsets)
            let lengthened = knownWords.extendingBack(offsets, over: tokens, sparing: others)
            let fitting = [lengthened, offsets].first { span in
                var placed = characters
                placed.replaceSubrange(span, with: standIn)
                let slot = span.lowerBound..<(span.lowerBound + standIn.count)
                // NB: the phrase's other slots are values the reading has too: "add 5 minutes to
                // timer named pizza" fits "add {title} to {list}" only with a title the model
                // never read, and is no task for a list it doesn't know.
                return templates.matcher.matches(for: String(placed)).contains { match in
                    match.intent == intent && match.slots.contains { $0.name == name && $0.offsets == slot }
                        && match.slots.allSatisfy { $0.name == name || parameters[$0.name] != nil }
                }
            }
            guard let span = fitting else { continue }
            let words = String(characters[span])
            shaped[name] = UnderstoodValue(value: .string(words), text: words, offsets: span)
            spans.append(span)
        }
        return (shaped, spans)
    }

    /// The model's `confidence` in a reading, raised to the bar when the request starts with
    /// the action's own verb (its title's, or its category's: "order", "book", "buy" of an order)
    /// and is one of its phrases with a thing the app doesn't list in its place (`phraseShaped`),
    /// no word left unread: "order a flat white" is the coffee order however unsure the model is
    /// of words it never saw, so the drink is named back ("Sorry, flat white isn't one of the
    /// choices."). It sat at the bar (0.434 against 0.43), and fell under it with every action
    /// another app added. Without the verb it is not raised: "i need a doctor" is no coffee.
    func atLeastTheBar(
        _ confidence: Double, of action: ActionDefinition, tokens: [Token], phraseShaped: [Range<Int>],
        unread: [UnreadWords]
    ) -> Double {
        guard !phraseShaped.isEmpty, unread.isEmpty, let first = tokens.first?.text else { return confidence }
        let verbs = ([action.title] + action.category.verbs).compactMap { $0.split(separator: " ").first?.lowercased() }
        return verbs.contains(first) ? max(confidence, configuration.minimumConfidence) : confidence
    }
}
