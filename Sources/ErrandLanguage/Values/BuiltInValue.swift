import ErrandCatalog
import Foundation

/// A value of one of the built-in dimensions, read from words such as "two and a half",
/// "tomorrow at 7 pm" or "$2.50".
///
/// The shapes follow Duckling's conventions: money and temperatures may be exact, a range or a
/// bound; durations keep the unit they were said in; times are an instant or an interval with a
/// grain.
public enum BuiltInValue: Sendable, Hashable {
    /// A cardinal number ("twenty one", "1.5k", "a dozen").
    case number(Double)
    /// An ordinal ("third", "42nd").
    case ordinal(Int)
    /// A length of time ("an hour and a half").
    case duration(DurationValue)
    /// An amount of money ("$2.50", "between 10 and 20 dollars").
    case money(MoneyValue)
    /// A temperature ("70 degrees fahrenheit").
    case temperature(TemperatureValue)
    /// A length, in the unit said ("5 miles", "a 10k").
    case distance(Distance)
    /// A percentage ("15%", "fifteen percent"); the value is the number said (15, not 0.15).
    case percentage(Double)
    /// A date, a time, or an interval of them, resolved against a reference time.
    case time(TimeValue)

    /// The dimension the value belongs to.
    public var dimension: ValueDimension {
        switch self {
        case .number: .number
        case .ordinal: .ordinal
        case .duration: .duration
        case .money: .money
        case .temperature: .temperature
        case .distance: .distance
        case .percentage: .percentage
        case .time: .time
        }
    }
}

/// The kinds of built-in values the recognizer knows.
public enum ValueDimension: String, Sendable, Hashable, CaseIterable, Codable {
    case number, ordinal, duration, money, temperature, distance, percentage, time
}

/// A quantity that is exact, a range, or bounded on one side ("under seven euros").
public enum Amount: Sendable, Hashable {
    /// Exactly this value.
    case exact(Double)
    /// From the first value to the second, both included.
    case between(Double, Double)
    /// At least this value ("over 1.42 dollars").
    case atLeast(Double)
    /// At most this value ("under seven euros").
    case atMost(Double)
}

/// An amount of money with its currency.
///
/// `currency` is an ISO 4217 code where the words name one ("euros" is `EUR`), otherwise an
/// ambiguous marker as Duckling writes it: `$`, `£`, `cent`, `dinar`, `dirham`, `rial`, `riyal`,
/// `unknown`.
public struct MoneyValue: Sendable, Hashable {
    public var amount: Amount
    public var currency: String

    public init(amount: Amount, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}

/// A temperature with the unit that was said.
public struct TemperatureValue: Sendable, Hashable {
    /// The unit of a temperature; `degree` when only "degrees" or "°" was said.
    public enum Unit: String, Sendable, Hashable {
        case celsius, fahrenheit, kelvin, degree
    }

    public var amount: Amount
    public var unit: Unit

    public init(amount: Amount, unit: Unit) {
        self.amount = amount
        self.unit = unit
    }
}

/// A length of time in the unit it was said in, or the finest unit of a compound
/// ("1 hour and 30 seconds" is 3630 seconds).
public struct DurationValue: Sendable, Hashable {
    public var value: Double
    public var unit: TimeGrain

    public init(value: Double, unit: TimeGrain) {
        self.value = value
        self.unit = unit
    }

    /// The length in seconds, or `nil` for months, quarters and years, whose length varies.
    public var seconds: Double? {
        switch unit {
        case .month, .quarter, .year: nil
        default: value * Double(unit.nominalSeconds)
        }
    }
}

/// The units of calendar time, from finest to coarsest.
public enum TimeGrain: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case second, minute, hour, day, week, month, quarter, year

    /// The position of the grain from finest (0) to coarsest.
    public var rank: Int {
        switch self {
        case .second: 0
        case .minute: 1
        case .hour: 2
        case .day: 3
        case .week: 4
        case .month: 5
        case .quarter: 6
        case .year: 7
        }
    }

    /// A nominal length in seconds (a month is 30 days, a quarter 90, a year 365).
    public var nominalSeconds: Int {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86_400
        case .week: 604_800
        case .month: 2_592_000
        case .quarter: 7_776_000
        case .year: 31_536_000
        }
    }

    public static func < (lhs: TimeGrain, rhs: TimeGrain) -> Bool { lhs.rank < rhs.rank }
}
