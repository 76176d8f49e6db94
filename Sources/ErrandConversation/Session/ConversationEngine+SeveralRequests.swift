import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The most requests one utterance is taken to make.
    static let requestLimit = 4
    /// The most separators an utterance split into requests has: one with more (a long dictated
    /// list) is read whole, so the readings the split costs stay bounded.
    static let separatorLimit = 12

    /// The requests `text` makes one after another, in the order said: "play some jazz and text
    /// amy I'm on my way" is two, "play rock and roll" is one. `[text]` when it makes one.
    ///
    /// An utterance is split at a separator (`RequestSeparator`) only when the words on each side
    /// are a request of their own — a person's own phrase (`isPhrase`), a phrase template of an
    /// app, or a reading of the model as sure as a new request said mid-question, with every word
    /// read — so a separator inside a name, a title or a message stays in it ("amy and bob",
    /// "text amy saying hi and bye"). Never split:
    /// - at a separator a phrase template reads as its own word (not inside a value);
    /// - where the words after it say more of the same action without its phrase ("send a
    ///   message to amy and bob saying hi"), unless they name another of the choices a parameter
    ///   takes one of: "order a large latte and a small mocha" is two orders, one coffee each.
    ///
    /// Words left unread keep a side from being a request, except a word for a choice the app
    /// does not offer (`unofferedChoice`): "order a medium latte and a small mocha" is two
    /// orders, the first of which says there's no medium size (it was one mocha, with "I
    /// didn't understand "medium"").
    ///
    /// - Complexity: nothing more for an utterance without a separator; otherwise a reading of the
    ///   whole and of the words between any two of its separators, at most `separatorLimit`.
    public func requests(
        in text: String, context: RequestContext, isPhrase: (String) -> Bool = { _ in false }
    ) -> [String] {
        // NB: "two lattes, one large and one small" is a large latte and a small one, when each
        // is a request of its own ("we need two tickets, one adult one child" stays a message).
        if !isPhrase(text), let each = OneOfEach.said(text) {
            let split = requests(in: each, context: context, isPhrase: isPhrase)
            if split.count > 1 { return split }
        }
        let separators = RequestSeparator.all(in: text)
        guard !separators.isEmpty, separators.count <= Self.separatorLimit, !isPhrase(text) else { return [text] }
        // NB: "play jazz, no, play the blues" is one request corrected, not two (`SelfCorrection`).
        if let correction = SelfCorrection(in: text), correctedRequest(correction, context: context) != nil {
            return [text]
        }
        let whole = bestInterpretation(of: text, context: context, pending: nil)
        if let whole, let distributed = distributed(text, whole: whole, context: context) { return distributed }
        let open = separators.filter { separator in whole.map { !Self.reads(separator, asWordOf: $0) } ?? true }
        var parts: [String: RequestPart?] = [:]
        func part(_ words: String) -> RequestPart? {
            if let known = parts[words] { return known }
            let found = requestPart(words, context: context, isPhrase: isPhrase)
            parts[words] = found
            return found
        }
        // NB: words that are no request alone may be one with the first request's lead: "gym
        // saturday at 9" of "add dentist friday at 3 and gym saturday at 9" (`RequestPart.isCarried`).
        func piece(_ words: String, lead: (words: String, part: RequestPart)?) -> (String, RequestPart)? {
            if let found = part(words) { return (words, found) }
            guard let lead else { return nil }
            let carried = lead.words + " " + words
            return part(carried).flatMap { lead.part.isCarried(into: $0, after: lead.words) ? (carried, $0) : nil }
        }
        func split(from start: String.Index, count limit: Int, lead: (words: String, part: RequestPart)?)
            -> [(String, RequestPart)]?
        {
            for separator in open where separator.leftEnd > start {
                let said = text[start..<separator.leftEnd].trimmingCharacters(in: .whitespaces)
                guard let (left, first) = piece(said, lead: lead) else { continue }
                let lead = lead ?? first.lead(of: left).map { ($0, first) }
                if limit > 2, let rest = split(from: separator.rightStart, count: limit - 1, lead: lead),
                    first.mayPrecede(rest[0].1)
                {
                    return [(left, first)] + rest
                }
                let rest = text[separator.rightStart...].trimmingCharacters(in: .whitespaces)
                if let (right, second) = piece(rest, lead: lead), first.mayPrecede(second) {
                    return [(left, first), (right, second)]
                }
            }
            return nil
        }
        guard let found = split(from: text.startIndex, count: Self.requestLimit, lead: nil) else { return [text] }
        return Self.pointingBack(found)
    }

    /// The requests `text` stands for when it names several values of one parameter of
    /// `whole` together with "and" (`ConjoinedValues`): one for each value, in the order said,
    /// when each reads as the same action with its value ("turn off the kitchen and bedroom
    /// lights" turns off each room's). The action takes one value; reading one of them alone
    /// would drop the others without a word, and asking which would ask the person to choose
    /// between two things they asked for.
    private func distributed(_ text: String, whole: Interpretation, context: RequestContext) -> [String]? {
        guard let conjoined = understanding.conjoinedValues(in: text, reading: whole, orToo: false) else {
            return nil
        }
        return distributed(text, over: conjoined, whole: whole, context: context)
    }

    /// The requests `text` stands for, one for each value of `conjoined`, when there are no
    /// more than `requestLimit` and each reads as the action of `whole` with its value.
    func distributed(
        _ text: String, over conjoined: ConjoinedValues, whole: Interpretation, context: RequestContext
    ) -> [String]? {
        guard conjoined.members.count <= Self.requestLimit else { return nil }
        let requests = conjoined.distributed(over: text)
        let readAlike = requests.allSatisfy { request in
            guard let reading = bestInterpretation(of: request, context: context, pending: nil) else { return false }
            return reading.app == whole.app && reading.action == whole.action
                && reading.parameters[conjoined.parameter] != nil
        }
        return readAlike ? requests : nil
    }

    /// Whether a template reading of the whole utterance reads `separator` as one of its own
    /// words: "and" of a phrase "… and …", not inside a value.
    private static func reads(_ separator: RequestSeparator, asWordOf whole: Interpretation) -> Bool {
        guard whole.source != .model else { return false }
        return !whole.parameters.values.contains { value in
            guard let offsets = value.offsets else { return false }
            return offsets.lowerBound <= separator.offsets.lowerBound
                && separator.offsets.upperBound <= offsets.upperBound
        }
    }

    /// What `words` ask for when they are a request of their own, else `nil`.
    private func requestPart(_ words: String, context: RequestContext, isPhrase: (String) -> Bool) -> RequestPart? {
        guard !words.isEmpty else { return nil }
        if isPhrase(words) { return RequestPart(action: nil, byModel: false, choices: [:], values: [:]) }
        // NB: "order my usual" is a request when the words around the usual are one, or nothing.
        if let usual = UsualWords.offsets(in: words) {
            let rest = words.removingCharacters(in: [usual]) ?? words
            if AnswerParser.words(rest).allSatisfy(UsualWords.courtesy.contains) {
                return RequestPart(action: nil, byModel: false, choices: [:], values: [:])
            }
            return readingOrVerbAlone(of: rest, context: context).map {
                RequestPart(action: $0.app + "/" + $0.action, byModel: false, choices: [:], values: [:])
            }
        }
        guard let reading = bestInterpretation(of: words, context: context, pending: nil),
            let app = catalog.app(reading.app), let action = app.action(named: reading.action),
            reading.unreadWords.allSatisfy({ unread in
                unofferedChoice(in: [unread], action: action, app: app, values: reading.parameters.mapValues(\.value))
                    != nil
            }),
            isSure(reading) || isSure(reading, withoutUnoffered: words, context: context)
        else { return nil }
        var choices: [String: Value] = [:]
        var endsInText = false
        for (name, slot) in reading.parameters {
            switch action.parameter(named: name)?.type {
            case .custom?: choices[name] = slot.value
            case .string?: endsInText = endsInText || slot.offsets?.upperBound == words.count
            default: break
            }
        }
        let first = AnswerParser.words(String(words.prefix(16))).first ?? ""
        return RequestPart(
            action: reading.app + "/" + reading.action, byModel: reading.source == .model, choices: choices,
            values: reading.parameters, endsInText: endsInText,
            startsWithAPronoun: RequestPart.pronouns.contains(first))
    }
}

extension ConversationEngine {
    /// Whether `words`, read as `reading` with words for choices the app does not offer, are
    /// read as surely as a request without those words, as the same action: "a medium latte" is
    /// as sure as "a latte", though the unread "medium" lowers the model's confidence.
    fileprivate func isSure(_ reading: Interpretation, withoutUnoffered words: String, context: RequestContext)
        -> Bool
    {
        guard !reading.unreadWords.isEmpty else { return false }
        guard let said = words.removingCharacters(in: reading.unreadWords.map(\.offsets)),
            let without = bestInterpretation(of: said, context: context, pending: nil)
        else { return false }
        return without.app == reading.app && without.action == reading.action && isSure(without)
    }
}

/// One request of several said together: its app and action (`nil` for a person's own phrase),
/// whether only the model read it, the values it chose of parameters that take one of a list of
/// choices, and every value read, with its words.
struct RequestPart {
    var action: String?
    var byModel: Bool
    var choices: [String: Value]
    var values: [String: UnderstoodValue]
    /// Whether its last words are a text the person dictates (a message, a note).
    var endsInText = false
    /// Whether its first word is a person ("i have to pick up the kids at 3:45"): words a person
    /// dictates, more than a request to the assistant.
    var startsWithAPronoun = false

    /// The words that start a sentence about someone rather than a request.
    static let pronouns: Set<String> = [
        "i", "i'm", "im", "i've", "i'll", "i'd", "we", "we're", "we've", "we'll", "you", "you're", "he", "he's",
        "she", "she's", "they", "they're", "it", "it's", "its", "my", "our", "your", "his", "her", "their",
    ]

    /// Whether `next` is a request of its own after this one, not more words of this one: the
    /// same action read by the model alone ("… and bob saying hi") says more of this request,
    /// unless it names another choice of a parameter this one chose ("… and a small mocha").
    /// After a dictated text, words about someone go on with it: "text bob saying I'm late, and
    /// then I have to pick up the kids at 3:45" is one message, not a message and an event.
    func mayPrecede(_ next: RequestPart) -> Bool {
        if endsInText, next.startsWithAPronoun { return false }
        guard next.byModel, action != nil, action == next.action else { return true }
        return next.choices.contains { name, value in choices[name].map { $0 != value } ?? false }
    }
}
