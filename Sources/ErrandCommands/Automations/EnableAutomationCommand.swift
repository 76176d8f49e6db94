import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

extension AutomationsCommand {
    /// `errand automations enable ID` / `disable ID`: a disabled automation never fires.
    public struct Enable: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Turn an automation on again.")

        @OptionGroup var options: AutomationStateOptions
        @Argument(help: "The automation's identifier (see `errand automations list`).") var id: String

        public init() {}

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        public func execute() async throws -> [String] {
            try AutomationsCommand.setEnabled(true, id: id, options: options)
        }
    }

    public struct Disable: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Turn an automation off: it does not fire, nor catch up when enabled; its prompts are void.")

        @OptionGroup var options: AutomationStateOptions
        @Argument(help: "The automation's identifier (see `errand automations list`).") var id: String

        public init() {}

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        public func execute() async throws -> [String] {
            try AutomationsCommand.setEnabled(false, id: id, options: options)
        }
    }

    static func setEnabled(_ enabled: Bool, id: String, options: AutomationStateOptions) throws -> [String] {
        let store = try options.openStore()
        let automations = try store.automations(of: options.user)
        guard var automation = automations.first(where: { $0.id == id }) else {
            throw unknownAutomation(id, person: options.user, known: automations)
        }
        automation.enabled = enabled
        try store.save(automation, of: options.user)
        let lines = ["\(enabled ? "enabled" : "disabled") automation \(id)"]
        return enabled ? lines : lines + (try voidPrompts(of: id, store: store, person: options.user))
    }

    /// Takes the prompts a disabled automation left waiting: a yes to them would run nothing
    /// (`AutomationService.answer`), and enabling it does not bring them back.
    private static func voidPrompts(of id: String, store: SQLiteStore, person: String) throws -> [String] {
        try store.prompts(of: person).filter { $0.automationID == id }.compactMap { prompt in
            guard try store.takePrompt(id: prompt.id, of: person) != nil else { return nil }
            return "prompt \(prompt.id) (\(prompt.text)) is void: it will not run"
        }
    }

    /// The failure for an automation the person does not have, naming the ones they have.
    static func unknownAutomation(_ id: String, person: String, known: [Automation]) -> CommandFailure {
        let names = known.map(\.id).joined(separator: ", ")
        return CommandFailure(
            "\(person) has no automation '\(id)'; " + (names.isEmpty ? "they have none" : "their automations: \(names)")
        )
    }
}
