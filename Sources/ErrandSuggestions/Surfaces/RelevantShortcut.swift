import Foundation

/// A shortcut for the watch face, with when and where it matters.
public struct RelevantShortcut: Sendable, Hashable, Codable, Identifiable {
    public var id: String { shortcut.id }
    public var shortcut: SuggestedShortcut
    /// Empty means "whenever"; otherwise the shortcut shows when any provider holds.
    public var relevance: [RelevanceProvider]
    /// A title for the watch face, when shorter than the shortcut's.
    public var watchTitle: String?

    public init(shortcut: SuggestedShortcut, relevance: [RelevanceProvider] = [], watchTitle: String? = nil) {
        self.shortcut = shortcut
        self.relevance = relevance
        self.watchTitle = watchTitle
    }
}

/// When or where a relevant shortcut matters.
public enum RelevanceProvider: Sendable, Hashable, Codable {
    /// Between two instants.
    case dateInterval(start: Date, end: Date)
    /// Within `radius` metres of a place.
    case place(latitude: Double, longitude: Double, radius: Double)
    /// A daily routine situation.
    case dailyRoutine(DailyRoutine)

    /// Morning (05:00–11:59) or evening (17:00–22:59), in the person's local time.
    public enum DailyRoutine: String, Sendable, Hashable, Codable, CaseIterable {
        case morning, evening

        public func contains(hour: Int) -> Bool {
            switch self {
            case .morning: return (5..<12).contains(hour)
            case .evening: return (17..<23).contains(hour)
            }
        }
    }

    /// Whether the provider holds at `time`, at `place`.
    public func holds(at time: LocalTime, place: PlaceObservation?) -> Bool {
        switch self {
        case .dateInterval(let start, let end):
            return (start.timeIntervalSince1970...max(start, end).timeIntervalSince1970).contains(time.instant)
        case .place(let latitude, let longitude, let radius):
            guard let here = place?.coordinate else { return false }
            return KnownPlaces.distance(here, (latitude, longitude)) <= radius
        case .dailyRoutine(let routine):
            return routine.contains(hour: time.hour)
        }
    }
}
