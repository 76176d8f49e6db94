import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// `interpretation` with its one run of unread words taken as the one person it still needs:
    /// "message carol", read by the model as a message to nobody with "carol" unread, is a
    /// message to Carol — the app then resolves the name as any other ("Sorry, Zed isn't in
    /// your contacts."). Only a short run (at most three words, no digits), only for the
    /// model's reading (a template reads every word), and only when exactly one required
    /// parameter naming people has no value; otherwise `interpretation` as it is.
    func namingThePerson(
        in interpretation: Interpretation, of action: ActionDefinition, app: AppDefinition, context: RequestContext
    ) -> Interpretation {
        guard interpretation.source == .model, interpretation.unreadWords.count == 1,
            let run = interpretation.unreadWords.first,
            (1...3).contains(run.text.split(separator: " ").count), !run.text.contains(where: \.isNumber)
        else { return interpretation }
        let missing = action.parameters.filter { parameter in
            parameter.isRequired && interpretation.parameters[parameter.id] == nil
                && (parameter.type == .person || parameter.type == .list(.person))
        }
        guard missing.count == 1, let parameter = missing.first,
            let value = AnswerValueReader.value(
                from: run.text, as: parameter.type, app: app, now: context.now, timeZone: context.timeZone)
        else { return interpretation }
        var named = interpretation
        named.parameters[parameter.id] = UnderstoodValue(value: value, text: run.text, offsets: run.offsets)
        named.unreadWords = []
        return named
    }
}
