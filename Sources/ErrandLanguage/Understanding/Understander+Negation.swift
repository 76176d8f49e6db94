extension Understander {
    /// Whether `request` says not to do something ("don't order a latte", "do not play jazz"):
    /// it asks for no action, where reading it as the action it names would do just what the
    /// person said not to. "don't forget to…" and "don't let me forget to…" ask for a reminder,
    /// and are read as any request.
    public static func saysNotTo(_ request: String) -> Bool {
        // NB: most requests start with another letter, which says so without tokenizing.
        guard let initial = request.first(where: \.isLetter), "dDnN".contains(initial) else { return false }
        let words = Tokenizer.tokens(of: request).filter { $0.kind == .word }.prefix(4).map(\.text)
        let rest: ArraySlice<String>
        switch words.first {
        case "don't", "dont", "never": rest = words.dropFirst()
        case "do" where words.dropFirst().first == "not": rest = words.dropFirst(2)
        default: return false
        }
        return rest.first != "forget" && Array(rest.prefix(3)) != ["let", "me", "forget"]
    }
}
