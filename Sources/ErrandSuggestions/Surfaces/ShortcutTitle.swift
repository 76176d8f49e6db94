import ErrandCatalog
import Foundation

/// The title of a candidate as a person reads it: the action's parameter summary with the
/// candidate's values filled in ("Order large latte"), else its title, else its identifier.
///
/// The summary reads as a sentence, so enum cases and entities read as common words ("large
/// latte", as the dialog says them) while people and places keep their capitals, and a duration
/// reads in words ("Start 15 minutes breathing session"), not as the `900s` the candidate keeps,
/// and a distance or a temperature as a screen writes it ("Log a 5 km run", not "5.0 kilometers").
/// A summary with a required parameter the candidate lacks (a long text or an instant, never
/// kept) would read with a hole in it ("Order -ground coffee", "Add to Groceries"), so the
/// action's title is shown instead, followed by the values there are ("Add task · groceries").
/// An optional parameter left out takes the preposition before it along, or the "of" after it
/// ("Order clam chowder", not "Order of clam chowder"). A count other than one puts the noun it
/// counts in the plural ("Order 2 large lattes").
public enum ShortcutTitle {
    public static func title(of candidate: Candidate, in catalog: Catalog) -> String {
        guard let action = catalog.action(named: candidate.action, in: candidate.app) else {
            if candidate.action.hasPrefix("activity:") { return candidate.values["title"] ?? candidate.label }
            return readable(candidate)
        }
        let app = catalog.app(candidate.app)
        guard let template = summary(of: action, for: candidate, in: app),
            let text = filled(template, candidate: candidate, action: action, app: app)
        else {
            let values = candidate.values.keys.sorted().compactMap { Self.text(of: $0, in: candidate, action: action) }
            return values.isEmpty ? action.title : action.title + " · " + values.joined(separator: ", ")
        }
        return text
    }

    /// A candidate of an action the catalog doesn't have, as a person can read it: the action's
    /// name in words and its values, "Play media · kind of blue", not "PlayMedia(media: kind of
    /// blue)".
    static func readable(_ candidate: Candidate) -> String {
        let name = candidate.actionWords.enumerated().map { $0.offset == 0 ? $0.element : $0.element.lowercased() }
            .joined(separator: " ")
        let values = candidate.values.keys.sorted().compactMap { candidate.values[$0] }
        return values.isEmpty ? name : name + " · " + values.joined(separator: ", ")
    }

    /// The summary text for the candidate's values (the variant its parent parameter picks), or
    /// `nil` when a required parameter it names has no value.
    private static func summary(of action: ActionDefinition, for candidate: Candidate, in app: AppDefinition?)
        -> String?
    {
        guard let summary = action.summary else { return nil }
        var values: [String: Value] = [:]
        if let parent = summary.parameter, let text = candidate.values[parent] {
            let isEnum = action.parameter(named: parent)?.type.customTypeName.flatMap { app?.type(named: $0) }?
                .isEnumeration
            values[parent] = isEnum == true ? .enumCase(text) : .string(text)
        }
        let template = summary.text(for: values)
        let lacksRequired = Placeholders.names(in: template).contains { name in
            candidate.values[name] == nil && action.parameter(named: name)?.isRequired == true
        }
        return lacksRequired ? nil : template
    }

    /// `template` with the candidate's values in it (`SummaryReading`); `nil` when nothing but
    /// placeholders' holes would be left to read.
    private static func filled(
        _ template: String, candidate: Candidate, action: ActionDefinition, app: AppDefinition?
    ) -> String? {
        guard
            let words = SummaryReading.words(
                of: template, action: action, words: { Self.text(of: $0, in: candidate, action: action, app: app) }),
            !words.isEmpty
        else { return nil }
        return words.joined(separator: " ")
    }

    /// The candidate's value of parameter `name` as a title shows it; in a sentence (`app`
    /// given), an enum case by its title and an entity, both in lower case unless a name
    /// (`TitleInSentence`).
    static func text(of name: String, in candidate: Candidate, action: ActionDefinition, app: AppDefinition? = nil)
        -> String?
    {
        guard let text = candidate.values[name] else { return nil }
        let type = action.parameter(named: name)?.type
        // NB: a switch reads as its title, not "true": in a sentence a yes is said and a no left
        // out ("… with extra rinse"); apart from a sentence, "shuffle" and "no shuffle".
        if type == .boolean, let title = action.parameter(named: name)?.title.lowercased() {
            if text == "true" { return title }
            return app == nil ? "no \(title)" : nil
        }
        if type == .duration, let seconds = Value.durationSeconds(inSalientText: text),
            let parts = DurationParts(seconds: seconds)
        {
            return parts.written
        }
        if let type, let measure = Value.measure(inSalientText: text, of: type) { return measure }
        guard let app, let declared = type?.customTypeName.flatMap({ app.type(named: $0) }) else { return text }
        guard declared.isEnumeration else { return TitleInSentence.listed(text, typeName: declared.id) }
        return TitleInSentence.enumCase(declared.namedValues.first { $0.id == text }?.title ?? text)
    }
}
