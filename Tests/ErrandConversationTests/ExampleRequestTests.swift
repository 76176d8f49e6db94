import ErrandCatalog
import Testing

@testable import ErrandConversation

/// What help tells a person to say: the plainest request an app's phrases stand for.
struct ExampleRequestTests {
    static func app(_ id: String) throws -> AppDefinition {
        try #require(ExampleApps.catalog.apps.first { $0.id == id })
    }

    @Test func aPhraseIsSaidWithItsFirstWaysAndAListedValue() throws {
        // "order [a] [{size}] {coffee}": the optional word said, the optional slot not, the
        // coffee by its first value as a sentence says it.
        #expect(ExampleRequest.sentence(for: try Self.app(CoffeeApp.id)) == "order a latte")
        // "(send|write) [a] (message|text) …": the first way of each choice.
        #expect(ExampleRequest.sentence(for: try Self.app(MessagesApp.id)) == "send a message")
    }

    /// Words any text could be (a message, a name) would have to be made up: no example.
    @Test func aSlotOfAnyWordsGivesNoExample() throws {
        var messages = try Self.app(MessagesApp.id)
        for index in messages.actions.indices { messages.actions[index].phrases = ["text {recipients} {content}"] }
        #expect(ExampleRequest.sentence(for: messages) == nil)
    }

    /// Optional words after a value are not said: "start a run", not "start a run workout";
    /// "how much is a latte", not "how much is a latte cost". Nor is a value the action can do
    /// without, though the app's own phrase comes first: not "start a indoor run".
    @Test func optionalWordsAfterAValueAreNotSaid() throws {
        let workouts = try Self.app(WorkoutsApp.id)
        let start = try #require(workouts.action(named: "StartWorkout"))
        #expect(ExampleRequest.sentence(for: start, in: workouts) == "start a run")
        let coffee = try Self.app(CoffeeApp.id)
        let price = try #require(coffee.action(named: "CheckPrice"))
        #expect(ExampleRequest.sentence(for: price, in: coffee) == "how much is a latte")
    }

    /// A verb alone tells little: "play some music" is the example, though "play" comes first.
    @Test func aRequestOfOneWordIsTheExampleOnlyWhenThereIsNoOther() throws {
        let music = try Self.app(MusicApp.id)
        var play = try #require(music.action(named: "PlayMedia"))
        #expect(play.phrases.first == "play")
        #expect(ExampleRequest.sentence(for: play, in: music) == "play some music")
        play.phrases = ["play"]
        #expect(ExampleRequest.sentence(for: play, in: music) == "play")
    }

    /// Help for one app gives a request for each action that has one, and the titles of the
    /// others; optional words are said ("show me all my tasks"), a phrase without them first is
    /// the plainer request ("what's my balance"), and so is one that names no value the action
    /// can do without ("show me all my tasks", not "show me my inbox").
    @Test func helpForOneAppGivesRequestsThenTitles() throws {
        #expect(
            ConversationEngine.help(for: try Self.app(TodoApp.id))
                == "You can say things like \"show me all my tasks\", \"archive a task\", \"clear my inbox list\", \"what's overdue\", \"what did i finish\", \"show me all my tasks by due date\", or \"what's my next task\", or ask it to add task, get tasks, set due date, move tasks, rename task, or view due date."
        )
        #expect(
            ConversationEngine.help(for: try Self.app(PaymentsApp.id))
                == "You can say things like \"what's my balance\", \"how much money did i spend\", \"who did i pay last\", \"who paid me last\", \"who paid me money\", \"who owes me money\", or \"what's my biggest payment\", or ask it to send payment or request payment."
        )
    }
}

/// "What else can you do" names the requests after those help named first, and says when there
/// are no more.
struct MoreHelpTests {
    static func engine(apps count: Int) throws -> ConversationEngine {
        ConversationEngine(
            catalog: Catalog(apps: Array(ExampleApps.catalog.apps.prefix(count))), handlers: HandlerRegistry(),
            understanding: try SharedUnderstanders.examples())
    }

    @Test func whatElseNamesTheNextFew() throws {
        let engine = try Self.engine(apps: ExampleApps.catalog.apps.count)
        let first = try #require(engine.turnWithNothingOpen("what can you do")?.speech)
        let next = try #require(engine.turnWithNothingOpen("what else can you do")?.speech)
        #expect(first.contains("\"order a latte\""))
        #expect(!next.contains("\"order a latte\""))
        #expect(next.hasPrefix("You can say things like"))
    }

    @Test func withNoMoreItSaysSo() throws {
        let engine = try Self.engine(apps: 2)
        #expect(engine.turnWithNothingOpen("what else can you do")?.speech == "That's all I can help with for now.")
    }
}
