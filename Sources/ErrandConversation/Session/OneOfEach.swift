import ErrandCatalog
import ErrandLanguage

/// A count of things said with what each one is: "order two lattes, one large and one small" is
/// "order a large latte and a small latte", two orders, one of each. It was one large latte
/// with "I didn't understand "two"": an order holds one size, and the count and the sizes were
/// read against each other. The words so said are taken only when each thing is a request of
/// its own (`ConversationEngine.requests(in:context:isPhrase:)`).
enum OneOfEach {
    /// `text` said as one thing after another (`"order a large latte and a small latte"`), when
    /// it says a count of two to four of a plural noun followed by as many "one …" of one or two
    /// words each, ending the request; `nil` otherwise.
    static func said(_ text: String) -> String? {
        // NB: most requests say no "one": they are not read word by word.
        guard text.lowercased().contains("one") else { return nil }
        let words = AnswerParser.words(text)
        for index in words.indices.dropLast(2) {
            guard let count = Int(words[index]) ?? NumberWords.value(of: words[index]), (2...4).contains(count),
                words[index + 1].hasSuffix("s"), words[index + 2] == "one",
                let each = kinds(in: words[(index + 2)...]), each.count == count
            else { continue }
            let thing = EnglishNouns.singular(of: words[index + 1])
            let things = each.map { kind in EnglishArticles.indefinite("\(kind.joined(separator: " ")) \(thing)") }
            return (words[..<index] + [things.joined(separator: " and ")]).joined(separator: " ")
        }
        return nil
    }

    /// The words of each "one …" of `words`, which they make up whole ("one large and one
    /// small"); `nil` when other words stand among them, or one says more than two words.
    static func kinds(in words: ArraySlice<String>) -> [[String]]? {
        var kinds: [[String]] = []
        var rest = words
        while let first = rest.first {
            if first == "and", rest.dropFirst().first == "one" { rest.removeFirst() }
            guard rest.first == "one" else { return nil }
            rest.removeFirst()
            let kind = Array(rest.prefix { $0 != "one" && $0 != "and" })
            guard (1...2).contains(kind.count) else { return nil }
            kinds.append(kind)
            rest.removeFirst(kind.count)
        }
        return kinds
    }
}
