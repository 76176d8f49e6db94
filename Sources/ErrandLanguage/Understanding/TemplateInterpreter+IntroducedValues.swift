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
        for template in action.phrases + [action.summary?.text].compactMap(\.self) {
            let words = Placeholders.fill(template) { "{\($0)}" }.split(separator: " ")
            for (index, word) in words.enumerated() where index > 0 && word.hasPrefix("{") {
                let name = String(word.dropFirst().prefix { $0 != "}" })
                let before = words[index - 1].lowercased().filter(\.isLetter)
                guard let parameter = action.parameter(named: name) else { continue }
                let leading: [String]
                if parameter.type == .string, EnglishNouns.namingWords.contains(before) {
                    leading = EnglishNouns.namingWords.sorted()
                } else if WildcardSplitter.leadingWords.contains(before),
                    ![.string, .person, .place, .file].contains(parameter.type)
                {
                    leading = [before]
                } else {
                    continue
                }
                for word in leading where !found.contains(where: { $0.name == name && $0.word == word }) {
                    found.append((name, word))
                }
            }
        }
        return found
    }
}
