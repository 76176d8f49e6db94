extension TypeDefinition {
    /// This type with each listed value also said as the synonyms of the app's vocabulary term
    /// that names it: the term "Rainy day fund", said as "rainy day pot",
    /// makes "move 50 dollars to the rainy day pot" the Rainy day fund account. The guidelines
    /// define custom vocabulary as terms people use "to help resolve requests"; a term names a
    /// value when it is the value's title or one of its synonyms, in any case. (Pronunciations say
    /// how a term sounds, for speech; written out as words they name nothing.)
    public func saying(_ vocabulary: [VocabularyTerm]) -> TypeDefinition {
        guard !vocabulary.isEmpty else { return self }
        let said = { (names: [String]) -> [String] in
            let folded = Set(names.map { $0.lowercased() })
            var more: [String] = []
            for term in vocabulary where folded.contains(term.term.lowercased()) {
                for name in term.synonyms
                where !folded.contains(name.lowercased())
                    && !more.contains(where: { $0.lowercased() == name.lowercased() })
                {
                    more.append(name)
                }
            }
            return more
        }
        var copy = self
        switch kind {
        case .enumeration(var cases):
            for index in cases.indices { cases[index].synonyms += said([cases[index].title] + cases[index].synonyms) }
            copy.kind = .enumeration(cases)
        case .entity(var values, let dynamic):
            for index in values.indices {
                values[index].synonyms += said([values[index].title] + values[index].synonyms)
            }
            copy.kind = .entity(values: values, dynamic: dynamic)
        }
        return copy
    }
}
