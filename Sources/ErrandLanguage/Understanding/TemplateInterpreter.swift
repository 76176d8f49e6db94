import ErrandCatalog

/// The template stage of understanding: the catalog's phrases compiled into one matcher, and a
/// match read back as an interpretation with typed values.
struct TemplateInterpreter: Sendable {
    let matcher: TemplateMatcher
    let shortcuts: [String: AppShortcut]
    let catalog: Catalog

    /// Confidence of a match whose every value is a listed one, and how much each wildcard or
    /// inexact value takes off it: templates are precise, but wildcards take any words.
    static let exactConfidence = 0.97
    static let wildcardPenalty = 0.04

    init(catalog: Catalog) throws(TemplateCompileError) {
        let compiled = CatalogGrammar(catalog: catalog)
        matcher = try TemplateMatcher(grammar: compiled.grammar)
        shortcuts = compiled.shortcuts
        self.catalog = catalog
    }

    /// The interpretation of the best template match of `text` whose values are values of
    /// their parameters' types, or `nil` when no template matches.
    ///
    /// Among matches whose values check out, the one with the most literal words wins: it is
    /// the most specific reading ("send a message to Amy saying hi" names the message after
    /// "saying", rather than a recipient called "Amy saying hi").
    func interpretation(of text: String, context: UnderstandingContext, reader: SlotValueReader) -> Interpretation? {
        let readings = matcher.matches(for: text).compactMap { match in
            interpretation(of: match, in: text, context: context, reader: reader).map { (match, $0) }
        }
        return readings.min { a, b in
            (-a.0.literalCharacters, a.0.wildcardCount) < (-b.0.literalCharacters, b.0.wildcardCount)
        }?.1
    }

    private func interpretation(
        of match: TemplateMatch, in text: String, context: UnderstandingContext, reader: SlotValueReader
    )
        -> Interpretation?
    {
        guard let (appID, actionID) = IntentName.parts(of: match.intent),
            let app = catalog.app(appID), let action = app.action(named: actionID)
        else { return nil }
        var parameters: [String: UnderstoodValue] = [:]
        var confidence = Self.exactConfidence
        if let key = match.metadata[CatalogGrammar.shortcutKey]?.stringValue, let shortcut = shortcuts[key] {
            for (name, value) in shortcut.values { parameters[name] = UnderstoodValue(value: value, text: "") }
        }
        let slots = WildcardSplitter.resplit(match.slots, of: text) { slot in
            action.parameter(named: slot.name).flatMap {
                value(of: slot, for: $0, in: app, context: context, reader: reader)
            }
        }
        for slot in slots {
            guard let parameter = action.parameter(named: slot.name) else { continue }
            guard let value = value(of: slot, for: parameter, in: app, context: context, reader: reader) else {
                return nil
            }
            if slot.isWildcard { confidence -= Self.wildcardPenalty }
            parameters[slot.name] = UnderstoodValue(value: value, text: slot.text, offsets: slot.offsets)
        }
        return Interpretation(
            app: appID, action: actionID, parameters: parameters, confidence: confidence, source: .template)
    }

    private func value(
        of slot: MatchedSlot, for parameter: ParameterDefinition, in app: AppDefinition, context: UnderstandingContext,
        reader: SlotValueReader
    ) -> Value? {
        switch slot.source {
        case .list:
            guard let id = slot.value.stringValue else { return nil }
            if case .fixed(let options) = parameter.options, options.contains(.string(id)) { return .string(id) }
            guard let typeName = parameter.type.customTypeName, let type = app.type(named: typeName) else {
                return reader.value(of: slot.text, for: parameter, in: app.id, context: context)
            }
            if type.isEnumeration { return .enumCase(id) }
            let title = type.namedValues.first { $0.id == id }?.title ?? slot.text
            return .entity(EntityReference(type: typeName, id: id, title: title))
        case .range:
            if case .number(let number) = slot.value, number == number.rounded(), abs(number) < 1e15 {
                return parameter.type == .decimal ? .decimal(number) : .integer(Int(number))
            }
            return nil
        default:
            return reader.value(of: slot.text, for: parameter, in: app.id, context: context)
        }
    }
}
