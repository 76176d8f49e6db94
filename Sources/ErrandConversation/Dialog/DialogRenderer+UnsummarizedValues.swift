import ErrandCatalog

extension DialogRenderer {
    /// The summary said at a spoken confirmation, followed by the values given that it leaves
    /// out: "Start yoga workout, with the goal twenty minutes." A person who hears the request
    /// read back before it runs hears all of it; a screen shows those values in the card's
    /// fields instead. Values left at their parameter's default, and yes/no values, are not
    /// said: the person did not give them.
    func spokenSummary(_ values: [String: Value]) -> String? {
        guard let said = summary(values, formatter: spoken, inSentence: true) else { return nil }
        let template = action.summary?.text(for: values) ?? ""
        let inSummary = Set(Placeholders.names(in: template))
        let rest = action.parameters.compactMap { parameter -> String? in
            guard !inSummary.contains(parameter.id), parameter.type != .boolean, let value = values[parameter.id],
                value != parameter.defaultValue
            else { return nil }
            let words = spoken.format(value, type: parameter.type, inSentence: true)
            guard !words.isEmpty else { return nil }
            let shown = parameter.type == .string ? "\"\(words)\"" : words
            return "the \(parameter.title.lowercased()) \(shown)"
        }
        guard !rest.isEmpty else { return said }
        return said + ", with " + spoken.list(rest, conjunction: "and")
    }
}
