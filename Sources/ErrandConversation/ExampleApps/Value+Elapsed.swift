import ErrandCatalog
import Foundation

extension Value {
    /// How long something went on (a workout, a breathing session), as said: to the minute, as a
    /// watch face says it; under one, in seconds.
    static func elapsed(_ seconds: TimeInterval) -> Value {
        .duration(seconds < 60 ? seconds.rounded() : (seconds / 60).rounded(.down) * 60)
    }
}
