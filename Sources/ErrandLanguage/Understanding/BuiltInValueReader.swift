import ErrandCatalog
import Foundation

/// Reads the words of a slot as a built-in value (number, amount, date, duration…): the bridge
/// from the built-in value recognizers to the catalog's `Value`.
struct BuiltInValueReader: Sendable {
    func value(of text: String, as type: ValueType, context: UnderstandingContext) -> Value? {
        let number = Double(text.replacingOccurrences(of: ",", with: ""))
        switch type {
        case .integer: return number.flatMap { $0 == $0.rounded() ? .integer(Int($0)) : nil }
        case .decimal: return number.map(Value.decimal)
        case .percentage:
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            return Double(digits).map(Value.percentage)
        default: return nil
        }
    }
}
