import ErrandCatalog

extension Value {
    /// An amount in US dollars, the currency every example app charges in.
    static func dollars(_ amount: Double) -> Value { .currency(CurrencyAmount(amount: amount, code: "USD")) }
}
