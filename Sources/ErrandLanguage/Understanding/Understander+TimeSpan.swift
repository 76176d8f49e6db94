import ErrandCatalog
import Foundation

extension Understander {
    /// `interpretation` with the action's one length of time taken from a span said for its
    /// start, when nothing else gave it: "schedule a meeting tomorrow from 2 to 4pm" starts at 2
    /// and lasts two hours, where the event's default hour would say otherwise.
    ///
    /// - Complexity: one more reading of the start's words, for an action with one duration
    ///   parameter not given and a date and time given; nothing otherwise.
    func withSpanAsLength(_ interpretation: Interpretation, context: UnderstandingContext) -> Interpretation {
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else {
            return interpretation
        }
        let lengths = action.parameters.filter { $0.type == .duration }
        guard lengths.count == 1, let length = lengths.first, interpretation.parameters[length.id] == nil else {
            return interpretation
        }
        for (_, understood) in interpretation.parameters.sorted(by: { $0.key < $1.key }) {
            guard case .dateTime = understood.value, !understood.text.isEmpty,
                let seconds = BuiltInValueReader().span(of: understood.text, context: context)
            else { continue }
            var lengthened = interpretation
            lengthened.parameters[length.id] = UnderstoodValue(
                value: .duration(seconds), text: understood.text, offsets: understood.offsets)
            return lengthened
        }
        return interpretation
    }
}
