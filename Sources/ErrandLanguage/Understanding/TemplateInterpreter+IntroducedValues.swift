import ErrandCatalog

extension TemplateInterpreter {
    /// The typed parameters of `action` that one of its phrases or its summary writes after a
    /// preposition, with the preposition: ("passengers", "for") of "i need a car to
    /// {destination} for {passengers}", ("carrier", "with") of "Track package {tracking} with
    /// {carrier}". Text, people, places and files are left out, as any words read as them; but
    /// text written after a word that names it is in, with every such word: ("name", "called")
    /// and ("name", "named") of "add a package {tracking} called {name}".
    static func introducedValues(of action: ActionDefinition) -> [(name: String, word: String)] {
        var found: [(name: String, word: String)] = []
        for (parameter, before) in wordsBeforeParameters(of: action) {
            let leading: [String]
            if parameter.type == .string, EnglishNouns.namingWords.contains(before) {
                leading = EnglishNouns.namingWords.sorted()
            } else if WildcardSplitter.leadingWords.contains(before), takesTypedValue(parameter) {
                leading = [before]
            } else {
                continue
            }
            for word in leading where !found.contains(where: { $0.name == parameter.id && $0.word == word }) {
                found.append((parameter.id, word))
            }
        }
        return found
    }

    /// The text parameters of `action` one of its phrases writes after a preposition, with it:
    /// ("note", "for") of "pay {payee} {amount} [for {note}]". A text may hold any preposition,
    /// so these are split off the end of a typed value only when its words do not read without
    /// them: "pay 20 dollars for pizza" is twenty dollars with the note "pizza".
    static func introducedTexts(of action: ActionDefinition) -> [(name: String, word: String)] {
        var found: [(name: String, word: String)] = []
        for (parameter, before) in wordsBeforeParameters(of: action)
        where parameter.type == .string && WildcardSplitter.leadingWords.contains(before)
            && !found.contains(where: { $0.name == parameter.id && $0.word == before })
        {
            found.append((parameter.id, before))
        }
        return found
    }

    /// Whether `parameter` takes a value of a type other than text, a person, a place or a file:
    /// one that only some words read as (a time, an amount, a listed choice), where any words
    /// read as those four.
    static func takesTypedValue(_ parameter: ParameterDefinition) -> Bool {
        ![.string, .person, .place, .file].contains(parameter.type)
    }

    /// Each parameter a phrase or the summary of `action` writes after another word, with that
    /// word in lower case, letters only.
    private static func wordsBeforeParameters(of action: ActionDefinition) -> [(ParameterDefinition, String)] {
        var found: [(ParameterDefinition, String)] = []
        for template in action.phrases + [action.summary?.text].compactMap(\.self) {
            let words = Placeholders.fill(template) { "{\($0)}" }.split(separator: " ")
            for (index, word) in words.enumerated() where index > 0 && word.hasPrefix("{") {
                let name = String(word.dropFirst().prefix { $0 != "}" })
                guard let parameter = action.parameter(named: name) else { continue }
                found.append((parameter, words[index - 1].lowercased().filter(\.isLetter)))
            }
        }
        return found
    }
}

extension TemplateInterpreter {
    /// The parameters of `action` whose values `app` lists in its manifest: enum cases, and
    /// entities it does not supply at run time. Any preposition may introduce one of their
    /// values at the end of a wildcard ("borrow dune as an audiobook", "reserve middlemarch at
    /// the main branch"), as no one names a book by a format or a branch that follows it.
    static func listedParameters(of action: ActionDefinition, in app: AppDefinition) -> [String] {
        action.parameters.compactMap { parameter in
            guard case .custom(let name) = parameter.type, let type = app.type(named: name), !type.isDynamicEntity
            else { return nil }
            return parameter.id
        }
    }

    /// `slots`, with the values of `introduced` split off the end of the wildcard at `head`,
    /// each after its word, and those of `listed` after any preposition when the words are
    /// wholly one of the values the app lists (`isListedName`, an article before them left
    /// out). Each value is split off the same wildcard, from its end back, as long as one is:
    /// "chicago on december 3 | for 2 nights | for 3 guests".
    func splittingIntroduced(
        _ slots: [MatchedSlot], of text: String, introduced: [(name: String, word: String)], listed: [String],
        wildcard head: Int?, read: (MatchedSlot) -> Value?, isListedName: (MatchedSlot) -> Bool
    ) -> [MatchedSlot] {
        var slots = slots
        let readsAsListed = { (slot: MatchedSlot) -> Value? in
            var bare = slot
            bare.text = SlotValueReader.withoutOwnWords(slot.text, nouns: []).first ?? slot.text
            return isListedName(bare) ? read(slot) : nil
        }
        var splits = true
        while splits {
            splits = false
            let wanted = { (name: String) in !slots.contains(where: { $0.name == name }) }
            let pairs =
                introduced.filter { wanted($0.name) }.map { ($0.name, $0.word, false) }
                + listed.filter(wanted).flatMap { name in Self.listedValueLeads.map { (name, $0, true) } }
            for (name, word, exactly) in pairs where wanted(name) {
                let split = WildcardSplitter.splittingTrailingValues(
                    slots, of: text, into: [name], introducedBy: word, wildcard: head,
                    read: exactly ? readsAsListed : read, isListedName: isListedName)
                if split.count > slots.count { splits = true }
                slots = split
            }
        }
        return slots
    }

    /// The prepositions that may lead a listed value no phrase writes: "as an audiobook", "in
    /// print", "at the main branch", "with oat milk".
    static let listedValueLeads = ["as", "in", "at", "on", "with", "for", "from", "by", "to"]
}
