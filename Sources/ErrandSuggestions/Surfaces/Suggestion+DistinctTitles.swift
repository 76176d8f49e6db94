import ErrandCatalog
import Foundation

extension Suggestion {
    /// `suggestions` with each title that several of them share followed by the values that
    /// tell those apart: "Order Cappuccino · large" and "Order Cappuccino · small". A parameter
    /// summary may leave optional parameters out (they are edited under Show More), so two
    /// shortcuts can read the same, and a list of two identical lines offers no choice. Values
    /// read as in titles (`catalog` gives their types).
    static func titledApart(_ suggestions: [Suggestion], in catalog: Catalog) -> [Suggestion] {
        var result = suggestions
        for members in Dictionary(grouping: suggestions.indices, by: { suggestions[$0].title }).values
        where members.count > 1 {
            let names = Set(members.flatMap { suggestions[$0].candidate.values.keys })
            let differing = names.sorted().filter { name in
                Set(members.map { suggestions[$0].candidate.values[name] }).count > 1
            }
            for index in members {
                let candidate = suggestions[index].candidate
                let action = catalog.action(named: candidate.action, in: candidate.app)
                let values = differing.compactMap { name in
                    action.map { ShortcutTitle.text(of: name, in: candidate, action: $0) } ?? candidate.values[name]
                }
                if !values.isEmpty { result[index].title += " · " + values.joined(separator: ", ") }
            }
        }
        return result
    }
}
