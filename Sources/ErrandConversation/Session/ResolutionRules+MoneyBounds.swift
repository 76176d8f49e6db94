import ErrandCatalog
import Foundation

extension ResolutionRules {
    /// The currency a money parameter's `min` and `max` are in: the one written with them
    /// (`max: 500 USD`), else its default's, else the person's own (`own`), which an amount said
    /// without a currency is in too.
    static func boundCurrency(of parameter: ParameterDefinition, own: String) -> String {
        if case .currency(let code)? = parameter.boundUnit { return code }
        if case .currency(let amount)? = parameter.defaultValue { return amount.code.uppercased() }
        return own.uppercased()
    }

    /// Why `money` is refused where `parameter`'s bounds are in `currency` and it is not, or
    /// `nil` when it is in that currency (or the parameter has no bounds): "Sorry, I can only
    /// take the amount in US dollars: it must be between $0.01 and $500."
    ///
    /// NB: there are no exchange rates to compare with (Errand answers offline), and a bound is
    /// the app's promise that no amount beyond it reaches the handler: €600 is neither let
    /// through unchecked nor compared as if it were $600.
    static func otherCurrencyRefusal(
        _ money: CurrencyAmount, for parameter: ParameterDefinition, boundsIn currency: String,
        formatter: ValueFormatter
    ) -> Refusal? {
        guard money.code.uppercased() != currency else { return nil }
        let written = { (number: Double) in formatter.format(.currency(CurrencyAmount(amount: number, code: currency)))
        }
        let limit: String
        switch (parameter.minimum, parameter.maximum) {
        case (let low?, let high?): limit = "between \(written(low)) and \(written(high))"
        case (let low?, nil): limit = "at least \(written(low))"
        case (nil, let high?): limit = "at most \(written(high))"
        case (nil, nil): return nil
        }
        let subject = valueSubject(of: parameter)
        let object = subject == "It" ? "it" : "the " + countedTitle(of: parameter)
        let name = currencyNames[currency] ?? currency
        return Refusal("Sorry, I can only take \(object) in \(name): it must be \(limit).")
    }

    /// Currencies by a name that tells them apart from others of the same word ("US dollars").
    private static let currencyNames: [String: String] = [
        "USD": "US dollars", "CAD": "Canadian dollars", "AUD": "Australian dollars", "NZD": "New Zealand dollars",
        "EUR": "euros", "GBP": "pounds sterling", "JPY": "yen", "INR": "rupees",
    ]
}
