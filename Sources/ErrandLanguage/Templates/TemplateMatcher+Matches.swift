extension TemplateMatcher {
    /// The best match of each template that matches `text`, best first in hassil's order, at
    /// most `limit` of them.
    ///
    /// For callers that check the matched values further (an app catalog reads a wildcard's
    /// words as a date or an amount) and must fall back to the next match when they are not one.
    ///
    /// `alsoSkipping` are words skipped in this text besides the grammar's skip words.
    ///
    /// - Complexity: as `bestMatch(for:context:)`, plus sorting the matches found.
    public func matches(
        for text: String, context: [String: TemplateValue] = [:], limit: Int = 8, alsoSkipping: Set<String> = []
    ) -> [TemplateMatch] {
        let input = prepare(text, alsoSkipping: alsoSkipping)
        guard input.count > 0, limit > 0 else { return [] }
        var search = TemplateSearch(matcher: self, input: input, context: context)
        var found: [(order: Int, score: MatchScore, match: TemplateMatch)] = []
        for candidate in candidates(for: input) {
            let template = templates[Int(candidate)]
            guard search.groupAdmits(template.group), let result = search.match(template) else { continue }
            var match = result.match
            match.literalCharacters = Int(result.score.literal)
            found.append((found.count, result.score, match))
        }
        found.sort { $0.score.isBetter(than: $1.score) || (!$1.score.isBetter(than: $0.score) && $0.order < $1.order) }
        return found.prefix(limit).map(\.match)
    }
}
