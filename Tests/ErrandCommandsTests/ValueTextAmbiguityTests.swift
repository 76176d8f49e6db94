import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// A value typed on the command line (`donate --value`, `shortcuts import --answer`) by a name
/// two of the app's values share is refused, naming both: the newcomer pass imported "I'm late"
/// with `--answer send.recipients=amy`, and the message went to Amy Lee, the first declared, with
/// Amy Chen as likely.
struct ValueTextAmbiguityTests {
    static func parley() throws -> AppDefinition {
        let path = TestData.repositoryRoot.appendingPathComponent("Examples/messaging.yaml").path
        return try #require(try ManifestLoader().load(paths: [path]).catalog.app("com.example.parley"))
    }

    @Test func aSharedNameIsRefusedNamingEach() throws {
        let app = try Self.parley()
        #expect {
            try ValueText.parse("amy", as: .custom("Contact"), in: app, name: "recipients")
        } throws: { error in
            "\(error)".contains("'amy' names 2 of Contact: Amy Lee (amy-lee), Amy Chen (amy-chen)")
        }
    }

    /// An id, or a name only one value has, is that value.
    @Test(arguments: [("amy-chen", "amy-chen"), ("Bo", "bo-park"), ("mum", "mum")])
    func anIdOrAnOnlyNameIsTheValue(text: String, id: String) throws {
        let value = try ValueText.parse(text, as: .custom("Contact"), in: try Self.parley(), name: "recipients")
        guard case .entity(let reference) = value else {
            Issue.record("not an entity: \(value)")
            return
        }
        #expect(reference.id == id)
    }
}
