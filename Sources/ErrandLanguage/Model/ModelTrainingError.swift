/// Why a model could not be trained from the examples given.
public struct ModelTrainingError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case noExamples
        case noWords
    }

    private let code: Code
    /// The offending example's text, when one example is at fault.
    public let text: String?
    /// The offending example's index in the list given, when one example is at fault.
    public let index: Int?

    public var description: String {
        switch code {
        case .noExamples:
            return "no training examples: give at least one labelled utterance"
        case .noWords:
            return "training example \(index ?? 0) (\"\(text ?? "")\") has no word or number: every example needs one"
        }
    }

    static func noExamples() -> ModelTrainingError { ModelTrainingError(code: .noExamples, text: nil, index: nil) }

    static func noWords(in text: String, at index: Int) -> ModelTrainingError {
        ModelTrainingError(code: .noWords, text: text, index: index)
    }
}
