import ErrandCatalog
import Foundation

extension ResolutionRules {
    /// The question to ask when `parameter`, just resolved, is one end of a route whose other
    /// end has the same value (`ActionDefinition.routeEnds`): a ticket "from New York Penn to
    /// New York Penn" is refused, not booked. The start is asked again when it holds its
    /// default ("book a ticket to new york" starts at New York Penn unless said), otherwise the
    /// end; the other end's value is not offered. `nil` when the ends differ.
    static func sameEndsQuestion(
        after parameter: ParameterDefinition, in request: inout PendingRequest, action: ActionDefinition,
        app: AppDefinition, style: ValueFormatter.Style
    ) -> Question? {
        for ends in action.routeEnds where [ends.start, ends.end].contains(parameter.id) {
            guard let start = action.parameter(named: ends.start), let end = action.parameter(named: ends.end),
                let value = request.values[ends.start], request.values[ends.end] == value
            else { continue }
            let asked = value == start.defaultValue ? start : end
            let formatter = ValueFormatter(
                style: style, app: app, timeZone: .current, now: Date(timeIntervalSince1970: 0))
            let said = formatter.format(value, type: start.type)
            request.values[asked.id] = nil
            return .value(
                parameter: asked.id, reason: "Sorry, it can't be from \(said) to \(said).",
                options: options(for: asked, app: app).filter { $0 != value })
        }
        return nil
    }
}
