import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// A name ends before a word no name has: "text carol meet me at the cafe" is to Carol, with the
/// message "meet me at the cafe" (it went to someone called "Carol Meet Me At the Cafe", with no
/// message), and "text amy see you at 5" asks which Amy (it asked "Do you mean Amy Lee?" of
/// "amy see", and sent "you at 5").
struct NameBeforeMessageTests {
    @Test(arguments: [
        ("text carol meet me at the cafe", "carol", "meet me at the cafe"),
        ("text amy see you at 5", "amy", "see you at 5"),
        ("text carol i'm at the cafe", "carol", "i'm at the cafe"),
        ("text my wife i'm running late", "my wife", "i'm running late"),
        ("text mom and dad i'm home", "mom and dad", "i'm home"),
        ("tell bob i'm on my way", "bob", "i'm on my way"),
        // A full name ends there too (the matcher gave the name the first of the message).
        ("text amy lee on my way", "amy lee", "on my way"),
        ("text bob smith running late", "bob smith", "running late"),
    ])
    func theNameEndsBeforeTheMessage(text: String, name: String, message: String) throws {
        let engine = try SharedUnderstanders.exampleEngine()
        let reading = try #require(
            engine.bestInterpretation(of: text, context: PoliteAsksReadingTests.context, pending: nil))
        #expect(reading.action == "SendMessage")
        #expect(reading.parameters["recipients"]?.text == name)
        #expect(reading.parameters["content"]?.text == message)
    }

    @Test func theWordsAreNeverInANameAfterItsFirst() {
        #expect(EverydayWords.neverInAName("meet") && EverydayWords.neverInAName("i'm"))
        #expect(!EverydayWords.neverInAName("van") && !EverydayWords.neverInAName("will"))
    }
}
