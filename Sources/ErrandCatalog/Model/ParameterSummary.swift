import Foundation

/// A sentence that describes an action with its editable parameters, starting with a verb:
/// "Order {quantity} {coffee}".
///
/// When a parent parameter decides which others matter, the summary has variants keyed on the
/// parent's value ("Order {soup} for pickup at {store}" / "… for delivery to {address}").
public struct ParameterSummary: Sendable, Hashable {
    /// The summary used when no variant applies.
    public var text: String
    /// Variants keyed on a parent parameter's value.
    public var variants: [Variant]
    /// The parent parameter the variants look at.
    public var parameter: String?

    /// One variant: the summary to show when the parent parameter has `value`.
    public struct Variant: Sendable, Hashable {
        public var value: Value
        public var text: String

        public init(value: Value, text: String) {
            self.value = value
            self.text = text
        }
    }

    public init(text: String, parameter: String? = nil, variants: [Variant] = []) {
        self.text = text
        self.parameter = parameter
        self.variants = variants
    }

    /// Every text of the summary: the variants, then the text used otherwise.
    public var allTexts: [String] { variants.map(\.text) + [text] }

    /// The summary text for the given parameter values.
    public func text(for values: [String: Value]) -> String {
        guard let parameter, let value = values[parameter] else { return text }
        return variants.first { $0.value == value }?.text ?? text
    }
}
