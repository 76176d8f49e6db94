import Foundation

/// The categories a custom action models itself on, with the verbs and default dialog the
/// guidelines give each.
///
/// The guidelines' table: Generic (Do; run, go), Information (View; open), Order (Order; book,
/// buy), Start (Start; navigate), Share (Share; post, send), Create (Create; add), Search
/// (Search; find, filter), Download (Download; get), Other (Set; request, toggle, check in).
/// The category decides the words the assistant uses ("Ready to order?", "OK. Ordering.") and,
/// for orders, that the person must confirm and authenticate: orders have financial impact.
/// This file is the one place that table lives.
public enum ActionCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case generic, information, order, start, share, create, search, download, other

    /// The category's default verb, as a title would start with it.
    public var defaultVerb: String {
        switch self {
        case .generic: return "Do"
        case .information: return "View"
        case .order: return "Order"
        case .start: return "Start"
        case .share: return "Share"
        case .create: return "Create"
        case .search: return "Search"
        case .download: return "Download"
        case .other: return "Set"
        }
    }

    /// The additional verbs the category allows.
    public var additionalVerbs: [String] {
        switch self {
        case .generic: return ["Run", "Go"]
        case .information: return ["Open"]
        case .order: return ["Book", "Buy"]
        case .start: return ["Navigate"]
        case .share: return ["Post", "Send"]
        case .create: return ["Add"]
        case .search: return ["Find", "Filter"]
        case .download: return ["Get"]
        case .other: return ["Request", "Toggle", "Check in"]
        }
    }

    /// Every verb of the category, the default first.
    public var verbs: [String] { [defaultVerb] + additionalVerbs }

    /// Whether actions of this category have financial impact: they always confirm, and ask the
    /// person to authenticate, before they are handled.
    public var hasFinancialImpact: Bool { self == .order }

    /// The default confirmation question, spoken after any custom confirmation text.
    public var defaultConfirmation: String {
        switch self {
        case .generic: return "Ready to do it?"
        case .information: return "Ready to view it?"
        case .order: return "Ready to order?"
        case .start: return "Ready to start?"
        case .share: return "Ready to share?"
        case .create: return "Ready to create it?"
        case .search: return "Ready to search?"
        case .download: return "Ready to download?"
        case .other: return "Ready to set it?"
        }
    }

    /// The default success response, spoken before any custom success text.
    public var defaultSuccess: String {
        switch self {
        case .generic: return "OK. Done."
        case .information: return "OK. Here it is."
        case .order: return "OK. Ordering."
        case .start: return "OK. Starting."
        case .share: return "OK. Shared."
        case .create: return "OK. Created."
        case .search: return "OK. Searching."
        case .download: return "OK. Downloading."
        case .other: return "OK. Done."
        }
    }

    /// The verb of this category `title` begins with ("Book" of "Book tickets"), or `nil` when
    /// it begins with none of them.
    public func verb(of title: String) -> String? {
        let lowered = title.lowercased()
        return verbs.first { verb in
            let said = verb.lowercased()
            return lowered == said || lowered.hasPrefix(said + " ")
        }
    }

    /// The default confirmation question in the words of `verb`, one of the category's verbs an
    /// action's title begins with: a cinema's "Book tickets" asks "Ready to book?", where its
    /// category alone would ask "Ready to order?".
    public func defaultConfirmation(verb: String?) -> String {
        guard let verb, verb != defaultVerb else { return defaultConfirmation }
        return Self.confirmationsByVerb[verb] ?? defaultConfirmation
    }

    /// The default success response in the words of `verb` (see `defaultConfirmation(verb:)`):
    /// "OK. Booking.", "OK. Sent.", "OK. Added.".
    public func defaultSuccess(verb: String?) -> String {
        guard let verb, verb != defaultVerb else { return defaultSuccess }
        return Self.successesByVerb[verb] ?? defaultSuccess
    }

    /// The default confirmation question of an action titled `title`: in the words of the
    /// category's verb it begins with (`defaultConfirmation(verb:)`). An action whose title
    /// begins with another verb asks in the title's words: "Move money", an order because it
    /// moves money, asks "Ready to move money?", not "Ready to order?"; "Cancel a reservation"
    /// asks "Ready to cancel a reservation?", not "Ready to set it?". So does any order's title.
    public func defaultConfirmation(title: String) -> String {
        let verb = verb(of: title)
        guard verb == nil, let first = title.first, startsWithAnotherVerb(title) else {
            return defaultConfirmation(verb: verb)
        }
        // NB: "Top up my wallet" asks "Ready to top up your wallet?": the assistant speaks to the person.
        return "Ready to \(first.lowercased())\(SecondPerson.spoken(String(title.dropFirst())))?"
    }

    /// The default success response of an action titled `title`: in the words of its verb, and
    /// for a title that begins with another verb (`defaultConfirmation(title:)`) a plain "OK."
    /// where the category's words name a deed it did not do: "OK. Ordering." for "Move money",
    /// "OK. Created." for "Log a workout". "OK. Done." and "OK. Starting." say nothing wrong.
    public func defaultSuccess(title: String) -> String {
        let verb = verb(of: title)
        let namesADeed: Set<ActionCategory> = [.order, .create, .share, .search, .download]
        return verb == nil && namesADeed.contains(self) && startsWithAnotherVerb(title)
            ? "OK." : defaultSuccess(verb: verb)
    }

    /// Whether `title`, which begins with none of the category's verbs, begins with a verb of
    /// its own: any order's title, or one whose first word is a shipped title verb.
    private func startsWithAnotherVerb(_ title: String) -> Bool {
        self == .order
            || title.split(separator: " ").first.map({ LintResources.shippedTitleVerbs.contains($0.lowercased()) })
                == true
    }

    /// The confirmation question of each verb that is not its category's default.
    private static let confirmationsByVerb: [String: String] = [
        "Run": "Ready to run it?", "Go": "Ready to go?",
        "Open": "Ready to open it?",
        "Book": "Ready to book?", "Buy": "Ready to buy?",
        "Navigate": "Ready to navigate?",
        "Post": "Ready to post?", "Send": "Ready to send?",
        "Add": "Ready to add it?",
        "Find": "Ready to find it?", "Filter": "Ready to filter?",
        "Get": "Ready to get it?",
        "Request": "Ready to request it?", "Toggle": "Ready to toggle it?", "Check in": "Ready to check in?",
    ]

    /// The success response of each verb that says one of its own; the others say their
    /// category's ("OK. Downloading." for "Get").
    private static let successesByVerb: [String: String] = [
        "Book": "OK. Booking.", "Buy": "OK. Buying.",
        "Navigate": "OK. Navigating.",
        "Post": "OK. Posted.", "Send": "OK. Sent.",
        "Add": "OK. Added.",
        "Request": "OK. Requested.", "Check in": "OK. Checked in.",
    ]

    /// The default error response, used when the app gives no specific one.
    public var defaultError: String {
        switch self {
        case .order: return "Sorry, the order can't be completed."
        case .share: return "Sorry, that can't be shared right now."
        default: return "Sorry, that can't be done right now."
        }
    }

    /// The category whose verbs include `verb` (compared without case), if any.
    public static func category(forVerb verb: String) -> ActionCategory? {
        let lowered = verb.lowercased()
        return allCases.first { $0.verbs.contains { $0.lowercased() == lowered } }
    }
}
