import ErrandCatalog

extension Understander {
    /// Words that name the person speaking, or the assistant spoken to.
    static let speakerWords: Set<String> = ["i", "me", "myself", "us", "ourselves", "you", "yourself"]

    /// Whether `interpretation` takes the person speaking, or the assistant, as the person an
    /// action is for: "tell me the time" asks the assistant something, and is no message to a
    /// contact called "me the"; "tell you what" is no message either; "how much do i owe bob" is
    /// not what someone called "I" owes.
    func namesTheSpeaker(_ interpretation: Interpretation) -> Bool {
        guard let action = catalog.action(named: interpretation.action, in: interpretation.app) else { return false }
        return interpretation.parameters.contains { name, understood in
            guard let type = action.parameter(named: name)?.type, type == .person || type == .list(.person),
                let first = Tokenizer.tokens(of: understood.text).first(where: { $0.kind == .word })
            else { return false }
            return Self.speakerWords.contains(first.text)
        }
    }
}
