import ErrandCatalog
import Foundation

extension Understander {
    /// `parameters` with words the tagger gave a listed parameter, which name none of its
    /// values, made part of the action's one text parameter, when they stand right after its
    /// text, or where its text would be: "translate where is the station" tagged "station" as
    /// the language and "where is" as the text; "translate good night" tagged "night" as the
    /// language. A tagger learns that a phrase's last words are its last value, and the text
    /// people say is as long as they like.
    ///
    /// Only words the action's phrases never use lie between: "hello into klingon" keeps
    /// "klingon" as a language, for the conversation to refuse by name.
    func joiningText(
        _ parameters: [String: UnderstoodValue], of action: ActionDefinition, in appID: String, tokens: [Token],
        characters: [Character]
    ) -> [String: UnderstoodValue] {
        let texts = action.parameters.filter { $0.type == .string }
        // NB: the first such parameter in the action's order, so a reading is the same at every run.
        guard texts.count == 1, let text = texts.first,
            let listed = action.parameters.first(where: { parameter in
                guard case .string? = parameters[parameter.id]?.value, let type = parameter.type.customTypeName
                else { return false }
                return catalog.app(appID)?.type(named: type)?.isDynamicEntity == false
            }),
            let strayOffsets = parameters[listed.id]?.offsets
        else { return parameters }
        let name = listed.id
        let own = Set(
            action.phrases.flatMap { phrase in
                Tokenizer.tokens(of: CatalogTrainingData.withoutSlots(phrase)).filter(\.isWordLike).map(\.text)
            })
        let joinable = { (token: Token) in
            token.isWordLike && (!own.contains(token.text) || Self.articles.contains(token.text))
                && !parameters.values.contains { $0.offsets?.contains(token.offsets.lowerBound) == true }
        }
        let before = tokens.filter { $0.offsets.upperBound <= strayOffsets.lowerBound }
        let start: Int
        if let textOffsets = parameters[text.id]?.offsets {
            guard textOffsets.upperBound <= strayOffsets.lowerBound else { return parameters }
            let between = before.filter { $0.offsets.lowerBound >= textOffsets.upperBound }
            guard between.allSatisfy(joinable) else { return parameters }
            start = textOffsets.lowerBound
        } else {
            // NB: where the text would be is after a word a phrase says before it, and none
            // says before the listed value: "translate" of "translate {text} into {language}",
            // not "to" of "add {name} [to {list}]".
            let run = before.reversed().prefix(while: joinable)
            start = run.last?.offsets.lowerBound ?? strayOffsets.lowerBound
            guard let lead = before.last(where: { $0.offsets.upperBound <= start }),
                Self.wordsLeading(text.id, in: action).contains(lead.text),
                !Self.wordsLeading(name, in: action).contains(lead.text)
            else { return parameters }
        }
        // NB: and only when the words before the text are the phrase's own or other values:
        // "add 5 minutes to timer named pizza" is no task "timer named pizza".
        let taken = { (token: Token) in
            own.contains(token.text)
                || parameters.values.contains { $0.offsets?.contains(token.offsets.lowerBound) == true }
        }
        guard before.filter({ $0.offsets.upperBound <= start && $0.isWordLike }).allSatisfy(taken) else {
            return parameters
        }
        let words = String(characters[start..<strayOffsets.upperBound])
        var joined = parameters
        joined[name] = nil
        joined[text.id] = UnderstoodValue(value: .string(words), text: words, offsets: start..<strayOffsets.upperBound)
        return joined
    }

    /// The words the phrases of `action` say right before the placeholder `name`.
    static func wordsLeading(_ name: String, in action: ActionDefinition) -> Set<String> {
        Set(
            action.phrases.flatMap { phrase in
                phrase.components(separatedBy: "{\(name)}").dropLast().compactMap { before in
                    Tokenizer.tokens(of: CatalogTrainingData.withoutSlots(before)).last(where: \.isWordLike)?.text
                }
            })
    }

    private static let articles: Set<String> = ["a", "an", "the"]
}
