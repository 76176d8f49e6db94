extension ParameterDefinition {
    /// The words that name what the parameter asks for rather than one of its values: its title
    /// and its declared type's name ("TaskList" as "task list"), lowercased, singular and plural
    /// ("coffee", "coffees").
    ///
    /// "Order a coffee" names the Coffee parameter without choosing a drink; understanding and
    /// resolution read such words as no value, so the person is asked which one instead of
    /// being told that "coffee" is not on the menu.
    public var nouns: Set<String> {
        var names = [title]
        if case .custom(let name) = type { names.append(Self.spacedWords(name)) }
        names += Self.typeNouns[Self.kind(of: type)] ?? []
        var nouns: Set<String> = []
        for name in names {
            let noun = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
            guard !noun.isEmpty else { continue }
            nouns.formUnion([noun, noun + "s"])
        }
        return nouns
    }

    /// The words people use for what values of a built-in type are: "send money to bob" names
    /// the amount without saying how much.
    private static let typeNouns: [String: [String]] = [
        "currency": ["money", "cash", "buck", "quid", "dollar", "euro", "pound"], "duration": ["time"],
        "temperature": ["temperature"], "distance": ["distance"],
        "integer": ["number"], "decimal": ["number"],
    ]

    /// The name `typeNouns` files a type under.
    private static func kind(of type: ValueType) -> String {
        switch type {
        case .currency: return "currency"
        case .duration: return "duration"
        case .temperature: return "temperature"
        case .distance: return "distance"
        case .integer: return "integer"
        case .decimal: return "decimal"
        default: return ""
        }
    }

    /// "TaskList" → "Task List".
    static func spacedWords(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, let last = result.last, last.isLowercase { result.append(" ") }
            result.append(character)
        }
        return result
    }

    /// What a value of this parameter is, said after "as": "the size", or the name of its type
    /// when the title leads its value instead of naming it ("a member", "members" for "Paid by",
    /// "Split among"; not "the split among").
    public var valueNoun: String {
        guard SummaryReading.titleLeadsItsValue(title) else { return "the \(title.lowercased())" }
        guard let name = type.customTypeName else { return type.isPeople ? "a person" : "that" }
        let noun = Self.spacedWords(name).lowercased()
        if case .list = type { return EnglishNouns.plural(of: noun) }
        return EnglishArticles.agreeing(text: "a " + noun)
    }
}
