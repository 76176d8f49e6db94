import ErrandCatalog
import Foundation

/// Turns what a person says into ranked interpretations of the catalog's actions.
///
/// Three stages, in the order the guidelines give them weight: the person's own phrases, said
/// verbatim, win over everything; then the apps' phrase templates; then the statistical model
/// for requests no template covers. Every interpretation carries a calibrated confidence, and a
/// request nothing reads well enough is answered "not understood".
///
/// ```swift
/// let understander = try Understander.trained(on: catalog)
/// let understanding = understander.interpretations(of: "order a large latte", context: UnderstandingContext())
/// print(understanding.best?.action ?? "not understood")
/// ```
public struct Understander: Sendable {
    /// Settings of understanding.
    public struct Configuration: Sendable {
        /// Interpretations below this confidence are not offered: the request is "not understood".
        public var minimumConfidence = 0.43
        /// At most this many interpretations are offered.
        public var limit = 3
        /// Settings of the statistical model's training.
        public var training = IntentModelTrainer.Configuration()
        /// `trained(on:)` trains no model for a catalog with more training sentences than this:
        /// train such a model once (`errand train`) and load it, rather than at every start.
        public var maximumTrainingExamples = 30_000
        /// Requests longer than this (in UTF-8 bytes) are not understood.
        public var maximumRequestBytes = 1_000
        /// Whether a request not understood as typed, or not read well, is read again with its
        /// typing slips respelled as the catalog's words ("ordr a latte"; `Respelling`).
        public var respellsSlips = true
        /// A respelled request's reading is taken only at this confidence or more.
        public var respelledMinimumConfidence = 0.8
        /// A reading of the model below this confidence that leaves words unread is a guess: its
        /// unread words are respelled wherever they stand ("delete the milk taks", guessed as
        /// cancelling an event "milk", is "delete the milk task").
        public var guessConfidence = 0.6

        public init(
            minimumConfidence: Double = 0.43, limit: Int = 3, training: IntentModelTrainer.Configuration = .init(),
            maximumTrainingExamples: Int = 30_000
        ) {
            self.minimumConfidence = minimumConfidence
            self.limit = limit
            self.training = training
            self.maximumTrainingExamples = maximumTrainingExamples
        }
    }

    public let catalog: Catalog
    public let configuration: Configuration
    /// The statistical model, when the catalog has examples to learn from.
    public let model: IntentModel?
    let values: CatalogValueIndex
    let slotReader: SlotValueReader
    let knownWords: KnownWordCoverage
    let templates: TemplateInterpreter
    let respelling: Respelling
    /// The words of opposite meaning each action says, so no request is read as its opposite.
    let opposites: OppositeWords
    /// Everyday English words (`LintResources.shippedCommonWords`): typed as meant, not respelled.
    let everydayWords: Set<String>
    /// The words a request to each action can begin with, by intent name.
    let leadingWords: [String: Set<String>]

    /// An understander of `catalog` with an already trained model (or none).
    ///
    /// - Throws: `TemplateCompileError` when a phrase of the catalog is not a valid template.
    public init(catalog: Catalog, model: IntentModel?, configuration: Configuration = Configuration())
        throws(TemplateCompileError)
    {
        self.catalog = catalog
        self.configuration = configuration
        self.model = model
        values = CatalogValueIndex(catalog: catalog)
        slotReader = SlotValueReader(values: values, builtIns: BuiltInValueReader())
        let appWords = CatalogTrainingData.knownWordsByApp(of: catalog)
        knownWords = KnownWordCoverage(
            knownWords: appWords.values.reduce(into: []) { $0.formUnion($1) }, appWords: appWords,
            otherValueWords: CatalogTrainingData.otherValueWordsByAction(of: catalog))
        templates = try TemplateInterpreter(catalog: catalog)
        opposites = OppositeWords(catalog: catalog)
        everydayWords = LintResources.shippedCommonWords
        leadingWords = CatalogGrammar.leadingWords(of: catalog)
        respelling = Respelling(
            wordsByApp: appWords, valueWords: ValueWords.all, everydayWords: everydayWords,
            leadingWords: leadingWords.values.reduce(into: []) { $0.formUnion($1) })
    }

    /// The interpretations of `text`, most likely first, or "not understood".
    ///
    /// A request not understood as typed, read with words left unread before its first value,
    /// or read by a template with a value not of its type, is read once more with its typing
    /// slips respelled (`Respelling`): "plya kind of blue" is read as "play kind of blue", its
    /// values pointing at the words as typed.
    public func interpretations(of text: String, context: UnderstandingContext) -> Understanding {
        let text = Disfluencies.blanked(text)
        let understanding = readings(of: text, context: context)
        guard configuration.respellsSlips, text.utf8.count <= configuration.maximumRequestBytes else {
            return understanding
        }
        return respelled(text, read: understanding, context: context) ?? understanding
    }

    /// The interpretations of `text` as typed, in the hours its words or its action say.
    func readings(of text: String, context: UnderstandingContext) -> Understanding {
        let understanding = heardReadings(of: text, context: context)
        guard context.hoursRead == .daytime, let best = understanding.best, isAboutATable(best),
            Self.hoursRead(in: text) == .daytime
        else { return understanding }
        var dining = context
        dining.hoursRead = .dining
        return heardReadings(of: text, context: dining)
    }

    /// The interpretations of `text` as typed, in the hours its words say.
    private func heardReadings(of text: String, context: UnderstandingContext) -> Understanding {
        let context = Self.context(context, hearing: text)
        if let own = context.personalPhrases.interpretation(of: text) {
            return Understanding(interpretations: [own])
        }
        // Nobody asks for one action in a speech: a request past this length is not one, and
        // reading it would only cost time.
        guard text.utf8.count <= configuration.maximumRequestBytes else { return Understanding(interpretations: []) }
        // "… with Corner": the request is read without the app's name, and only that app's
        // actions are offered.
        let (spoken, fillers) = LeadingFillers.stripped(
            PoliteAsks.asked(TrailingConjunctions.stripped(text), isKnown: knownWords.knownWords.contains))
        let mention = AppMention(spoken, apps: values.apps)
        let request = mention.request
        let template = templates.interpretation(of: request, context: context, reader: slotReader).map {
            withUnreadWordsAsThePerson($0, context: context)
        }
        // NB: the model's readings only stand beside a template that read every value at half its
        // confidence, so finding the values their tagger missed would only cost time there.
        let fillsBuiltIns = template.map { valueCounts(of: $0).unread > 0 } ?? true
        var candidates = modelInterpretations(of: request, context: context, fillingBuiltIns: fillsBuiltIns)
        if let matched = template,
            !candidates.contains(where: { readsMore($0, than: matched) || readsInstead($0, of: matched) })
        {
            // A template match is the reading of its action; the model's reading of the same
            // action is dropped, and other readings never rank above the template's — unless
            // the model reads that action better (`readsMore`), and the template is dropped.
            candidates.removeAll { $0.app == matched.app && $0.action == matched.action }
            candidates = candidates.map {
                var capped = $0; capped.confidence = min(capped.confidence, matched.confidence * 0.5); return capped
            }
            candidates.insert(matched, at: 0)
        }
        if let app = mention.app { candidates.removeAll { $0.app != app } }
        candidates.removeAll { namesTheSpeaker($0) }
        // NB: the request is tokenized only for a reading of an action that says a word of a way
        // or stops something, once for both.
        lazy var tokens = Tokenizer.tokens(of: request)
        if candidates.contains(where: opposites.saysAWay) {
            candidates.removeAll { opposites.saysTheOpposite($0, of: tokens) }
        }
        if candidates.contains(where: {
            opposites.stoppingActions[IntentName.of(app: $0.app, action: $0.action)] != nil
        }) {
            candidates.removeAll { opposites.stopsUnasked($0, of: tokens) }
        }
        let mealHour = Self.mealHour(in: request)
        candidates = candidates.map {
            atMealHour(
                withTimeInsideText(
                    withoutRecurrence(withSpanAsLength(withNamedChoices($0), context: context), in: request),
                    in: request, context: context),
                hour: mealHour, context: context)
        }
        candidates = candidates.map { withSignsKept(withNegatedSwitches($0, in: request), in: request) }
        if Self.asksWhatHappened(request) { candidates.removeAll { !answersQuestions($0) } }
        if let question = Self.howMuchQuestion(request) {
            candidates.removeAll { doesSomething($0) && !Self.asksItself($0, question: question) }
        }
        if Self.asksWhat(request) || Self.asksWhetherItIs(request) {
            let asksTheTime = Self.asksTheTime(request)
            candidates.removeAll { $0.source == .model && (asksTheTime || doesSomething($0)) }
        }
        if Self.saysNotTo(request) { candidates.removeAll { !isPhraseSayingNotTo($0) } }
        let offset = fillers + mention.offset
        if offset > 0 { candidates = candidates.map { $0.shifted(by: offset) } }
        candidates = candidates.map { Self.withClosingMark($0, in: text, catalog: catalog) }
        candidates.sort { $0.confidence > $1.confidence }
        let accepted = candidates.filter { $0.confidence >= configuration.minimumConfidence }
        return Understanding(
            interpretations: Array(accepted.prefix(configuration.limit)),
            rejected: candidates.filter { $0.confidence < configuration.minimumConfidence })
    }

    /// Whether the model's `reading` reads the request better than the template's `matched`: the
    /// same action, every value of its type, and more of them than the template read, which left
    /// a value that is not of its type ("pay amy" matching "pay {amount}" with "amy" as the amount,
    /// where the model reads Amy as the payee). A template's unread value otherwise stands, so the
    /// conversation can say why it can't use it ("money" isn't an amount).
    private func readsMore(_ reading: Interpretation, than matched: Interpretation) -> Bool {
        guard reading.app == matched.app, reading.action == matched.action else { return false }
        let template = valueCounts(of: matched)
        let model = valueCounts(of: reading)
        return template.unread > 0 && model.unread == 0 && model.read > template.read
    }

    /// Whether the model's `reading` of another action reads the request where the template's
    /// `matched` could not: the template left a value that is not of its type, and the model
    /// reads every value of its own, one of them a value its app lists, at least as surely
    /// ("log a run of 8 km" matching a ledger's "log {amount}", where the model reads a run
    /// logged by a fitness app).
    private func readsInstead(_ reading: Interpretation, of matched: Interpretation) -> Bool {
        guard reading.app != matched.app || reading.action != matched.action,
            reading.confidence >= matched.confidence, valueCounts(of: matched).unread > 0,
            reading.parameters.values.contains(where: { Self.isListed($0.value) })
        else { return false }
        return valueCounts(of: reading).unread == 0
    }

    /// Whether `word` is an everyday English word, or the plural of one ("minutes").
    func isEveryday(_ word: String) -> Bool {
        EverydayWords.contains(word, in: everydayWords)
    }

    /// Whether `value` is one the app lists: a case of its enum or one of its entities, or a
    /// list of them.
    static func isListed(_ value: Value) -> Bool {
        switch value {
        case .enumCase, .entity: return true
        case .list(let items): return !items.isEmpty && items.allSatisfy(isListed)
        default: return false
        }
    }

    /// How many of the reading's values are of their parameter's type, and how many are words
    /// kept as text for a parameter of another type.
    func valueCounts(of interpretation: Interpretation) -> (read: Int, unread: Int) {
        var counts = (read: 0, unread: 0)
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else { return counts }
        for (name, understood) in interpretation.parameters where action.parameter(named: name) != nil {
            if Self.isRead(understood, as: name, of: action) { counts.read += 1 } else { counts.unread += 1 }
        }
        return counts
    }

    /// Whether `understood` is a value of the type of `action`'s parameter `name`, rather than
    /// words kept as text for a parameter of another type.
    static func isRead(_ understood: UnderstoodValue, as name: String, of action: ActionDefinition) -> Bool {
        guard case .string = understood.value, let type = action.parameter(named: name)?.type else { return true }
        return type == .string
    }

    /// Whether `understood`, the value of the parameter `name` of `action`, is words of every
    /// day ("timer") that are none of the cases of the enum the parameter takes.
    private func isEverydayWords(
        _ understood: UnderstoodValue, as name: String, of action: ActionDefinition, in appID: String
    ) -> Bool {
        guard case .string = understood.value, let typeName = action.parameter(named: name)?.type.customTypeName,
            catalog.app(appID)?.type(named: typeName)?.isEnumeration == true
        else { return false }
        let words = Tokenizer.tokens(of: understood.text).map(\.text)
        return !words.isEmpty && words.allSatisfy(isEveryday)
    }

    private func modelInterpretations(of text: String, context: UnderstandingContext, fillingBuiltIns: Bool)
        -> [Interpretation]
    {
        guard let model else { return [] }
        let tokens = Tokenizer.tokens(of: text)
        let characters = Array(text)
        return model.predictions(for: text, limit: configuration.limit).compactMap { prediction in
            guard let (appID, actionID) = IntentName.parts(of: prediction.intent),
                let action = catalog.action(named: actionID, in: appID)
            else { return nil }
            var parameters = values(
                of: prediction.slots, of: action, in: appID, tokens: tokens, characters: characters, context: context)
            parameters = joiningText(parameters, of: action, in: appID, tokens: tokens, characters: characters)
            var timeAsCount: Range<Int>?
            var guessedPerson: Range<Int>?
            if fillingBuiltIns {
                let timesIn: String
                (parameters, timeAsCount, timesIn) = TimeShapedCount.removed(
                    from: parameters, of: action, text: text, context: context)
                parameters = BuiltInSlotFill.filled(
                    parameters, of: action, in: appID, text: text, context: context, reader: slotReader)
                parameters = TimeSlotFill.filled(
                    parameters, of: action, in: appID, text: timesIn, context: context, reader: slotReader)
                // NB: the listed values first: the tagger may have given a count's words to a name
                // the app knows at run time ("four" of "i'd like four tickets for wicked").
                parameters = ListedSlotFill.filled(
                    parameters, of: action, in: appID, tokens: tokens, characters: characters, index: values,
                    context: context, reader: slotReader)
                parameters = CountSlotFill.filled(
                    parameters, of: action, in: appID, text: text, context: context, reader: slotReader)
                parameters = SwitchSlotFill.filled(
                    parameters, of: action, tokens: tokens, characters: characters)
                (parameters, guessedPerson) = withUnreadRunAsThePerson(
                    parameters, of: action, in: appID, tokens: tokens, characters: characters, context: context)
            }
            let listed = parameters.values.filter { Self.isListed($0.value) }.compactMap(\.offsets)
            let phraseShaped: [Range<Int>]
            (parameters, phraseShaped) = self.phraseShaped(
                parameters, of: action, in: appID, text: text, tokens: tokens)
            guard knownWords.hasCue(in: tokens, app: appID, listedValues: listed + phraseShaped),
                !leavesOutAPointedValue(parameters, intent: prediction.intent, tokens: tokens)
            else { return nil }
            var ofType: [Range<Int>] = []
            var notOfType: [Range<Int>] = []
            for (name, understood) in parameters {
                guard let offsets = understood.offsets else { continue }
                // NB: a name taken from words the tagger left is a guess: the reading is no surer
                // than it was with them unread.
                if offsets != guessedPerson,
                    Self.isRead(understood, as: name, of: action) || phraseShaped.contains(offsets)
                {
                    ofType.append(offsets)
                } else {
                    notOfType.append(offsets)
                }
            }
            let coverage = knownWords.coverage(of: tokens, values: ofType, unreadValues: notOfType, app: appID)
            // NB: only the values kept as parameters count as read: a second value of the same
            // parameter ("a latte and a xyz"), which the tagger marked but the reading dropped,
            // is as unread as words the tagger never marked. Beside a template that read every
            // value the model's readings are never taken, so their words are not looked at.
            let read = parameters.values.compactMap(\.offsets)
            let unread =
                fillingBuiltIns
                ? TimeShapedCount.unreadRuns(
                    knownWords.unreadRuns(of: tokens, values: read, in: appID, intent: prediction.intent),
                    with: timeAsCount.flatMap { time in read.contains { $0.overlaps(time) } ? nil : time }
                ).map { UnreadWords(text: String(characters[$0]), offsets: $0) } : []
            if restsOnOthersWords(parameters, unread: unread, intent: prediction.intent, tokens: tokens) { return nil }
            // NB: a reading that takes nothing from the request (nothing of its type), or nothing
            // for what its action is about (its key parameter), and leaves everyday words of it
            // unread knew the verb alone: "read my email" is no list of tasks, "resume timer" no
            // workout, "start a 5 minute timer" no workout of five minutes, "what is the movie
            // schedule for train" no day called "train". (A slip left unread is another matter:
            // it is respelled.)
            if !parameters.contains(where: { Self.isRead($1, as: $0, of: action) })
                || action.keyParameter.map({ parameters[$0] == nil }) == true,
                unread.contains(where: { run in
                    tokens.contains { run.offsets.contains($0.offsets.lowerBound) && isEveryday($0.text) }
                })
            {
                return nil
            }
            // NB: so is one whose key value is everyday words that are none of its cases:
            // "start a timer" is no workout called "timer" (it asked again which workout).
            if let key = action.keyParameter, let value = parameters[key],
                isEverydayWords(value, as: key, of: action, in: appID)
            {
                return nil
            }
            // NB: nor is a reading that lacks a value its action needs and leaves unread a word
            // only other apps use: "order a small cappuccino for pickup at the main street
            // store" is no soup order with its soup still to ask.
            if action.parameters.contains(where: { $0.isRequired && $0.defaultValue == nil && parameters[$0.id] == nil }
            ),
                unread.contains(where: { run in
                    tokens.contains {
                        run.offsets.contains($0.offsets.lowerBound) && knownWords.isOnlyOthers($0.text, app: appID)
                    }
                })
            {
                return nil
            }
            return Interpretation(
                app: appID, action: actionID, parameters: parameters,
                confidence: atLeastTheBar(
                    knownWords.scaled(prediction.probability, coverage: coverage), of: action, tokens: tokens,
                    phraseShaped: phraseShaped, unread: unread), source: .model, unreadWords: unread)
        }
    }
}
