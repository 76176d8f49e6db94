/// The English words for numbers and ordinals the recognizers read.
enum NumberWords {
    /// "zero" to "nine".
    static let units: [String: Int] = [
        "zero": 0, "naught": 0, "nought": 0, "nil": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9,
    ]
    /// "ten" to "nineteen".
    static let teens: [String: Int] = [
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    /// "twenty" to "ninety".
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]
    /// Words that multiply what comes before them, including the Indian lakh and crore.
    static let multipliers: [String: Double] = [
        "thousand": 1e3, "thousands": 1e3, "k": 1e3, "million": 1e6, "millions": 1e6, "billion": 1e9,
        "billions": 1e9, "trillion": 1e12, "trillions": 1e12, "lakh": 1e5, "lakhs": 1e5, "lac": 1e5, "lacs": 1e5,
        "lkh": 1e5, "lkhs": 1e5, "crore": 1e7, "crores": 1e7, "cr": 1e7, "krore": 1e7, "krores": 1e7, "kr": 1e7,
        "dozen": 12, "dozens": 12,
    ]
    /// "hundred" after digits: "2 hundred" is 200 (in words "two hundred" is read as a group).
    static let hundreds: [String: Double] = ["hundred": 100, "hundreds": 100]
    /// Letters glued to digits that scale them: "10k", "1.2M", "3G".
    static let suffixes: [String: Double] = ["k": 1e3, "m": 1e6, "g": 1e9, "b": 1e9, "bn": 1e9, "mn": 1e6]
    /// Ordinal words below twenty, and the round tens.
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
        "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70, "eightieth": 80,
        "ninetieth": 90, "hundredth": 100, "thousandth": 1000,
    ]
    /// Suffixes of digit ordinals: "1st", "2nd", "3rd", "4th".
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// Tens glued to units: "twentyone" is 21.
    private static let gluedCardinals: [String: Int] = Dictionary(
        tens.flatMap { ten, tenValue in
            units.filter { $0.value > 0 }.map { unit, unitValue in (ten + unit, tenValue + unitValue) }
        }, uniquingKeysWith: { first, _ in first })

    /// Tens glued to unit ordinals: "thirtyfirst" is 31.
    private static let gluedOrdinals: [String: Int] = Dictionary(
        tens.flatMap { ten, tenValue in
            ordinals.filter { $0.value < 10 }.map { unit, unitValue in (ten + unit, tenValue + unitValue) }
        }, uniquingKeysWith: { first, _ in first })

    /// The cardinal value of a tens word glued to a unit ("twentyone" is 21).
    static func gluedCardinal(_ word: String) -> Int? { gluedCardinals[word] }

    /// The ordinal value of a tens word glued to a unit ordinal ("thirtyfirst" is 31).
    static func gluedOrdinal(_ word: String) -> Int? { gluedOrdinals[word] }
}
