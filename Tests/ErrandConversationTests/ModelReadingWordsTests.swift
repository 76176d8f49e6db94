import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandLanguage

/// The model's reading of a request must rest on words of its own action. One that read only a
/// length and a verb other apps say too, leaving the thing asked about unread, knew nothing of
/// the action ("start a 5 minute and 10 second timer" was a breathing session); nor is a request
/// begun by another action's verb a reading of this one ("remove milk form my groceries list"
/// showed the groceries list). Requests that say their app's own word are still read.
struct ModelReadingWordsTests {
    static func understanding(_ text: String) throws -> Understanding {
        try SharedUnderstanders.examples().interpretations(of: text, context: UnderstandingContext())
    }

    @Test(arguments: [
        "start a 5 minute and 10 second timer", "start a 1 hour and 15 minute timer", "start a 10 minute timer",
    ])
    func aLengthAndASharedVerbAreNoReading(text: String) throws {
        let understanding = try Self.understanding(text)
        #expect(!understanding.isUnderstood, "\(understanding.interpretations)")
        // Not even a guess under the bar, where a phrase added to another app could lift it.
        #expect(!understanding.rejected.contains { $0.action == "StartBreathing" })
    }

    /// A reading that took no value of its type took nothing: no day called "train".
    @Test func aValueNotOfItsTypeBesideAnUnreadWordIsNoReading() throws {
        let understanding = try Self.understanding("What is the movie schedule for Train")
        #expect(!(understanding.interpretations + understanding.rejected).contains { $0.action == "ShowSchedule" })
    }

    @Test(arguments: [
        ("breathe for 5 minutes with music", "StartBreathing"),
        ("count my meetings today", "ShowSchedule"),
        ("start a 20 minute stretch", "StartWorkout"),
    ])
    func theAppsOwnWordStillReads(text: String, action: String) throws {
        #expect(try Self.understanding(text).best?.action == action)
    }

    /// A reading that took nothing, on words other apps say too, left unread what was asked
    /// about: "how many calories did i burn" showed the calendar ("I didn't understand "calories
    /// did i burn"."). A word of the app's own beside the unread ones still reads.
    @Test func nothingTakenOnSharedWordsIsNoReading() throws {
        let understanding = try Self.understanding("how many calories did i burn")
        #expect(!understanding.isUnderstood, "\(understanding.interpretations)")
        #expect(!understanding.rejected.contains { $0.action == "ShowSchedule" })
        let packed = try Self.understanding("how packed is my calendar")
        #expect(packed.best?.action == "ShowSchedule")
        #expect(packed.best?.unreadWords.map(\.text) == ["packed"])
    }

    /// As typed, no reading is the list's; respelled, "form" is the phrase's "from", and the
    /// milk is taken off the list.
    @Test func anotherActionsVerbIsNoReadingOfThisOne() throws {
        let typed: Understanding = try SharedUnderstanders.examples().readings(
            of: "remove milk form my groceries list", context: UnderstandingContext())
        #expect(!typed.interpretations.contains { $0.action == "ShowTasks" })
        #expect(!typed.rejected.contains { $0.action == "ShowTasks" })
        #expect(try Self.understanding("remove milk form my groceries list").best?.action == "ArchiveTasks")
    }
}
