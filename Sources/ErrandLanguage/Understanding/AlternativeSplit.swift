import ErrandCatalog

/// Another place for the boundary between two wildcard slots that stand side by side, with the
/// values both parameters have when the boundary is there.
///
/// Understanding divides "text bob running late" between the recipients and the message by
/// words alone: it cannot know the person's contacts, which are the app's. So a template reading
/// carries the other boundaries too (`Interpretation.alternativeSplits`), and the conversation,
/// when the app's resolve refuses the value before the boundary ("bob running" is nobody it
/// knows), resolves these in order and goes on with the first the app does not refuse ("bob",
/// "running late").
///
/// ```swift
/// for split in interpretation.alternativeSplits where split.leading == "recipients" {
///     print(split.parameters["recipients"]?.text ?? "")   // "bob"
/// }
/// ```
public struct AlternativeSplit: Sendable, Hashable {
    /// The most alternatives one reading carries: the boundaries nearest the chosen one.
    public static let limit = 4

    /// The parameter before the boundary: the one whose refusal makes the split worth trying.
    public var leading: String
    /// The parameter after the boundary.
    public var trailing: String
    /// The values of `leading` and `trailing` read with the boundary moved, by parameter name;
    /// without `trailing` when every word goes to `leading` ("text amy chen": the recipient is
    /// "amy chen", and the message is still to be asked).
    public var parameters: [String: UnderstoodValue]
    /// Whether the boundary moved later, giving `leading` more words than the reading did.
    public var lengthensLeading: Bool

    public init(
        leading: String, trailing: String, parameters: [String: UnderstoodValue], lengthensLeading: Bool = false
    ) {
        self.leading = leading
        self.trailing = trailing
        self.parameters = parameters
        self.lengthensLeading = lengthensLeading
    }
}
