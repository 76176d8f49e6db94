import ErrandCatalog
import Testing

@testable import ErrandConversation

/// The verbs an action's phrases start with, which say that two actions of different apps are
/// asked for with the same word ("pause" of music and of a workout): the other is tried when the
/// app the model leans to refuses the request.
struct SameVerbTests {
    @Test func theVerbsOfAnActionAreTheFirstWordsOfItsPhrases() throws {
        let music = try #require(ExampleApps.catalog.action(named: "PausePlayback", in: MusicApp.id))
        #expect(ConversationEngine.leadingVerbs(of: music) == ["stop", "pause", "cancel", "turn"])
        let workout = try #require(ExampleApps.catalog.action(named: "PauseWorkout", in: WorkoutsApp.id))
        #expect(ConversationEngine.leadingVerbs(of: workout).contains("pause"))
        // NB: a phrase that starts with a slot or an optional word has no verb of its own.
        let order = ActionDefinition(id: "Order", title: "Order", phrases: ["[please] order {item}", "{item} please"])
        #expect(ConversationEngine.leadingVerbs(of: order).isEmpty)
    }
}
