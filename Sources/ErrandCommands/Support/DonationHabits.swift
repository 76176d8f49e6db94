import ErrandCatalog
import ErrandConversation
import ErrandSuggestions
import Foundation

/// A person's habits as their donations show them: "order my usual" is the order the predictor
/// ranks first for this person at this moment (its time and day; a conversation says nothing of
/// place or motion), read back into the values of the action's parameters.
///
/// "The same as last time" is the person's latest donation of the action (or of any), read back
/// the same way: its salient values, not the instants it named.
///
/// Only this person's predictions and donations are read, so one person's usual is never
/// another's.
struct DonationHabits: PersonalHabits {
    let center: DonationCenter
    let catalog: Catalog
    let person: String

    /// How many of the person's shortcuts are looked through for one of an action.
    static let searched = 50

    func usualValues(app: String, action: String, context: RequestContext) -> [String: Value]? {
        ranked(context).lazy.filter { $0.app == app && $0.action == action }.compactMap(values).first
    }

    func usualRequest(context: RequestContext) -> RequestedAction? {
        ranked(context).lazy.compactMap(request).first
    }

    func lastValues(app: String, action: String, context: RequestContext) -> [String: Value]? {
        latest(app: app, action: action, context: context).flatMap(values)
    }

    func lastRequest(context: RequestContext) -> RequestedAction? {
        latest(app: nil, action: nil, context: context).flatMap(request)
    }

    /// The latest of the person's interactions with the catalog's actions of `category`: one
    /// indexed look-up an action (a catalog has a few orders, not thousands).
    func lastRequest(of category: ActionCategory, context: RequestContext) -> RequestedAction? {
        let latest = catalog.apps.flatMap { app in
            app.actions.filter { $0.category == category }.compactMap { action in
                try? center.store.latestInteraction(of: person, app: app.id, action: action.id, through: context.now)
            }
        }
        return latest.max { $0.context.date < $1.context.date }?.candidate.flatMap(request)
    }

    /// The candidate as a request of its action with its values; `nil` when they do not read
    /// (`values(of:)`).
    private func request(of candidate: Candidate) -> RequestedAction? {
        values(of: candidate).map { RequestedAction(app: candidate.app, action: candidate.action, values: $0) }
    }

    /// The shortcut of the person's latest interaction by the moment of `context`.
    private func latest(app: String?, action: String?, context: RequestContext) -> Candidate? {
        let donation = try? center.store.latestInteraction(of: person, app: app, action: action, through: context.now)
        return donation?.candidate
    }

    /// The person's shortcuts, most likely first at the moment of `context`.
    private func ranked(_ context: RequestContext) -> [Candidate] {
        let moment = DonationContext(
            date: context.now, timeZone: DonationContext.text(of: context.timeZone, at: context.now))
        guard let prediction = moment.predictionContext,
            let ranked = try? center.predictions(for: person, in: prediction, limit: Self.searched)
        else { return [] }
        return ranked.map(\.candidate)
    }

    /// The candidate's values read as its action's parameters; `nil` for an app activity or an
    /// action the catalog lacks. A value that no longer reads (a renamed choice) is left out, to
    /// be asked for.
    private func values(of candidate: Candidate) -> [String: Value]? {
        guard let app = catalog.app(candidate.app), let action = app.action(named: candidate.action) else {
            return nil
        }
        var values: [String: Value] = [:]
        for (name, text) in candidate.values {
            guard let parameter = action.parameter(named: name),
                let value = try? ValueText.parse(text, as: parameter.type, in: app, name: name)
            else { continue }
            values[name] = value
        }
        return values
    }
}
