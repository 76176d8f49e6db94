/// Compiles a `TemplateGrammar`: parses rules, lists and sentences, lowers them to tokens and
/// builds one automaton per sentence. Used once by `TemplateMatcher.init`.
struct TemplateCompiler {
    let grammar: TemplateGrammar
    let configuration: TemplateMatcher.Configuration
    let vocabulary = Vocabulary()
    var groups: [TemplateMatcher.Group] = []
    var templates: [TemplateMatcher.Template] = []
    var lists: [CompiledSlotList] = []
    private var globalLists: [String: Int32] = [:]
    private var rangeLists: [NumberRange: Int32] = [:]
    /// Lists already compiled, by name and definition: a catalog gives every action of an app
    /// the same lists, and compiling each once keeps one copy of its trie and values.
    private var sharedLists: [SharedList: Int32] = [:]
    /// Sentences already compiled in groups without rules of their own, by sentence and the
    /// lists they may use: catalogs repeat a phrase around many actions, and what it compiles
    /// to depends on nothing else. Keyed by the text, not the parsed form, to keep memory low.
    private var compiledSentences: [SentenceKey: CompiledSentence] = [:]

    private struct SentenceKey: Hashable {
        var sentence: String
        var localLists: [String: Int32]
    }

    /// What a sentence compiles to apart from its group.
    private struct CompiledSentence {
        var usesWildcard: Bool
        var textChunkCount: Int
        /// One template, or one per choice where wildcard alternatives are split.
        var built: [BuiltTemplate]?
    }

    /// A list's identity for sharing: its name and definition, valid while its phrases cannot
    /// depend on a group's own rules.
    private struct SharedList: Hashable {
        var name: String
        var list: SlotList
    }

    /// The parts of a compiled template that do not depend on its group.
    struct BuiltTemplate {
        var automaton: TemplateAutomaton
        var required: [[Int32]]
        var edges: ([Int32]?, [Int32]?)
    }

    init(grammar: TemplateGrammar, configuration: TemplateMatcher.Configuration) {
        self.grammar = grammar
        self.configuration = configuration
    }

    mutating func compile() throws(TemplateCompileError) {
        let globalRules = try Self.parseRules(grammar.rules, source: "expansion_rules")
        for name in grammar.lists.keys.sorted() {
            guard let list = grammar.lists[name] else { continue }
            globalLists[name] = try addList(name: name, list, rules: globalRules, source: "lists.\(name)")
        }
        for (intentIndex, intent) in grammar.intents.enumerated() {
            for (groupIndex, group) in intent.groups.enumerated() {
                let source = group.source ?? "intents.\(intent.name).data[\(groupIndex)]"
                let localRules = try Self.parseRules(group.rules, source: source)
                let rules = localRules.isEmpty ? globalRules : globalRules.merging(localRules) { _, local in local }
                var localLists: [String: Int32] = [:]
                for name in group.lists.keys.sorted() {
                    guard let list = group.lists[name] else { continue }
                    // A list whose phrases are plain words, or read with the global rules only,
                    // compiles the same in every group.
                    let key = SharedList(name: name, list: list)
                    let isShareable = localRules.isEmpty || !Self.hasTemplatePhrases(list)
                    if isShareable, let index = sharedLists[key] {
                        localLists[name] = index
                        continue
                    }
                    let index = try addList(name: name, list, rules: rules, source: "\(source) lists.\(name)")
                    localLists[name] = index
                    if isShareable { sharedLists[key] = index }
                }
                let groupNumber = Int32(groups.count)
                let requiredKeys = group.requiresContext.keys.sorted()
                groups.append(
                    TemplateMatcher.Group(
                        intent: Int32(intentIndex), index: groupIndex, definition: group, requiredKeys: requiredKeys,
                        fixesPreferredSlot: configuration.preferredSlot.map { group.slots[$0] != nil } ?? false,
                        hasContextRules: !group.requiresContext.isEmpty || !group.excludesContext.isEmpty))
                // Groups with rules of their own read sentences differently: they are not shared.
                let memoizes = localRules.isEmpty
                var pending: [(key: SentenceKey, expression: TemplateExpression?, compiled: CompiledSentence)] = []
                // A sentence written twice in the group is parsed once.
                var pendingIndex: [String: Int] = [:]
                for sentence in group.sentences {
                    let key = SentenceKey(sentence: sentence, localLists: localLists)
                    if memoizes, let known = compiledSentences[key] {
                        pending.append((key, nil, known))
                        continue
                    }
                    if let index = pendingIndex[sentence] {
                        pending.append(pending[index])
                        continue
                    }
                    pendingIndex[sentence] = pending.count
                    let expression: TemplateExpression
                    do {
                        expression = try TemplateParser.parse(sentence)
                    } catch {
                        throw TemplateCompileError(
                            message: error.message, template: sentence, source: source,
                            parseError: error.located(in: source))
                    }
                    let usesWildcard = Self.usesWildcard(expression, rules: rules, depth: 0) { name in
                        let index = localLists[name] ?? globalLists[name]
                        return index.map { lists[Int($0)].isWildcard } ?? false
                    }
                    let compiled = CompiledSentence(
                        usesWildcard: usesWildcard, textChunkCount: expression.textChunkCount, built: nil)
                    pending.append((key, expression, compiled))
                }
                // hassil tries templates with wildcards that have more text chunks first.
                let reorders = configuration.ordersWildcardTemplates
                let ordered = pending.enumerated().sorted { a, b in
                    let keyA = reorders && a.element.compiled.usesWildcard ? -a.element.compiled.textChunkCount : 0
                    let keyB = reorders && b.element.compiled.usesWildcard ? -b.element.compiled.textChunkCount : 0
                    return (keyA, a.offset) < (keyB, b.offset)
                }
                for (_, item) in ordered {
                    let sentence = item.key.sentence
                    var built = item.compiled.built ?? (memoizes ? compiledSentences[item.key]?.built : nil)
                    if built == nil, let expression = item.expression {
                        var made: [BuiltTemplate] = []
                        for choice in choices(of: expression, localLists: localLists) {
                            made.append(
                                try buildTemplate(
                                    sentence, choice, rules: rules, localLists: localLists, source: source))
                        }
                        if memoizes {
                            var compiled = item.compiled
                            compiled.built = made
                            compiledSentences[item.key] = compiled
                        }
                        built = made
                    }
                    for template in built ?? [] { appendTemplate(sentence, template, group: groupNumber) }
                }
            }
        }
    }

    /// The expression, split into one per choice of its wildcard alternatives when the
    /// configuration asks for it (`TemplateExpression.splittingWildcardAlternatives`).
    func choices(of expression: TemplateExpression, localLists: [String: Int32]) -> [TemplateExpression] {
        guard configuration.splitsWildcardAlternatives else { return [expression] }
        return expression.splittingWildcardAlternatives(limit: Self.choiceLimit) { reference in
            guard reference.range == nil, let index = localLists[reference.listName] ?? globalLists[reference.listName]
            else { return false }
            return lists[Int(index)].isWildcard
        }
    }

    /// The most templates one sentence is split into.
    static let choiceLimit = 16

    static func parseRules(_ rules: [String: String], source: String) throws(TemplateCompileError)
        -> [String: TemplateExpression]
    {
        var parsed: [String: TemplateExpression] = [:]
        for (name, body) in rules {
            do {
                parsed[name] = try TemplateParser.parse(body)
            } catch {
                let where_ = "\(source).\(name)"
                throw TemplateCompileError(
                    message: error.message, template: body, source: where_, parseError: error.located(in: where_))
            }
        }
        return parsed
    }

    static func usesWildcard(
        _ expression: TemplateExpression, rules: [String: TemplateExpression], depth: Int, isWildcard: (String) -> Bool
    ) -> Bool {
        guard depth < TemplateLowering.maximumRuleDepth else { return false }
        if expression.listNames.contains(where: isWildcard) { return true }
        return expression.ruleNames.contains { name in
            rules[name].map { usesWildcard($0, rules: rules, depth: depth + 1, isWildcard: isWildcard) } ?? false
        }
    }

    /// Lowers a parsed sentence and builds its automaton, required symbols and edge symbols.
    mutating func buildTemplate(
        _ sentence: String, _ expression: TemplateExpression, rules: [String: TemplateExpression],
        localLists: [String: Int32], source: String
    ) throws(TemplateCompileError) -> BuiltTemplate {
        var resolved: [SlotReference: Int32] = [:]
        var ranges: [NumberRange] = []
        for reference in Self.slotReferences(expression, rules: rules) {
            if let range = reference.range {
                ranges.append(range)
            } else if let index = localLists[reference.listName] ?? globalLists[reference.listName] {
                resolved[reference] = index
            }
        }
        for range in ranges where rangeLists[range] == nil {
            rangeLists[range] = Int32(lists.count)
            lists.append(CompiledSlotList(name: "range", kind: .range(range), values: []))
        }
        let rangeIndexes = rangeLists
        var lowering = TemplateLowering(vocabulary: vocabulary, rules: rules) { reference in
            if let range = reference.range { return rangeIndexes[range] }
            return resolved[reference]
        }
        do {
            let lowered = try lowering.lower(expression)
            let compiledLists = lists
            let automaton = try TemplateAutomaton(
                lowered, isWildcard: { compiledLists[Int($0)].isWildcard }, stateLimit: configuration.stateLimit)
            let first = lowered.edgeSymbols(
                atEnd: false, firstSymbols: { compiledLists[Int($0)].firstSymbols },
                lastSymbols: { compiledLists[Int($0)].lastSymbols })
            let last = lowered.edgeSymbols(
                atEnd: true, firstSymbols: { compiledLists[Int($0)].firstSymbols },
                lastSymbols: { compiledLists[Int($0)].lastSymbols })
            return BuiltTemplate(
                automaton: automaton,
                required: lowered.requiredClauses { compiledLists[Int($0)].firstSymbols }.map { $0.sorted() },
                edges: (first.symbols?.sorted(), last.symbols?.sorted()))
        } catch {
            throw TemplateCompileError(message: error.message, template: sentence, source: source)
        }
    }

    /// Adds a built sentence as a template of `group`, with the list values its context rules allow.
    mutating func appendTemplate(_ sentence: String, _ built: BuiltTemplate, group: Int32) {
        let definition = groups[Int(group)].definition
        var allowed: [Int32: [Bool]] = [:]
        if !definition.requiresContext.isEmpty || !definition.excludesContext.isEmpty {
            for (slotIndex, slot) in built.automaton.slots.enumerated() {
                let values = lists[Int(slot.list)].values
                guard values.contains(where: { !$0.context.isEmpty }) else { continue }
                allowed[Int32(slotIndex)] = values.map { Self.allows(definition, valueContext: $0.context) }
            }
        }
        templates.append(
            TemplateMatcher.Template(
                group: group, text: sentence, automaton: built.automaton, required: built.required,
                allowedValues: allowed, edges: built.edges, groupInfo: groups[Int(group)]))
    }

    /// Whether any phrase of the list is read as a template (and so may use rules).
    static func hasTemplatePhrases(_ list: SlotList) -> Bool {
        guard case .values(let values) = list else { return false }
        return values.contains { $0.isTemplate }
    }

    /// Whether a list value's context can stand with the group's context rules (keys the value
    /// does not mention are not checked here).
    static func allows(_ group: SentenceGroup, valueContext: [String: TemplateValue]) -> Bool {
        for (key, requirement) in group.requiresContext {
            if let actual = valueContext[key], !requirement.accepts(actual) { return false }
        }
        for (key, excluded) in group.excludesContext {
            if let actual = valueContext[key], ContextRequirement.value(actual, isIn: excluded) { return false }
        }
        return true
    }

    /// Every slot reference of the expression and the rules it uses.
    static func slotReferences(_ expression: TemplateExpression, rules: [String: TemplateExpression]) -> [SlotReference]
    {
        var result: [SlotReference] = []
        var seenRules = Set<String>()
        var stack = [expression]
        while let next = stack.popLast() {
            switch next {
            case .slot(let reference): result.append(reference)
            case .rule(let name):
                if seenRules.insert(name).inserted, let body = rules[name] { stack.append(body) }
            case .sequence(let items), .alternative(let items, _), .permutation(let items): stack += items
            case .text: break
            }
        }
        return result
    }

    /// Compiles one list; its phrases may use rules but no slots.
    mutating func addList(name: String, _ list: SlotList, rules: [String: TemplateExpression], source: String)
        throws(TemplateCompileError) -> Int32
    {
        let index = Int32(lists.count)
        switch list {
        case .wildcard: lists.append(CompiledSlotList(name: name, kind: .wildcard, values: []))
        case .range(let range): lists.append(CompiledSlotList(name: name, kind: .range(range), values: []))
        case .values(let values):
            var trie = PhraseTrie()
            for (valueIndex, value) in values.enumerated() {
                let spellings: [[Int32]]
                if value.isTemplate {
                    do {
                        let expression = try TemplateParser.parse(value.phrase)
                        var lowering = TemplateLowering(vocabulary: vocabulary, rules: rules) { _ in nil }
                        guard let spelled = try lowering.lower(expression).spellings(limit: 4096) else {
                            throw TemplateLowering.Failure(
                                message: "a list phrase may not contain slots nor spell more than 4096 forms")
                        }
                        spellings = spelled
                    } catch let error as TemplateParseError {
                        throw TemplateCompileError(
                            message: error.message, template: value.phrase, source: source,
                            parseError: error.located(in: source))
                    } catch let error as TemplateLowering.Failure {
                        throw TemplateCompileError(message: error.message, template: value.phrase, source: source)
                    } catch {
                        throw TemplateCompileError(message: "\(error)", template: value.phrase, source: source)
                    }
                } else {
                    spellings = [vocabulary.chunk(value.phrase).symbols]
                }
                for spelling in spellings { trie.insert(spelling, value: Int32(valueIndex)) }
            }
            lists.append(CompiledSlotList(name: name, kind: .phrases(trie), values: values))
        }
        return index
    }
}
