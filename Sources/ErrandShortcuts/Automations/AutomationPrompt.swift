import Foundation

/// A question waiting for the person's one answer, for an automation set to Ask before running:
/// "Run 'Morning coffee'?". Yes runs the shortcut; no dismisses it; no answer before
/// `expiresAt` lets it expire unrun.
public struct AutomationPrompt: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var automationID: String
    public var shortcutID: String
    /// What the person is asked.
    public var text: String
    public var createdAt: Date
    public var expiresAt: Date
    /// What the run will be told when the person says yes.
    public var context: AutomationRunContext

    public init(
        id: String, automationID: String, shortcutID: String, text: String, createdAt: Date, expiresAt: Date,
        context: AutomationRunContext
    ) {
        self.id = id
        self.automationID = automationID
        self.shortcutID = shortcutID
        self.text = text
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.context = context
    }

    /// Whether it can no longer be answered at `now`.
    public func isExpired(at now: Date) -> Bool { now >= expiresAt }

    /// A short identifier, the same for the same occurrence (so a prompt written again after a
    /// crash replaces itself): 8 hexadecimal digits of a hash of the occurrence.
    static func identifier(for occurrence: AutomationOccurrence) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(occurrence.automationID)\u{0}\(occurrence.key)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let text = String(hash & 0xffff_ffff, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
