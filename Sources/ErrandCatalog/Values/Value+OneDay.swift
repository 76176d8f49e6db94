extension Value {
    /// Whether the value is a date or an instant: read from words such as "tomorrow", it means
    /// one day for good, so what is kept to be done again (a phrase, a shortcut's step) leaves
    /// it out and asks for it when it is needed.
    public var meansOneDay: Bool {
        switch self {
        case .date, .dateTime: return true
        default: return false
        }
    }
}
