/// A request that names the app it is meant for — "ask Corner to order a latte", "order a
/// latte with Corner" — split into the request itself and the app.
///
/// People may refer to an app by its name or an alternative name around any request; reading
/// the name here, once, keeps it out of every phrase template.
struct AppMention: Sendable, Hashable {
    /// The request without the app's name.
    var request: String
    /// Where `request` starts in the original text, in characters.
    var offset: Int
    /// The app named, if any.
    var app: String?

    static let leading: Set<String> = ["ask", "tell", "use"]
    static let trailing: Set<String> = ["in", "with", "using", "on", "from", "via"]

    /// The request in `text` and the app it names, reading names exactly (after normalising).
    ///
    /// - Complexity: O(n²) name look-ups over n tokens in the worst case; requests are short.
    init(_ text: String, apps: NamedValueIndex<String>) {
        let tokens = Tokenizer.tokens(of: text).filter(\.isWordLike)
        var first = 0
        var last = tokens.count
        var app: String?
        // "ask <app> to …"
        if let head = tokens.first, Self.leading.contains(head.text),
            let to = tokens.indices.dropFirst(2).first(where: { tokens[$0].text == "to" }),
            to + 1 < tokens.count,
            let named = apps.exactMatches(for: tokens[1..<to].map(\.text).joined(separator: " ")).first
        {
            app = named
            first = to + 1
        }
        // "… with <app>"
        for index in stride(from: last - 2, to: first, by: -1) where Self.trailing.contains(tokens[index].text) {
            let name = tokens[(index + 1)..<last].map(\.text).joined(separator: " ")
            guard let named = apps.exactMatches(for: name).first, app == nil || app == named else { continue }
            app = named
            last = index
            break
        }
        guard app != nil, first < last else {
            self.init(request: text, offset: 0, app: nil)
            return
        }
        let start = tokens[first].range.lowerBound
        let end = tokens[last - 1].range.upperBound
        self.init(request: String(text[start..<end]), offset: tokens[first].offsets.lowerBound, app: app)
    }

    init(request: String, offset: Int, app: String?) {
        self.request = request
        self.offset = offset
        self.app = app
    }
}
