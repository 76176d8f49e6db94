import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A yes/no parameter said by its title is read, yes or no, where the tagger missed it: it was
/// left off without a word ("book a boxing class tomorrow at noon with a mat" booked no mat).
struct SwitchSlotFillTests {
    static let action = ActionDefinition(
        id: "FollowSource", title: "Follow a source", category: .other,
        parameters: [
            ParameterDefinition(id: "source", title: "Source", type: .string),
            ParameterDefinition(id: "notify", title: "Notifications", type: .boolean),
            ParameterDefinition(id: "mat", title: "Mat rental", type: .boolean),
        ])

    static func filled(_ text: String, read: [String: UnderstoodValue] = [:]) -> [String: UnderstoodValue] {
        SwitchSlotFill.filled(read, of: action, tokens: Tokenizer.tokens(of: text), characters: Array(text))
    }

    @Test(arguments: [
        ("follow ap and turn on notifications", "notify", true, "turn on notifications"),
        ("follow ap and turn off the notifications", "notify", false, "turn off the notifications"),
        ("follow ap with notifications", "notify", true, "with notifications"),
        ("follow ap, no notifications", "notify", false, "no notifications"),
        ("book yoga with a mat", "mat", true, "with a mat"),
        ("book yoga without a mat", "mat", false, "without a mat"),
        ("book yoga with mat rental", "mat", true, "with mat rental"),
    ])
    func aSwitchSaidByItsTitleIsRead(text: String, name: String, value: Bool, said: String) {
        let read = Self.filled(text)
        #expect(read[name]?.value == .boolean(value))
        #expect(read[name]?.text == said)
    }

    /// A value read as its type keeps its words; one that is no value of its parameter gives way.
    @Test func theWordsOfAValueReadStay() {
        let text = "follow notifications daily"
        let source = UnderstoodValue(
            value: .string("notifications daily"), text: "notifications daily", offsets: 7..<26)
        #expect(Self.filled(text, read: ["source": source])["notify"] == nil)
        let mat = UnderstoodValue(value: .string("mat"), text: "mat", offsets: 17..<20)
        var counted = Self.action
        counted.parameters.append(ParameterDefinition(id: "spots", title: "Spots", type: .integer))
        let read = SwitchSlotFill.filled(
            ["spots": mat], of: counted, tokens: Tokenizer.tokens(of: "book yoga with a mat"),
            characters: Array("book yoga with a mat"))
        #expect(read["spots"] == nil)
        #expect(read["mat"]?.value == .boolean(true))
    }

    @Test(arguments: [
        ("book a boxing class tomorrow at noon with a mat", true),
        ("book a boxing class tomorrow at noon without a mat", false),
    ])
    func aMatSaidWithABookingIsRented(text: String, rented: Bool) throws {
        let reading = try #require(try NewcomerManifestTests.best(text, in: "studio"))
        #expect(reading.parameters["mat"]?.value == .boolean(rented))
        #expect(reading.parameters["classType"]?.value == .enumCase("boxing"))
        #expect(reading.parameters["spots"] == nil)
        #expect(reading.unreadWords.isEmpty)
    }
}
