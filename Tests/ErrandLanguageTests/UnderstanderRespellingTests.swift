import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

/// Understanding the example apps' requests typed with slips: a request not understood as typed,
/// or understood with a word left unread, is read again with its slips respelled; what it reads
/// points at the words as typed.
struct UnderstanderRespellingTests {
    static func understanding(_ text: String, respelling: Bool = true) throws -> Understanding {
        let understander = try #require(UnderstanderTests.understander)
        guard !respelling else { return understander.interpretations(of: text, context: UnderstanderTests.context) }
        var configuration = understander.configuration
        configuration.respellsSlips = false
        return try Understander(catalog: understander.catalog, model: understander.model, configuration: configuration)
            .interpretations(of: text, context: UnderstanderTests.context)
    }

    @Test(arguments: [
        ("ordr a large latte", "order a large latte", "com.example.coffee", "OrderCoffee"),
        ("oder a lrage latte", "order a lrage latte", "com.example.coffee", "OrderCoffee"),
        ("strat a run", "start a run", "com.example.stride", "StartWorkout"),
        // Words of built-in values no app lists are respelled too.
        ("breathe for fiev minutes", "breathe for five minutes", "com.example.awebreath", "StartBreathing"),
    ])
    func aRequestWithSlipsIsReadRespelled(typed: String, read: String, app: String, action: String) throws {
        let understanding = try Self.understanding(typed)
        let best = try #require(understanding.best)
        #expect(understanding.respelled?.text == read)
        #expect(best.app == app)
        #expect(best.action == action)
        #expect(best.unreadWords.isEmpty)
        // Without respelling the request is not understood, leaves a word unread, or keeps words
        // as a value it could not read (none of these actions takes text).
        let asTyped = try Self.understanding(typed, respelling: false).best
        let keepsWords = asTyped?.parameters.values.contains { if case .string = $0.value { true } else { false } }
        #expect(asTyped == nil || asTyped?.unreadWords.isEmpty == false || keepsWords == true)
    }

    /// A value the reading found despite its slip ("lrage" is the large size) is not respelled:
    /// only the words left unread are.
    @Test func valuesPointAtTheWordsAsTyped() throws {
        let best = try #require(try Self.understanding("oder a lrage latte").best)
        let size = try #require(best.parameters["size"])
        #expect(size.value == .enumCase("large"))
        #expect(size.text == "lrage")
        #expect(size.offsets == 7..<12)
        #expect(best.parameters["coffee"]?.offsets == 13..<18)
    }

    /// A request understood as typed is never respelled: "runing" is a slip, but it is the
    /// person's message, read whole.
    @Test func aRequestUnderstoodAsTypedStaysAsTyped() throws {
        let understanding = try Self.understanding("send a message to Amy saying I'm runing late")
        #expect(understanding.respelled == nil)
        #expect(understanding.best?.parameters["content"]?.text == "I'm runing late")
    }

    /// An unread word after the values is named, not respelled: "oat" is a word the coffee app
    /// does not know, not a slip of one it does.
    @Test func anUnreadWordAfterTheValuesIsNotRespelled() throws {
        let understanding = try Self.understanding("order a latte with oat milk")
        #expect(understanding.respelled == nil)
        #expect(understanding.best?.unreadWords.map(\.text) == ["oat milk"])
    }

    /// The person's own phrase is recognised when said exactly: typed with a slip, it is read
    /// as the apps read it, never run as the phrase.
    @Test func aPersonsOwnPhraseWithASlipIsNotThePhrase() throws {
        let understander = try #require(UnderstanderTests.understander)
        var context = UnderstanderTests.context
        context.personalPhrases = PersonalPhraseBook([
            PersonalPhrase(phrase: "order a large latte", target: .shortcut("usual"))
        ])
        #expect(understander.interpretations(of: "order a large latte", context: context).best?.shortcut == "usual")
        let slipped = understander.interpretations(of: "ordr a large latte", context: context)
        #expect(slipped.respelled?.text == "order a large latte")
        #expect(slipped.best?.source != .phrase)
        #expect(slipped.best?.action == "OrderCoffee")
    }

    /// Slips do not make a request the catalog knows nothing about into one of its actions.
    @Test(arguments: [
        "what's the weather", "set a timer for ten minutes", "how tall is mount everest", "wht time is it",
        // An everyday word is typed as meant: "timer" is no slip of "time", so no workout resumes;
        // and a reading that takes nothing from a request but its verb ("read" a list of tasks)
        // is none.
        "resume timer", "continue my timer", "read my email",
    ])
    func aRequestOfNoActionStaysNotUnderstood(text: String) throws {
        #expect(try !Self.understanding(text).isUnderstood)
    }
}
