import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

extension AutomationsCommand {
    /// `errand automations tick`: evaluates the person's automations at one moment and acts on
    /// what fires — the scheduler driven by hand, with an explicit clock.
    public struct Tick: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Run what fires at one moment: what ran, was skipped, or waits for an answer.",
            discussion: """
                --event takes device:NAME, app:APP/EVENT or action:APP/ACTION (a bare APP/EVENT is an app \
                event, a bare NAME a device event); add #ID to name the occurrence. The actions the person \
                performed since the last tick (their donations: asked in a conversation, run in a shortcut, \
                or donated by an app) are events too, for --after-action automations.
                """)

        @OptionGroup var options: AutomationStateOptions
        @OptionGroup var runOptions: AutomationRunOptions
        @Option(help: "The moment, ISO 8601 with offset (default: now).") var now: String?
        @Option(parsing: .unconditional, help: "Where the person is, LAT,LON.") var place: String?
        @Option(help: "An event that happened (repeatable).") var event: [String] = []
        @Option(
            parsing: .unconditional, help: "The person's time zone (default: the offset of --now, else this machine's)."
        )
        var timeZone: String?
        @Flag(
            help:
                "Forget a last tick after this moment (a --now typed too far ahead), so times of day are looked at again."
        )
        var rewind = false
        @Flag(help: "Print JSON.") var json = false

        public init() {}

        public func validate() throws {
            let reference = try ReferenceTime(parsing: now, timeZone: timeZone)
            if let now { try TickMoment.check(reference.now, written: now) }
            _ = try observation(at: reference)
        }

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        public func execute() async throws -> [String] {
            let store = try options.openStore()
            let reference = try ReferenceTime(parsing: now, timeZone: timeZone)
            var state = try store.schedulerState(of: options.user)
            if rewind, let last = state.lastTick, last > reference.now {
                state.lastTick = reference.now
                try store.saveSchedulerState(state, of: options.user)
            }
            var observation = try observation(at: reference)
            observation.events += try PerformedActions.events(of: options.user, in: store, now: reference.now)
            let outcomes = try await options.service(store, run: runOptions).tick(
                person: options.user, observation: observation)
            // NB: a last tick ahead of the moment holds back every time of day: a failure, not
            // a quiet "nothing fired", so a script or a person notices.
            if outcomes.isEmpty,
                let behind = TickMoment.behind(state.lastTick, reference, given: now != nil, user: options.user)
            {
                throw CommandFailure("nothing fired; " + behind)
            }
            if json { return [try CommandJSON.text(outcomes)] }
            if outcomes.isEmpty { return ["nothing fired"] }
            return outcomes.map(AutomationText.describe)
        }

        private func observation(at reference: ReferenceTime) throws -> AutomationObservation {
            AutomationObservation(
                now: reference.now,
                timeZone: reference.timeZone,
                location: try place.map { try CoordinateArgument.coordinate($0, option: "--place") },
                events: try event.map { try AutomationArgumentText.event($0, at: reference.now) })
        }
    }

    /// `errand automations answer PROMPT yes|no`: the person's one answer to Ask before running.
    public struct Answer: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Answer a prompt of an automation that asks before running.")

        @OptionGroup var options: AutomationStateOptions
        @OptionGroup var runOptions: AutomationRunOptions
        @Argument(help: "The prompt's identifier, as `tick` printed it.") var prompt: String
        @Argument(help: "yes runs the shortcut; no dismisses it.") var answer: String
        @Option(help: "The moment, ISO 8601 with offset (default: now).") var now: String?

        public init() {}

        public func validate() throws {
            _ = try yes()
            _ = try ReferenceTime(parsing: now)
        }

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        public func execute() async throws -> [String] {
            let store = try options.openStore()
            do {
                let outcome = try await options.service(store, run: runOptions).answer(
                    promptID: prompt, person: options.user, yes: try yes(), now: try ReferenceTime(parsing: now).now)
                return [AutomationText.describe(outcome)]
            } catch let error as AutomationError {
                throw CommandFailure(error.description)
            }
        }

        private func yes() throws -> Bool {
            switch answer.lowercased() {
            case "yes", "y", "run": return true
            case "no", "n", "dismiss": return false
            default: throw ValidationError("the answer '\(answer)' must be yes or no")
            }
        }
    }
}
