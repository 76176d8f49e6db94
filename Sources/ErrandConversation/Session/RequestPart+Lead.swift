import ErrandLanguage
import Foundation

extension RequestPart {
    /// The words of `words`, this part's own, before its first value ("add" of "add dentist friday
    /// at 3"), when a phrase read them and a value follows that is no dictated text at their end;
    /// `nil` otherwise.
    ///
    /// Another request of the same action may leave them out: "add dentist friday at 3 and gym
    /// saturday at 9" is two events, the second said without its "add".
    func lead(of words: String) -> String? {
        guard !byModel, action != nil, !endsInText,
            let start = values.values.compactMap({ $0.offsets?.lowerBound }).min(), start > 0, start <= words.count
        else { return nil }
        let lead = words.prefix(start).trimmingCharacters(in: .whitespaces)
        return lead.isEmpty ? nil : lead
    }

    /// Whether `carried`, words read with this part's lead `lead` before them, is another request
    /// of this part's kind: the same action read by a phrase, with the same parameters read, at
    /// least two, each by the words after the lead. One value alone ("blues" of "play jazz and
    /// blues") names more of the same request, and a dictated text takes its "and" with it.
    func isCarried(into carried: RequestPart, after lead: String) -> Bool {
        guard !carried.byModel, carried.action == action, !carried.endsInText, carried.values.count >= 2,
            Set(carried.values.keys) == Set(values.keys)
        else { return false }
        return carried.values.values.allSatisfy { ($0.offsets?.lowerBound ?? 0) > lead.count }
    }
}
