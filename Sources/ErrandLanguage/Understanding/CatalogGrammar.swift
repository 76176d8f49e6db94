import ErrandCatalog

/// An app catalog as a template grammar: every action an intent (`app/action`) whose sentences
/// are its phrases, every app-provided shortcut a sentence with fixed values, and every
/// parameter a slot whose list comes from its type.
///
/// Enum and entity parameters match their values' titles and synonyms, and the parameter's own
/// name as no value; whole numbers match a number range; a yes/no parameter its title, as yes;
/// every other type (text, people,
/// places, dates, amounts…) is a wildcard whose words the understander then reads as a value of
/// the type, rejecting the match if they are not one.
struct CatalogGrammar {
    var grammar = TemplateGrammar()
    /// App-provided shortcuts by the group metadata key that marks them.
    var shortcuts: [String: AppShortcut] = [:]

    static let shortcutKey = "errand.shortcut"
    /// How apps' phrases are matched: the way that says more of a phrase wins ("for {note}"),
    /// and each choice of alternatives holding wildcards is matched, for its values to be read.
    static let matching = TemplateMatcher.Configuration(prefersLiterals: true, splitsWildcardAlternatives: true)
    /// The value of a choice slot said as the parameter's own name ("order a coffee" for the
    /// Coffee parameter): the phrase matches, and the parameter is left for the conversation to
    /// ask (`ParameterDefinition.nouns`).
    static let unnamedValue = ""

    init(catalog: Catalog) {
        grammar.skipWords = [
            "please", "can you", "could you", "would you", "i want to", "i'd like to", "i would like to",
        ]
        for app in catalog.apps {
            for action in app.actions {
                var lists = Self.lists(for: action, in: app)
                for parameter in action.parameters where Self.takesUnlistedWords(parameter, in: app) {
                    lists[Self.unlistedList(of: parameter.id)] = .wildcard
                }
                var groups: [SentenceGroup] = []
                // NB: a request may also name the app ("… with Corner"); `AppMention` takes the
                // name off before matching, so the phrases stay as the app wrote them.
                if !action.phrases.isEmpty {
                    let phrases = action.phrases.map { Self.widenedForUnlistedWords($0, action: action, app: app) }
                    groups.append(SentenceGroup(sentences: phrases, lists: lists, source: "\(app.id) \(action.id)"))
                }
                for (index, shortcut) in app.shortcuts.enumerated() where shortcut.action == action.id {
                    let key = "\(app.id)#\(index)"
                    shortcuts[key] = shortcut
                    groups.append(
                        SentenceGroup(
                            sentences: [Self.escaped(shortcut.phrase)], lists: lists,
                            metadata: [Self.shortcutKey: .string(key)], source: "\(app.id) shortcut \(index)"))
                }
                guard !groups.isEmpty else { continue }
                grammar.intents.append(
                    TemplateIntent(name: IntentName.of(app: app.id, action: action.id), groups: groups))
            }
        }
    }

    /// The slot list of each parameter of `action`.
    ///
    /// A slot a phrase names that is no parameter (a catalog built in Swift is not checked the
    /// way a manifest is) matches any words, and its value is ignored.
    ///
    /// For `.sampling` (the model's training sentences), whole numbers stay within the
    /// parameter's bounds: the model learns the values people give.
    static func lists(for action: ActionDefinition, in app: AppDefinition, for purpose: Purpose = .matching)
        -> [String: SlotList]
    {
        var lists: [String: SlotList] = [:]
        for phrase in action.phrases {
            for name in Placeholders.names(in: phrase) where lists[name] == nil { lists[name] = .wildcard }
        }
        for parameter in action.parameters {
            lists[parameter.id] = list(for: parameter, in: app, for: purpose)
        }
        return lists
    }

    /// What slot lists are built for.
    enum Purpose {
        /// Matching what people say.
        case matching
        /// Writing sentences to train the model with.
        case sampling
    }

    static func list(for parameter: ParameterDefinition, in app: AppDefinition, for purpose: Purpose) -> SlotList {
        if case .fixed(let options) = parameter.options, !options.isEmpty {
            let values = options.compactMap { option -> SlotListValue? in
                guard case .string(let text) = option else { return nil }
                return SlotListValue(phrase: text, isTemplate: false, value: .string(text))
            }
            if values.count == options.count { return .values(values) }
        }
        switch parameter.type {
        case .custom(let name):
            guard let type = app.type(named: name) else { return .wildcard }
            if type.isDynamicEntity { return .wildcard }
            let values = type.namedValues.flatMap { named in
                named.names.map { SlotListValue(phrase: $0, isTemplate: false, value: .string(named.id)) }
            }
            let named = Set(values.map { $0.phrase.lowercased() })
            let nouns = parameter.nouns.subtracting(named).sorted().map {
                SlotListValue(phrase: $0, isTemplate: false, value: .string(unnamedValue))
            }
            return .values(values + nouns)
        case .integer:
            // NB: from zero whatever the minimum: "order zero lattes" is read, and resolution
            // refuses it with the bounds ("between 1 and 10"), rather than the phrase failing
            // and a quantity of one being ordered.
            let lower = purpose == .matching ? min(Int(parameter.minimum ?? 0), 0) : Int(parameter.minimum ?? 0)
            let upper = Int(parameter.maximum ?? 10_000)
            return .range(NumberRange(from: lower, to: max(lower, upper)))
        case .boolean:
            // NB: a yes/no parameter's slot is said as its title, and means yes: "{shuffle}
            // {media}" is "shuffle kind of blue", "[on {shuffle}]" is "… on shuffle".
            return .values([
                SlotListValue(phrase: parameter.title.lowercased(), isTemplate: false, value: .string("true"))
            ])
        default:
            return .wildcard
        }
    }

    /// `text` with the template syntax characters removed, so a name or a verbatim phrase is
    /// read as plain words.
    static func escaped(_ text: String) -> String {
        String(text.map { "()[]{}<>|;".contains($0) ? " " : $0 })
    }
}
