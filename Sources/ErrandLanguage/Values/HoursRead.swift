/// The hours an hour said without am or pm is read in: the daytime, as a person asking an
/// assistant means it ("tomorrow at 5" is 5 PM); the morning, when the request is about waking
/// up or breakfast ("wake me up at 7", said at 6 PM, is 7 AM); the evening, when it is about
/// an evening meal ("dinner friday at 7" is at 7 PM); or a restaurant's hours, 11 AM to 11 PM,
/// when it is about a table ("a table for two friday at 8" is at 8 PM, "at 11" is for lunch).
public enum HoursRead: Sendable, Equatable {
    case daytime
    case morning
    case evening
    case dining

    /// The hours of the day, in seconds after midnight, read in: 7 AM to 7 PM, midnight to noon,
    /// noon to midnight, or 11 AM to 11 PM.
    var seconds: Range<Int> {
        switch self {
        case .daytime:
            let hours = ValueRecognitionConfiguration.daytimeHours
            return hours.lowerBound * 3600..<hours.upperBound * 3600
        case .morning: return 0..<12 * 3600
        case .evening: return 12 * 3600..<24 * 3600
        case .dining: return 11 * 3600..<23 * 3600
        }
    }

    /// The hour of the day `hour`, said on a 12-hour clock without am or pm (1 to 12), means:
    /// in the daytime 5 is 17 and 9 is 9; in the morning 5 is 5; in the evening 9 is 21; at a
    /// table 7 is 19 and 11 is 11. Twelve is noon in each.
    public func hour(_ hour: Int) -> Int {
        let morning = hour % 12
        if hour % 12 == 0 { return 12 }
        return seconds.contains(morning * 3600) ? morning : morning + 12
    }
}
