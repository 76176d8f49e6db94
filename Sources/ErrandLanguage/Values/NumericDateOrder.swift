import Foundation

/// Which number comes first in a date written in numbers ("4/12"): the month, as in the United
/// States, or the day, as in most of the world.
///
/// The order is taken from the region of the request's time zone: a zone of the United States,
/// Canada, the Philippines, the Pacific islands that write dates as the US does, or China, Japan,
/// Korea and Taiwan (which write the month before the day) reads the month first; any other
/// named region (`Europe/London`, `Australia/Sydney`, `Asia/Kolkata`, `America/Sao_Paulo`) reads
/// the day first. A zone that names no region (`UTC`, `Etc/GMT+2`, a fixed offset) reads the
/// month first, as before.
enum NumericDateOrder: Sendable {
    case monthFirst, dayFirst

    /// The order of dates written in numbers in `timeZone`'s region.
    static func of(_ timeZone: TimeZone) -> NumericDateOrder {
        let identifier = timeZone.identifier
        guard let slash = identifier.firstIndex(of: "/") else { return .monthFirst }
        let area = identifier[..<slash]
        let place = String(identifier[identifier.index(after: slash)...])
        switch area {
        case "Etc", "US", "Canada", "SystemV": return .monthFirst
        case "America":
            return monthFirstAmericas.contains(place) || place.hasPrefix("Indiana/") || place.hasPrefix("Kentucky/")
                || place.hasPrefix("North_Dakota/") ? .monthFirst : .dayFirst
        case "Asia": return monthFirstAsia.contains(place) ? .monthFirst : .dayFirst
        case "Pacific": return monthFirstPacific.contains(place) ? .monthFirst : .dayFirst
        default: return .dayFirst
        }
    }

    /// Zones of the United States and of English-speaking Canada (and Puerto Rico) in `America/`.
    private static let monthFirstAmericas: Set<String> = [
        "New_York", "Chicago", "Denver", "Los_Angeles", "Phoenix", "Anchorage", "Juneau", "Sitka", "Metlakatla",
        "Yakutat", "Nome", "Adak", "Boise", "Detroit", "Menominee", "Indianapolis", "Louisville", "Puerto_Rico",
        "Toronto", "Vancouver", "Edmonton", "Winnipeg", "Halifax", "St_Johns", "Regina", "Moncton", "Glace_Bay",
        "Goose_Bay", "Whitehorse", "Dawson", "Dawson_Creek", "Fort_Nelson", "Creston", "Cambridge_Bay", "Inuvik",
        "Iqaluit", "Rankin_Inlet", "Resolute", "Swift_Current", "Atikokan", "Nipigon", "Thunder_Bay",
        "Rainy_River", "Yellowknife", "Pangnirtung",
    ]

    /// The Philippines, and the East Asian zones that write the month before the day.
    private static let monthFirstAsia: Set<String> = [
        "Manila", "Tokyo", "Seoul", "Pyongyang", "Shanghai", "Chongqing", "Harbin", "Urumqi", "Taipei",
    ]

    /// Hawaii, and the Pacific islands tied to the United States.
    private static let monthFirstPacific: Set<String> = [
        "Honolulu", "Guam", "Saipan", "Pago_Pago", "Midway", "Majuro", "Kwajalein", "Palau", "Chuuk", "Pohnpei",
        "Kosrae", "Wake", "Johnston",
    ]
}
