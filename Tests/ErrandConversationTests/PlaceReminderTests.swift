import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A task said with a place after "when i" is for that place ("remind me to buy milk when i get
/// home"): the place is no part of its title, the task keeps when it is for, and lists read it
/// with the task. The same task for another place is another reminder.
struct PlaceReminderTests {
    @Test(arguments: [
        (PlaceTrigger.arriving, "Home", "when you get home"), (.arriving, "the gym", "when you get to the gym"),
        (.arriving, "Whole Foods", "when you get to Whole Foods"), (.leaving, "Work", "when you leave work"),
    ])
    func whenATaskIsForIsSaidAsPeopleSayIt(trigger: PlaceTrigger, place: String, said: String) {
        #expect(TaskPlace(Place(name: place), trigger).said == said)
    }

    /// A place is the same said in any case, with or without an article or "my"; getting there
    /// and leaving are not.
    @Test func aPlaceIsTheSameWithOrWithoutItsArticle() {
        let gym = TaskPlace(Place(name: "the gym"), .arriving)
        #expect(gym.isSame(as: TaskPlace(Place(name: "Gym"), .arriving)))
        #expect(gym.isSame(as: TaskPlace(Place(name: "my gym"), .arriving)))
        #expect(!gym.isSame(as: TaskPlace(Place(name: "the gym"), .leaving)))
        #expect(!gym.isSame(as: TaskPlace(Place(name: "the pool"), .arriving)))
    }

    @Test func aTaskForAPlaceKeepsThePlaceOutOfItsTitle() async throws {
        let apps = ExampleApps()
        let said = try await TimedConversation.speech(
            of: [
                ("remind me to buy milk when i get home", 0), ("remind me when i leave work to call mum", 10),
                ("remind me to buy milk when i get home", 20), ("remind me to buy milk when i get to the shop", 30),
                ("what's on my inbox list", 40),
            ], apps: apps)
        #expect(said[0] == "OK. I added \"buy milk\" to your inbox list, for when you get home.")
        #expect(said[1] == "OK. I added \"call mum\" to your inbox list, for when you leave work.")
        #expect(said[2] == "\"buy milk\" is already on your inbox list.")
        #expect(said[3] == "OK. I added \"buy milk\" to your inbox list, for when you get to the shop.")
        #expect(
            said[4]
                == "Your inbox list has four things: Renew passport, buy milk when you get home, call mum when you leave work, and buy milk when you get to the shop."
        )
        let added = apps.todo.allTasks.filter { $0.reminder != nil }
        #expect(added.map(\.title) == ["buy milk", "call mum", "buy milk"])
    }
}
