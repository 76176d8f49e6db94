import ErrandCatalog
import ErrandLanguage
import Foundation

/// An answer read as more words of the request it answers: "for pizza" after "pay bob 20
/// dollars" is read as "pay bob 20 dollars for pizza".
///
/// At the confirmation a person often adds what they forgot. Words that only the request's
/// phrase templates can read (text after a preposition, like a payment's note) mean nothing
/// alone, but read after the request's words they fill the slot the phrase has for them. The
/// reading of the joined words is taken only for the values read from the answer's words, and
/// only when it reads the request's own words as they were first read: an answer that a
/// wildcard at the end of the request swallows ("text bob hi" + "tomorrow") is no addition.
///
/// ```swift
/// let continuation = RequestContinuation(said: "pay bob 20 dollars", answer: "and for pizza")
/// continuation?.joined   // "pay bob 20 dollars for pizza"
/// ```
struct RequestContinuation: Sendable, Hashable {
    /// Words that may lead an addition without being part of it: "and for pizza", "oh and to
    /// bob", "also for lunch". Longest first, so "oh and" is taken whole.
    static let leadingFrames: [[String]] = [
        ["oh", "and", "also"], ["and", "also"], ["oh", "and"], ["and"], ["also"], ["plus"],
    ]

    /// The request's words as first said (and as added to since).
    let said: String
    /// The answer's words, without a leading frame.
    let answer: String

    /// The continuation of `said` by `answer`, or `nil` when the answer has no words past its
    /// leading frame ("and").
    init?(said: String, answer text: String) {
        let request = said.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !request.isEmpty, let answer = FollowUpWords.unmarked(text, leads: Self.leadingFrames) else { return nil }
        self.said = request
        self.answer = answer.words
    }

    /// The request's words followed by the answer's.
    var joined: String { said + " " + answer }

    /// Where the answer's words stand in `joined`, in characters (as `UnderstoodValue.offsets`
    /// count them).
    var answerOffsets: Range<Int> { (said.count + 1)..<joined.count }

    /// The values `reading` (of `joined`) adds to `pending`, or `nil` when it adds none or is
    /// not a continuation of the request.
    ///
    /// `original` is the reading of `said` alone. The joined reading is a continuation when it
    /// is of the pending request's app and action, and every value it reads from outside the
    /// answer's words is one `original` read too, unchanged, and it drops none of `original`'s
    /// values. It adds the values read wholly from the answer's words that the request does not
    /// have yet (or has otherwise, but for a text it has), for the action's parameters.
    ///
    /// - Complexity: O(p), p the number of parameters read.
    func additions(
        reading: Interpretation, original: Interpretation?, pending: PendingRequest, action: ActionDefinition
    ) -> [String: Value]? {
        guard let original, original.app == pending.app, original.action == pending.action,
            reading.app == pending.app, reading.action == pending.action
        else { return nil }
        var added: [String: Value] = [:]
        for (name, slot) in reading.parameters {
            if let offsets = slot.offsets, answerOffsets.contains(offsets.lowerBound),
                offsets.upperBound <= answerOffsets.upperBound
            {
                // NB: the request's own words read again ("pay bob" + "to bob") add nothing,
                // though the app has since resolved them to another value (Bob Smith).
                guard action.parameter(named: name) != nil, original.parameters[name]?.value != slot.value,
                    pending.values[name] != slot.value
                else { continue }
                // NB: a text the request has (a message given in answer) is not replaced by the
                // answer's words: "and also hi" after "see you soon" is no new message.
                if case .string? = pending.values[name] { return nil }
                added[name] = slot.value
                // NB: a value read partly from the request's words and partly from the answer's
                // is the request read otherwise (a wildcard swallowing the answer), not more of it.
            } else if original.parameters[name]?.value != slot.value {
                return nil
            }
        }
        for name in original.parameters.keys where reading.parameters[name] == nil { return nil }
        return added.isEmpty ? nil : added
    }
}
