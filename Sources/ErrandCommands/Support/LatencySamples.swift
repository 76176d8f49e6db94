import Dispatch
import Foundation

/// Timings of repeated operations, with the percentiles benchmarks report.
struct LatencySamples: Sendable {
    private(set) var microseconds: [Double] = []

    /// Runs `body`, records how long it took, and returns its result.
    mutating func measure<T>(_ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        microseconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
        return result
    }

    /// The `fraction` percentile (0.5 for the median), by nearest rank; 0 with no samples.
    func percentile(_ fraction: Double) -> Double {
        Self.percentile(microseconds.sorted(), fraction)
    }

    /// The `fraction` percentile of values already sorted, by nearest rank; 0 with none.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var count: Int { microseconds.count }
}

/// Seconds taken by `body`, with its result.
func timed<T>(_ body: () throws -> T) rethrows -> (result: T, seconds: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

/// This process's memory, read from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// The peak resident set size in megabytes, or `nil` where `/proc` is missing.
    static var peakResidentMegabytes: Double? { kilobytes("VmHWM:").map { $0 / 1024 } }

    /// The current resident set size in megabytes.
    static var residentMegabytes: Double? { kilobytes("VmRSS:").map { $0 / 1024 } }

    private static func kilobytes(_ field: String) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    }
}

/// A number with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}
