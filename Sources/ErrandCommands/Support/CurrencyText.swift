import ArgumentParser
import ErrandCatalog
import Foundation

/// Reads an amount of money typed on the command line: `20 USD`, `USD 20`, `20.50 eur`,
/// `$20`, `€5`, or a plain `20` when the parameter's default names the currency.
enum CurrencyText {
    /// The currency each symbol a person types stands for.
    static let symbols: [Character: String] = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]

    /// The amount `text` says, in `defaultCode` when it gives no currency of its own.
    ///
    /// - Throws: `ValidationError` naming the parameter, quoting the text and showing the forms.
    static func amount(_ text: String, defaultCode: String?, name: String) throws -> CurrencyAmount {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var number = trimmed
        var code: String?
        if let first = trimmed.first, let symbol = symbols[first] {
            code = symbol
            number = String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)
        } else if let last = trimmed.last, let symbol = symbols[last] {
            code = symbol
            number = String(trimmed.dropLast()).trimmingCharacters(in: .whitespaces)
        } else {
            let parts = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if parts.count == 2,
                let index = parts.indices.first(where: { isCode(parts[$0]) && Double(parts[1 - $0]) != nil })
            {
                code = parts[index].uppercased()
                number = parts[1 - index]
            }
        }
        guard let amount = Double(number) else {
            throw ValidationError(
                "'\(name)': \(QuotedText.quoted(text)) is not an amount of money; write it as 20 USD, USD 20, "
                    + "20.50 EUR or $20")
        }
        guard amount.isFinite else { throw ValueText.notFinite(text, name: name) }
        guard let code = code ?? defaultCode else {
            throw ValidationError(
                "'\(name)': \(QuotedText.quoted(text)) has no currency and '\(name)' has no default one; "
                    + "give its code, e.g. \(number) USD")
        }
        return CurrencyAmount(amount: amount, code: code)
    }

    /// Whether `text` is written like an ISO 4217 code: three letters.
    private static func isCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
