import ErrandCatalog

/// Typing slips read as the catalog's words: "ordr a latte", "plya kind of blue", "txt amy
/// saying hi" are read as "order a latte", "play kind of blue", "text amy saying hi".
///
/// A word the catalog never uses is respelled as a catalog word it is one slip away from — a
/// letter left out, added, changed, or two swapped — or two slips for a word of eight letters
/// or more; an everyday English word only as the first word, where the verb is ("star a run"),
/// since elsewhere it is typed as meant ("resume timer" is no slip of "resume time") — unless a
/// phrase then says the word itself ("am i bus tomorrow", `phraseWordSlips`). It is
/// also read as the catalog word it is a form of, everyday or not ("walked" of "walk", "ran" of
/// "run"; `WordForms`). Words shorter than three letters or longer than 24, function words,
/// numbers and words with digits are never respelled, and at most three words of a request at
/// once. Each reading has a cost, one for each form, two for each slip and one more for a first
/// letter changed (people seldom slip the first letter); the understander tries the cheapest
/// first, and reads a respelled request only when the request as typed is not understood or not
/// read well, so a name or a message nobody mistyped stays as written.
///
/// The words are found through their deletions (the symmetric-delete method): every catalog
/// word is kept under each form with one letter deleted (two for long words), so finding the
/// words near a typed word costs a few dictionary lookups, not a pass over the vocabulary.
///
/// ```swift
/// let respelling = Respelling(wordsByApp: ["coffee": ["order", "latte"]])
/// respelling.respellings(of: "ordr a latte").first?.text   // "order a latte"
/// ```
struct Respelling: Sendable {
    /// How many apps use each word.
    private let uses: [String: Int]
    /// Everyday words typed as meant, never respelled: "resume timer" asks about a timer, not
    /// a time, and no app here has one.
    private let everydayWords: Set<String>
    /// Catalog words by their forms with one or two letters deleted, and by themselves.
    private let deletions: [String: [String]]
    /// The same for `firstWords`, offered for a request's first word only.
    private let firstWordDeletions: [String: [String]]
    /// The same for the short function words the catalog uses, offered only as a phrase's own
    /// word (`phraseWordSlips`): "when dose the design review start" is "does".
    private let functionWordDeletions: [String: [String]]
    /// The words a request can begin with (`CatalogGrammar.leadingWords`, and `firstWords`): the
    /// only words an everyday first word is respelled as, when given.
    private let leadingWords: Set<String>?

    /// Function words a request often begins with: offered for its first word ("waht do i have
    /// this week", "cna you play jazz"), where a name or a message seldom stands; elsewhere a
    /// typed word is as often a name one slip from one ("amy", "any").
    static let firstWords: Set<String> = ["what", "what's", "how", "can", "could", "would", "please"]

    /// Words shorter than this are never respelled, nor offered.
    static let shortest = 3
    /// Function words this long or longer that the catalog uses are offered ("about"); shorter
    /// ones are not.
    static let longFunctionWord = 5
    /// Words this long or longer may be two slips away.
    static let twoSlipsFrom = 8

    /// A respelling into the words of `wordsByApp` (each app's words) and `valueWords` (the words
    /// built-in values are said in, which no app lists: "five", "minutes"); `everydayWords` are
    /// never respelled, nor are the words of the catalog.
    init(
        wordsByApp: [String: Set<String>], valueWords: Set<String> = [], everydayWords: Set<String> = [],
        functionWords: Set<String> = KnownWordCoverage.functionWords, leadingWords: Set<String>? = nil
    ) {
        self.everydayWords = everydayWords
        self.leadingWords = leadingWords.map { $0.union(Self.firstWords) }
        var uses: [String: Int] = [:]
        for words in wordsByApp.values { for word in words { uses[word, default: 0] += 1 } }
        for word in valueWords where uses[word] == nil { uses[word] = 1 }
        var deletions: [String: [String]] = [:]
        for word in uses.keys
        where Self.isRespellable(word) && (!functionWords.contains(word) || word.count >= Self.longFunctionWord) {
            for form in Self.forms(of: word) { deletions[form, default: []].append(word) }
        }
        // NB: function words are never respelled, nor offered but long ones: a name is as often
        // one slip from a short one ("amy", "any"), and a template reads a request without most
        // of them; "abot" is no name ("find my notes abot stamps"). Short ones are offered only
        // where a phrase then says them.
        var functionWordDeletions: [String: [String]] = [:]
        for word in functionWords where (uses[word] ?? 0) > 0 && Self.isRespellable(word) {
            guard word.count < Self.longFunctionWord else { continue }
            for form in Self.forms(of: word) { functionWordDeletions[form, default: []].append(word) }
        }
        for word in functionWords where uses[word] == nil { uses[word] = 0 }
        var firstWordDeletions: [String: [String]] = [:]
        for word in Self.firstWords {
            for form in Self.forms(of: word) { firstWordDeletions[form, default: []].append(word) }
        }
        self.uses = uses
        self.deletions = deletions
        self.firstWordDeletions = firstWordDeletions
        self.functionWordDeletions = functionWordDeletions
    }

    /// A catalog word a typed word may stand for, and how unlikely that slip is.
    struct Candidate: Equatable {
        var word: String
        /// Two for each slip, and one more when the first letter differs: people seldom slip
        /// the first letter, so "fnd" is "find" (2) before "end" (3).
        var cost: Int
        /// Whether the word is offered only where a phrase says it word for word
        /// (`phraseWordSlips`): an everyday word's slip, or a short function word's.
        var inPhraseOnly = false
    }

    /// What reading a word as a phrase's word only (`phraseWordSlips`) costs beyond its slips:
    /// more than any slip of a word no one uses, which is surely a slip.
    static let everydaySlipCost = 2

    /// At most this many catalog words are offered for one typed word.
    static let candidatesPerWord = 3
    /// At most this many words of one request may be respelled, and at most
    /// `wordsRespelledAtOnce` of them in one reading.
    static let wordsPerRequest = 5
    static let wordsRespelledAtOnce = 3

    /// The catalog words near `word`, likeliest first: the catalog words it is a form of, then
    /// those a slip away (cheapest, then the one more apps use, then the shorter), and for a
    /// first word (`first`) the `firstWords` near it too. An everyday word other than a first
    /// one is offered only the words it is a form of ("star a run" is a slip of "start", "resume
    /// timer" no slip of "time"); empty when it is a catalog word, cannot be respelled, or no word
    /// is near enough.
    func candidates(for word: String, first: Bool = false) -> [Candidate] {
        guard uses[word] == nil, Self.isRespellable(word) else { return [] }
        // NB: a form of a catalog word is that word said another way, everyday or not: "walked"
        // of "walk", "hiking" of "hike".
        let plain = WordForms.plainForms(of: word).filter { (uses[$0] ?? 0) > 0 }.map {
            Candidate(word: $0, cost: Self.wordFormCost)
        }
        // NB: the plural of an everyday word is one too: "timers" is no slip of "times".
        let isEveryday = EverydayWords.contains(word, in: everydayWords)
        guard first || !isEveryday else { return plain }
        // NB: an everyday first word stands where the verb does, and is a slip only of a word a
        // request begins with: "star a run" is "start a run", but "timer for 1 hour" is no
        // "time for 1 hour", which no phrase begins with.
        let slips = nearWords(of: word, first: first, among: isEveryday ? leadingWords : nil).filter { candidate in
            !plain.contains { $0.word == candidate.word }
        }
        return (plain + slips).prefix(Self.candidatesPerWord).map { $0 }
    }

    /// The words one slip from a word other than the first that are offered only as a word a
    /// phrase says itself (`Candidate.inPhraseOnly`): for an everyday word, the catalog's words
    /// ("when does the design review star" ends as a phrase does with "start", and "am i bus
    /// tomorrow" is "busy") when nothing else is `offered` for it; for any word, the short
    /// function words the catalog uses ("when dose the design review start" is "does"), besides
    /// what is `offered`. Elsewhere the word is typed as meant.
    func phraseWordSlips(of word: String, besides offered: [Candidate], first: Bool = false) -> [Candidate] {
        guard !first, uses[word] == nil, Self.isRespellable(word) else { return [] }
        let isEveryday = offered.isEmpty && EverydayWords.contains(word, in: everydayWords)
        let near =
            (isEveryday ? nearWords(of: word, first: false, among: nil) : [])
            + nearWords(of: word, first: false, among: nil, in: functionWordDeletions)
        return near.filter { candidate in !offered.contains { $0.word == candidate.word } }
            .sorted { $0.cost < $1.cost }.prefix(Self.candidatesPerWord).map {
                Candidate(word: $0.word, cost: $0.cost + Self.everydaySlipCost, inPhraseOnly: true)
            }
    }

    /// The catalog words a slip or two from `word` (those of `index`, when given), cheapest first
    /// (then the one more apps use, then the shorter), only those of `among` when given, and for
    /// a `first` word the `firstWords` near it too.
    private func nearWords(
        of word: String, first: Bool, among leading: Set<String>?, in index: [String: [String]]? = nil
    ) -> [Candidate] {
        let limit = Self.slips(allowedIn: word)
        var ranked: [(candidate: Candidate, rank: (Int, Int, Int))] = []
        var seen: Set<String> = []
        for form in Self.forms(of: word) {
            let near = ((index ?? deletions)[form] ?? []) + (first ? firstWordDeletions[form] ?? [] : [])
            for candidate in near where seen.insert(candidate).inserted && leading?.contains(candidate) != false {
                let distance = EditDistance.bounded(
                    word, candidate, limit: min(limit, Self.slips(allowedIn: candidate)))
                guard distance != Int.max else { continue }
                let cost = distance * 2 + (candidate.first == word.first ? 0 : 1)
                ranked.append(
                    (Candidate(word: candidate, cost: cost), (cost, -(uses[candidate] ?? 0), candidate.count)))
            }
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.candidate.word < $1.candidate.word }
        return ranked.map(\.candidate)
    }

    /// What reading a word as the plain form of its inflection costs: less than any slip, as it
    /// is no slip but the same word ("walked" is "walk").
    static let wordFormCost = 1

    /// The ways of reading `text` with words the catalog does not use respelled as catalog
    /// words near them, cheapest first and at most `limit`. A reading costs the sum of its
    /// slips: one respelled word is cheaper than two — most words are typed as meant, and a title
    /// the catalog does not list ("kind" of "plya kind of blue") is not a slip of a word it does
    /// ("find") — and a word equally near two ("paly": "play" or "pay") gives a reading with
    /// each, at the same cost. Only words inside `within` are respelled, when given. Empty when
    /// no word can be.
    func respellings(of text: String, within: [Range<Int>]? = nil, limit: Int = 8) -> [RespelledText] {
        var slips: [(token: Token, candidates: [Candidate])] = []
        var everyday: [(token: Token, candidates: [Candidate])] = []
        let tokens = Tokenizer.tokens(of: text)
        let first = tokens.firstIndex { $0.kind == .word }
        for (index, token) in tokens.enumerated() where token.kind == .word && slips.count < Self.wordsPerRequest {
            if let within, !within.contains(where: { $0.overlaps(token.offsets) }) { continue }
            let candidates = candidates(for: token.text, first: index == first)
            let inPhrase = phraseWordSlips(of: token.text, besides: candidates, first: index == first)
            if !candidates.isEmpty {
                slips.append((token, candidates + inPhrase))
            } else if !inPhrase.isEmpty {
                everyday.append((token, inPhrase))
            }
        }
        // NB: everyday words only in the places slips of words no one uses leave, in the order
        // typed: a request's real slips are never crowded out.
        slips = (slips + everyday.prefix(Self.wordsPerRequest - slips.count)).sorted {
            $0.token.offsets.lowerBound < $1.token.offsets.lowerBound
        }
        // Every choice of a candidate or none for each word, but none for all and at most three.
        var choices: [(picks: [Int: Candidate], cost: Int)] = [([:], 0)]
        for (index, slip) in slips.enumerated() {
            choices += choices.filter { $0.picks.count < Self.wordsRespelledAtOnce }.flatMap { choice in
                slip.candidates.map { candidate in
                    (choice.picks.merging([index: candidate]) { _, new in new }, choice.cost + candidate.cost)
                }
            }
        }
        let cheapest = choices.dropFirst().enumerated().sorted {
            $0.element.cost != $1.element.cost ? $0.element.cost < $1.element.cost : $0.offset < $1.offset
        }.prefix(limit)
        return cheapest.map { _, choice in
            let picked = choice.picks.sorted { $0.key < $1.key }
            return respelled(text, slips: picked.map { (slips[$0.key].token, $0.value) }, cost: choice.cost)
        }
    }

    /// `text` with each token replaced by its word.
    private func respelled(_ text: String, slips: [(Token, Candidate)], cost: Int) -> RespelledText {
        var respelled = ""
        var replacements: [RespelledText.Replacement] = []
        var index = text.startIndex
        var change = 0
        for (token, candidate) in slips {
            let word = candidate.word
            respelled += text[index..<token.range.lowerBound]
            respelled += word
            let start = token.offsets.lowerBound + change
            replacements.append(
                .init(
                    original: token.offsets, respelled: start..<(start + word.count), word: word,
                    inPhraseOnly: candidate.inPhraseOnly))
            change += word.count - token.offsets.count
            index = token.range.upperBound
        }
        respelled += text[index...]
        return RespelledText(original: text, text: respelled, replacements: replacements, cost: cost)
    }

    /// Words longer than this are never respelled, nor offered: a word's forms grow with the
    /// square of its length, and no request's word is that long ("a1b2…" typed a thousand
    /// letters long would otherwise take half a million forms).
    static let longest = 24

    /// Whether `word` is long enough, not too long, and made of letters only.
    private static func isRespellable(_ word: String) -> Bool {
        (shortest...longest).contains(word.count) && word.allSatisfy { $0.isLetter || $0 == "'" }
    }

    /// How many slips a word of this length may hold.
    private static func slips(allowedIn word: String) -> Int { word.count >= twoSlipsFrom ? 2 : 1 }

    /// `word` and its forms with one letter deleted, and two for a long word.
    private static func forms(of word: String) -> Set<String> {
        var forms: Set<String> = [word]
        var frontier: Set<String> = [word]
        for _ in 0..<slips(allowedIn: word) {
            var next: Set<String> = []
            for form in frontier where form.count > 1 {
                let characters = Array(form)
                for index in characters.indices {
                    var shorter = characters
                    shorter.remove(at: index)
                    next.insert(String(shorter))
                }
            }
            forms.formUnion(next)
            frontier = next
        }
        return forms
    }
}
