import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// Dates as ISO 8601 text read by `LocalTime(validating:)`: a day the month lacks, a date
    /// without a time or an offset beyond ±18:00 is refused at its key with what is wrong,
    /// never moved to a neighbouring time.
    public static var localTime: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            do {
                return Date(timeIntervalSince1970: try LocalTime(validating: text).instant)
            } catch {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
            }
        }
    }
}
