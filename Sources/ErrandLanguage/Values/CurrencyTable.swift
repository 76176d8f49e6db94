/// The words and symbols of currencies, and the unit Duckling gives each.
enum CurrencyTable {
    /// Phrases (as value-token texts) naming a currency, with its code or marker.
    static let phrases: [(words: [String], code: String)] = {
        var table: [([String], String)] = []
        func add(_ code: String, _ names: String...) {
            for name in names { table.append((name.split(separator: " ").map(String.init), code)) }
        }
        add("$", "$", "dollar", "dollars")
        add("cent", "cent", "cents", "c", "¢", "penny", "pennies", "pence", "sen", "paisa", "paise")
        add("EUR", "€", "eur", "euro", "euros")
        add("£", "£", "pound", "pounds", "quid")
        add("GBP", "gbp", "british pound", "british pounds", "pound sterling", "pounds sterling", "sterling")
        // NB: the country may follow the dollars, as Australians and Canadians say it: "30 dollars
        // australian", "50 dollars canadian".
        add(
            "USD", "usd", "us $", "us dollar", "us dollars", "american dollar", "american dollars", "dollars us",
            "dollars american")
        add("CAD", "cad", "canadian dollar", "canadian dollars", "dollar canadian", "dollars canadian")
        add(
            "AUD", "aud", "australian dollar", "australian dollars", "aussie dollars", "dollar australian",
            "dollars australian")
        add("NZD", "nzd", "new zealand dollar", "new zealand dollars", "dollars new zealand")
        add("SGD", "sgd", "singapore dollar", "singapore dollars", "dollars singapore")
        add("HKD", "hkd", "hong kong dollar", "hong kong dollars", "dollars hong kong")
        add("CHF", "chf", "swiss franc", "swiss francs")
        add("CNY", "cny", "rmb", "yuan", "renminbi")
        add("JPY", "jpy", "yen", "¥")
        add("KRW", "krw", "won")
        add("INR", "inr", "rs", "rs .", "rupee", "rupees", "₹")
        add("PKR", "pkr")
        add("KWD", "kwd", "kuwaiti dinar", "kuwaiti dinars")
        add("dinar", "dinar", "dinars")
        add("LBP", "lbp", "lebanese pound", "lebanese pounds")
        add(
            "EGP", "egp", "le", "l . e", "l . e .", "geneh", "egyptian pound", "egyptian pounds", "egyptianpound",
            "egyptianpounds")
        add("SAR", "sar", "saudiriyal", "saudiriyals", "saudi riyal", "saudi riyals")
        add("QAR", "qar", "qatari riyal", "qatari riyals")
        add("riyal", "riyal", "riyals")
        add("rial", "rial", "rials")
        add("AED", "aed", "emirati dirham", "emirati dirhams")
        add("dirham", "dirham", "dirhams")
        add("BGN", "bgn", "lev", "leva")
        add(
            "MYR", "myr", "rm", "ringgit", "ringgits", "malaysia ringgit", "malaysia ringgits", "malaysian ringgit",
            "malaysian ringgits")
        add("ILS", "ils", "nis", "shekel", "shekels", "sheqel", "sheqels")
        add("MNT", "mnt", "tugrik", "tugriks", "tögrög", "togrog")
        add("IDR", "idr", "rupiah", "rupiahs")
        add("BTC", "btc", "bitcoin", "bitcoins", "฿")
        add("UAH", "uah", "hryvnia", "hryvnias")
        add("RUB", "rub", "ruble", "rubles", "rouble", "roubles")
        add("SEK", "sek")
        add("NOK", "nok")
        add("DKK", "dkk")
        add("PLN", "pln", "zloty", "zlotys")
        add("ZAR", "zar", "rand")
        add("VND", "vnd", "dong")
        add("THB", "thb", "baht")
        add("PHP", "php", "peso", "pesos")
        add("MXN", "mxn")
        add("BRL", "brl", "real", "reais")
        add("TRY", "try", "lira", "liras")
        add("IQD", "iqd", "iraqi dinar", "iraqi dinars")
        add("JOD", "jod", "jordanian dinar", "jordanian dinars")
        add("OMR", "omr", "omani rial", "omani rials")
        add("BHD", "bhd", "bahraini dinar", "bahraini dinars")
        add("unknown", "buck", "bucks", "balboa", "balboas")
        return table
    }()

    /// The letters glued before "$" that name a country's dollar: "A$30", "NZ$20", "HK$5".
    static let prefixedDollars: [String: String] = [
        "a": "AUD", "au": "AUD", "nz": "NZD", "c": "CAD", "ca": "CAD", "hk": "HKD", "s": "SGD", "us": "USD",
    ]

    /// The currencies of countries that write a decimal comma and dots between thousands:
    /// beside one, "1.000" is a thousand ("1.000 €"), not one.
    static let writtenWithDecimalComma: Set<String> = [
        "EUR", "BRL", "TRY", "IDR", "VND", "DKK", "NOK", "SEK", "PLN", "RUB", "UAH", "BGN",
    ]

    /// The words of the cent marker that are a pound's hundredths ("10 pence", "50p").
    static let pence: Set<String> = ["pence", "penny", "pennies", "p"]

    /// The phrases by their first word, so a lookup only tries the few that can match.
    static let byFirstWord: [String: [(words: [String], code: String)]] = Dictionary(
        grouping: phrases, by: { $0.words.first ?? "" })
}
