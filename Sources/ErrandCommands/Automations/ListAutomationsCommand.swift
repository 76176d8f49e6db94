import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

extension AutomationsCommand {
    /// `errand automations list`: the person's automations, and the prompts waiting for them.
    public struct List: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "List the person's automations.")

        @OptionGroup var options: AutomationStateOptions
        @Flag(help: "Print JSON.") var json = false

        public init() {}

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        public func execute() async throws -> [String] {
            let store = try options.openStore()
            let automations = try store.automations(of: options.user)
            if json { return [try CommandJSON.text(automations)] }
            if automations.isEmpty { return ["\(options.user) has no automations"] }
            let lines = automations.map { automation in
                "\(automation.id)\(automation.enabled ? "" : " (off)")  " + AutomationText.describe(automation)
            }
            let formatter = ISO8601DateFormatter()
            let prompts = try store.prompts(of: options.user).map { prompt in
                "waiting for an answer: \(prompt.id) \(prompt.text) (until \(formatter.string(from: prompt.expiresAt)))"
            }
            return lines + prompts
        }
    }

    /// `errand automations remove ID`.
    public struct Remove: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Remove one of the person's automations.")

        @OptionGroup var options: AutomationStateOptions
        @Argument(help: "The automation's identifier (see `errand automations list`).") var id: String

        public init() {}

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        public func execute() async throws -> [String] {
            let store = try options.openStore()
            guard try store.removeAutomation(id: id, of: options.user) else {
                throw AutomationsCommand.unknownAutomation(
                    id, person: options.user, known: try store.automations(of: options.user))
            }
            return ["removed automation \(id)"]
        }
    }
}
