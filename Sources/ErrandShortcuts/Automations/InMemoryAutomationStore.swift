import Foundation

/// Automations and their state in memory, for tests and one-off runs.
public final class InMemoryAutomationStore: AutomationStore, @unchecked Sendable {
    private struct PersonData {
        var automations: [Automation] = []
        var claimed: Set<AutomationOccurrence> = []
        var state = SchedulerState()
        var prompts: [AutomationPrompt] = []
    }

    private let lock = NSLock()
    private var people: [String: PersonData] = [:]

    public init() {}

    public func save(_ automation: Automation, of person: String) throws {
        lock.withLock {
            if let index = people[person, default: PersonData()].automations.firstIndex(where: {
                $0.id == automation.id
            }) {
                people[person, default: PersonData()].automations[index] = automation
            } else {
                people[person, default: PersonData()].automations.append(automation)
            }
        }
    }

    public func automations(of person: String) throws -> [Automation] {
        lock.withLock { people[person]?.automations ?? [] }
    }

    @discardableResult
    public func removeAutomation(id: String, of person: String) throws -> Bool {
        lock.withLock {
            guard var data = people[person], let index = data.automations.firstIndex(where: { $0.id == id }) else {
                return false
            }
            data.automations.remove(at: index)
            data.claimed = data.claimed.filter { $0.automationID != id }
            data.prompts.removeAll { $0.automationID == id }
            data.state.fences[id] = nil
            people[person] = data
            return true
        }
    }

    public func claim(_ occurrence: AutomationOccurrence, of person: String) throws -> Bool {
        lock.withLock { people[person, default: PersonData()].claimed.insert(occurrence).inserted }
    }

    public func schedulerState(of person: String) throws -> SchedulerState {
        lock.withLock { people[person]?.state ?? SchedulerState() }
    }

    public func saveSchedulerState(_ state: SchedulerState, of person: String) throws {
        lock.withLock { people[person, default: PersonData()].state = state }
    }

    public func savePrompt(_ prompt: AutomationPrompt, of person: String) throws {
        lock.withLock {
            people[person, default: PersonData()].prompts.removeAll { $0.id == prompt.id }
            people[person, default: PersonData()].prompts.append(prompt)
        }
    }

    public func prompts(of person: String) throws -> [AutomationPrompt] {
        lock.withLock { people[person]?.prompts ?? [] }
    }

    public func takePrompt(id: String, of person: String) throws -> AutomationPrompt? {
        lock.withLock {
            guard let index = people[person]?.prompts.firstIndex(where: { $0.id == id }) else { return nil }
            return people[person]?.prompts.remove(at: index)
        }
    }
}
