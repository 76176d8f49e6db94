import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

extension AutomationsCommand {
    /// `errand automations watch`: the long-running scheduler on the system clock, printing
    /// what fires until interrupted.
    public struct Watch: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Tick the person's automations on the real clock until interrupted.",
            discussion: """
                Times of day and the actions the person performs (for --after-action) fire here; places and \
                other events come through `tick` (or the server).
                """)

        @OptionGroup var options: AutomationStateOptions
        @OptionGroup var runOptions: AutomationRunOptions
        @Option(parsing: .unconditional, help: "Seconds between ticks.") var interval: Double = 30
        @Option(parsing: .unconditional, help: "The person's time zone (default: this machine's).") var timeZone:
            String?
        @Option(parsing: .unconditional, help: "Stop after this many ticks (default: run until interrupted).")
        var ticks: Int?

        public init() {}

        public func validate() throws {
            guard interval >= 0.01, interval <= 86_400 else {
                throw ValidationError("--interval must be between 0.01 and 86400 seconds")
            }
            if let ticks, ticks < 1 { throw ValidationError("--ticks must be 1 or more") }
            _ = try timeZone.map(ReferenceTime.timeZone(option:))
        }

        public func run() async throws {
            let store = try options.openStore()
            let zone = try timeZone.map(ReferenceTime.timeZone(option:)) ?? .current
            let limit = ticks
            let counter = TickCounter()
            let output = FileHandle.standardOutput
            output.write(Data("watching \(options.user)'s automations every \(interval) s\n".utf8))
            let service = try options.service(store, run: runOptions)
            let user = options.user
            await service.watch(
                person: options.user, clock: SystemAutomationClock(), interval: .milliseconds(Int(interval * 1000)),
                observe: { now in
                    // NB: the actions done since the last tick; when the store cannot be read,
                    // this tick goes on with the times of day, and says so.
                    do {
                        let performed = try PerformedActions.events(of: user, in: store, now: now)
                        return AutomationObservation(now: now, timeZone: zone, events: performed)
                    } catch {
                        FileHandle.standardError.write(Data("the actions performed could not be read: \(error)\n".utf8))
                        return AutomationObservation(now: now, timeZone: zone)
                    }
                },
                report: { outcomes in
                    for outcome in outcomes { output.write(Data((AutomationText.describe(outcome) + "\n").utf8)) }
                    if let limit, counter.increment() >= limit { withUnsafeCurrentTask { $0?.cancel() } }
                },
                failed: { error in FileHandle.standardError.write(Data("tick failed: \(error)\n".utf8)) })
        }
    }
}

/// Counts ticks across the watch loop's closures.
private final class TickCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
