import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// Words that lead more of a request said at its confirmation, kept in what is named when
    /// the app does not read the rest ("without sugar"), or left out ("a muffin" of "and a
    /// muffin", "iced" of "make it iced"); longest first.
    private static let additionLeads: [(words: [String], isNamed: Bool)] =
        [
            (["can", "you", "make", "it"], false), (["could", "you", "make", "it"], false),
            (["can", "i", "get", "it"], false), (["can", "i", "have", "it"], false),
            (["could", "i", "get", "it"], false), (["could", "i", "have", "it"], false),
            (["i'd", "like", "it"], false), (["i", "want", "it"], false), (["make", "it"], false),
            (["make", "that"], false), (["add"], false),
        ] + ["with", "without", "no", "extra", "for", "at", "from"].map { ([$0], true) }
        + ["and", "plus"].map { ([$0], false) }

    /// Words that may open an addition before its lead: "actually make it iced", "and add a muffin".
    private static let additionOpeners: Set<String> = [
        "actually", "oh", "wait", "also", "but", "no", "ok", "okay", "so", "and", "plus",
    ]

    /// Words that may stand among the unread ones of an addition: "with some oat milk", "no
    /// sugar please", "for pickup at the downtown store".
    private static let additionFillers: Set<String> = [
        "a", "an", "some", "any", "extra", "more", "less", "the", "please", "thanks", "at", "from", "my",
    ]

    /// Words after "no" that turn the request down rather than ask for less of something: "no
    /// way", "no need".
    private static let noAnswers: Set<String> = ["way", "need", "worries", "problem", "chance", "idea", "longer"]

    /// What more of the request, said at its confirmation, the app does not read: "no sugar
    /// please", "with oat milk", "and a muffin", said to "Your small latte will be two dollars
    /// fifty. Ready to order?"; "make it iced", "can I get it iced". They are named before the
    /// confirmation is asked again ("I didn't understand "no sugar"."), as when said in the
    /// request; "no sugar" cancelled the order, and the others were "Sorry, I didn't catch that."
    /// `nil` when the words after the lead are not all words the app does not use (with a few
    /// fillers): "no, I don't" is a no.
    func unreadAddition(_ text: String, app: AppDefinition, action: ActionDefinition) -> [UnreadWords]? {
        var tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        // NB: "actually make it iced" and "no, add an extra shot" are named as "make it iced" is
        // (they were "Sorry, I didn't catch that."); "no sugar" stays the addition it is.
        while let first = tokens.first?.text, Self.additionOpeners.contains(first) {
            let rest = tokens.dropFirst().map(\.text)
            guard Self.additionLeads.contains(where: { $0.words != ["no"] && rest.starts(with: $0.words) }) else {
                break
            }
            tokens.removeFirst()
        }
        let said = tokens.map(\.text)
        guard let lead = Self.additionLeads.first(where: { said.starts(with: $0.words) }),
            tokens.count > lead.words.count
        else { return nil }
        let unread = unreadWords(inChange: text, app: app, action: action)
        let unreadWords = Set(unread.flatMap { AnswerParser.words($0.text) })
        let rest = said.dropFirst(lead.words.count)
        guard rest.contains(where: unreadWords.contains),
            rest.allSatisfy({ unreadWords.contains($0) || Self.additionFillers.contains($0) }),
            lead.words != ["no"] || !rest.contains(where: Self.noAnswers.contains)
        else { return nil }
        // NB: named from the lead (or the word after it) to the last word not a courtesy.
        guard let last = tokens.lastIndex(where: { !AnswerParser.politeWords.contains($0.text) }) else { return nil }
        let first = lead.isNamed ? 0 : lead.words.count
        guard first <= last else { return nil }
        let offsets = tokens[first].offsets.lowerBound..<tokens[last].offsets.upperBound
        return [UnreadWords(text: String(Array(text)[offsets]), offsets: offsets)]
    }
}
