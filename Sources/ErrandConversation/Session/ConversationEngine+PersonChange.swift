import ErrandCatalog
import Foundation

extension ConversationEngine {
    /// The one parameter of a person (or people) and its new value, when an answer at the
    /// confirmation sends the request to someone else: "send it to amy lee instead", "no, to
    /// bob", "pay amy instead". `nil` when the answer says no such thing, or when the action has
    /// no person parameter or more than one.
    ///
    /// A name is only taken with the words that say it replaces the one given — "to" before it
    /// or "instead" after it, or "no" or "actually" before words that may be a name ("no, amy
    /// lee": `EverydayWords.mayName`), what calls the request off aside ("nope never mind") —
    /// and of at most four words without digits, so "yes", "make it quick" or a note added at
    /// the confirmation ("for pizza") are never a person. The app resolves the name as any other
    /// ("Sorry, zed isn't in your contacts.").
    func personChange(
        in text: String, action: ActionDefinition, app: AppDefinition, context: RequestContext
    ) -> (parameter: String, value: Value)? {
        let people = action.parameters.filter(\.type.isPeople)
        guard people.count == 1, let parameter = people.first else { return nil }
        var said = AnswerParser.words(text)
        var corrected = false
        while let first = said.first, Self.changeLeads.contains(first) {
            corrected = corrected || Self.correctionLeads.contains(first)
            said.removeFirst()
        }
        let instead = said.last == "instead"
        if instead { said.removeLast() }
        // "send it to …", "make it to …": the verb and what it moves are not the name.
        if let first = said.first, Self.changeVerbs.contains(first) {
            said.removeFirst()
            if let object = said.first, Self.movedObjects.contains(object) { said.removeFirst() }
        }
        let introduced = said.first == "to"
        if introduced { said.removeFirst() }
        guard
            introduced || instead
                || (corrected && !AnswerParser.isCancel(text) && EverydayWords.mayName(aPerson: said)),
            (1...4).contains(said.count),
            !said.contains(where: { word in word.contains(where: \.isNumber) }),
            AnswerParser.yesOrNo(said.joined(separator: " ")) == nil,
            let value = AnswerValueReader.value(
                from: said.joined(separator: " "), as: parameter.type, app: app, now: context.now,
                timeZone: context.timeZone)
        else { return nil }
        return (parameter.id, value)
    }

    /// Words that say what follows corrects the request: "no, amy lee".
    static let correctionLeads: Set<String> = ["no", "nope", "actually", "sorry", "wait"]
    /// Verbs a change of whom a request is for may be said with.
    private static let changeVerbs: Set<String> = ["send", "pay", "text", "message", "give", "make", "change"]
    /// What such a verb moves: the request itself.
    private static let movedObjects: Set<String> = ["it", "that", "this", "them", "the", "money", "message"]
}
