/// An amount said as people say prices, dollars then cents with no word between: "twelve
/// fifty" is 12.50, "five twenty-five" 5.25, "4 99" 4.99.
///
/// Read only where an amount of money is wanted with no currency word, and only when the words
/// divide into dollars (1 to 99) then cents (10 to 99): "twelve hundred" and "twenty five" do
/// not, and stay numbers.
public enum PriceWords {
    /// The amount `text` says as dollars then cents, or `nil`.
    ///
    /// - Parameter number: reads words as one number ("twelve", "fifty").
    public static func amount(in text: String, number: (String) -> Double?) -> Double? {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        guard words.count >= 2, words.count <= 4 else { return nil }
        for cut in 1..<words.count {
            guard let units = number(words[..<cut].joined(separator: " ")),
                let cents = number(words[cut...].joined(separator: " ")),
                units == units.rounded(), cents == cents.rounded(), (1...99).contains(units), (10...99).contains(cents)
            else { continue }
            return units + cents / 100
        }
        return nil
    }
}
