import ErrandCatalog
import Foundation

extension ParameterBinding {
    /// The value this binding stands for as it is written, when it needs nothing from the run:
    /// a literal, or a text without references (the run fills it in as that very text). `nil`
    /// for a binding that takes its value from the run.
    ///
    /// What a shortcut's written values are checked by before it is kept, so that `"tea"`
    /// written as a text is refused as `"tea"` written as a literal is.
    var writtenValue: Value? {
        switch self {
        case .literal(let value): return value
        case .text(let text): return TextReferences.all(in: text).isEmpty ? .string(text) : nil
        default: return nil
        }
    }
}
