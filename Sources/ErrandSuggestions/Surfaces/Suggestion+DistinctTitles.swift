import Foundation

extension Suggestion {
    /// `suggestions` with each title that several of them share followed by the values that
    /// tell those apart: "Order Cappuccino · large" and "Order Cappuccino · small". A parameter
    /// summary may leave optional parameters out (they are edited under Show More), so two
    /// shortcuts can read the same, and a list of two identical lines offers no choice.
    static func titledApart(_ suggestions: [Suggestion]) -> [Suggestion] {
        var result = suggestions
        for members in Dictionary(grouping: suggestions.indices, by: { suggestions[$0].title }).values
        where members.count > 1 {
            let names = Set(members.flatMap { suggestions[$0].candidate.values.keys })
            let differing = names.sorted().filter { name in
                Set(members.map { suggestions[$0].candidate.values[name] }).count > 1
            }
            for index in members {
                let values = differing.compactMap { suggestions[index].candidate.values[$0] }
                if !values.isEmpty { result[index].title += " · " + values.joined(separator: ", ") }
            }
        }
        return result
    }
}
