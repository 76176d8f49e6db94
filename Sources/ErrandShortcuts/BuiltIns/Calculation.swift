import Foundation

/// Calculate's arithmetic: `+`, `-`, `*`, `/`, `%`, `^`, `min`, `max`. Whole numbers stay
/// whole where the result is whole; division by zero is an error, not infinity.
enum Calculation {
    /// The operators, as a shortcut writes them.
    static let operators = ["+", "-", "*", "/", "%", "^", "min", "max"]

    /// Why a calculation has no result.
    enum Failure: Error {
        case unknownOperator
        case divisionByZero
        /// The result is past the largest number.
        case tooLarge
        /// The result is no real number: a negative number to a fractional power.
        case notReal
    }

    /// `a op b`.
    static func apply(_ a: Double, _ symbol: String, _ b: Double) throws(Failure) -> Double {
        let result: Double
        switch symbol.trimmingCharacters(in: .whitespaces).lowercased() {
        case "+", "plus", "add": result = a + b
        case "-", "minus", "subtract": result = a - b
        case "*", "×", "times", "multiply": result = a * b
        case "/", "÷", "divide":
            guard b != 0 else { throw .divisionByZero }
            result = a / b
        case "%", "mod", "modulo":
            guard b != 0 else { throw .divisionByZero }
            result = a.truncatingRemainder(dividingBy: b)
        case "^", "power": result = pow(a, b)
        case "min": result = Swift.min(a, b)
        case "max": result = Swift.max(a, b)
        default: throw .unknownOperator
        }
        guard !result.isNaN else { throw .notReal }
        guard result.isFinite else { throw .tooLarge }
        return result
    }
}
