import ErrandCatalog

extension CatalogGrammar {
    /// The words a request to each action of the catalog can begin with, by intent name: the
    /// first words of its phrases, examples and shortcut phrases ("order", "what's", "add"), in
    /// lower case. A typed everyday word at the start of a request is a slip only of one of them
    /// (`Respelling`), and a request begun by another action's word alone is not read as this
    /// one (`Understander.isLedByAnotherAction`).
    static func leadingWords(of catalog: Catalog) -> [String: Set<String>] {
        var leading: [String: Set<String>] = [:]
        for app in catalog.apps {
            for action in app.actions {
                var words: Set<String> = []
                for phrase in action.phrases {
                    if let parsed = try? TemplateParser.parse(phrase) { words.formUnion(parsed.leadingWords.words) }
                }
                // NB: an example's first word, unless a value stands there ("[Yoga](name) at 6").
                for example in action.examples {
                    guard let first = example.split(separator: " ").first, !first.hasPrefix("[") else { continue }
                    words.insert(first.lowercased())
                }
                for shortcut in app.shortcuts where shortcut.action == action.id {
                    if let first = shortcut.phrase.split(separator: " ").first { words.insert(first.lowercased()) }
                }
                leading[IntentName.of(app: app.id, action: action.id)] = words
            }
        }
        return leading
    }
}
