import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// Understanding the example apps end to end: phrases, templates with typed values, the model
/// for what no template covers, the person's own phrases first, and "not understood" rather
/// than a confident wrong action.
struct UnderstanderTests {
    static let understander: Understander? = {
        let examples = TestData.repositoryRoot.appendingPathComponent("Examples").path
        guard let loaded = try? ManifestLoader().load(paths: [examples]) else { return nil }
        return try? Understander.trained(on: loaded.catalog)
    }()

    /// 2026-11-22 09:00 in New York (a Sunday).
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_763_820_000), timeZone: TimeZone(secondsFromGMT: -5 * 3600) ?? .current)

    static func best(_ text: String, context: UnderstandingContext = context) throws -> Interpretation? {
        let understander = try #require(understander)
        return understander.interpretations(of: text, context: context).best
    }

    @Test(arguments: [
        ("order a large latte", "com.example.coffee", "OrderCoffee"),
        ("order a small cappuccino", "com.example.coffee", "OrderCoffee"),
        ("send a message to Amy saying I'm running late", "com.example.parley", "SendMessage"),
        ("start a run", "com.example.stride", "StartWorkout"),
        ("check my fuel level", "com.example.autopal", "CheckEnergyLevel"),
    ])
    func templatesFindTheAction(text: String, app: String, action: String) throws {
        let best = try #require(try Self.best(text))
        #expect(best.app == app)
        #expect(best.action == action)
        #expect(best.source == .template)
        #expect(best.confidence >= 0.8)
    }

    @Test func synonymsBecomeTheirCase() throws {
        let best = try #require(try Self.best("order a bowl of latte"))
        #expect(best.parameters["size"]?.value == .enumCase("large"))
        #expect(best.parameters["size"]?.text == "bowl")
        #expect(best.parameters["coffee"]?.value.plainJSONObject as? String == "latte")
    }

    /// The parameter's own name where a choice belongs ("a coffee" for the Coffee parameter)
    /// matches the phrase and leaves the choice to be asked; it does not stand in for a choice
    /// when other words of the match do not read ("a pilates workout": "pilates" is no goal).
    @Test func theParametersOwnNameLeavesItsChoiceOpen() throws {
        let coffee = try #require(try Self.best("order a coffee"))
        #expect(coffee.action == "OrderCoffee")
        #expect(coffee.source == .template)
        #expect(coffee.parameters["coffee"] == nil)
        let sized = try #require(try Self.best("order two large coffees"))
        #expect(sized.parameters["size"]?.value == .enumCase("large"))
        #expect(sized.parameters["coffee"] == nil)
        let workout = try Self.best("start a pilates workout")
        #expect(workout?.parameters["goal"] == nil)
    }

    /// A choice the tagger gave the words beside ("iced" of "a large iced latte") is found
    /// where it is said; the word it gave instead is left unread, for the conversation to name,
    /// never kept as a coffee nobody sells.
    @Test func aChoiceIsReadWhereItIsSaid() throws {
        let best = try #require(try Self.best("order a large iced latte"))
        #expect(best.parameters["coffee"]?.value.plainJSONObject as? String == "latte")
        #expect(best.parameters["coffee"]?.text == "latte")
        #expect(best.unreadWords.map(\.text) == ["iced"])
    }

    /// A yes/no parameter's slot is said as its title and means yes: "on shuffle" and
    /// "shuffle …" set it; a request that does not say it leaves it to its default.
    @Test(arguments: ["play kind of blue on shuffle", "shuffle kind of blue"])
    func aYesNoParameterIsSaidAsItsTitle(text: String) throws {
        let best = try #require(try Self.best(text))
        #expect(best.action == "PlayMedia")
        #expect(best.parameters["shuffle"]?.value == .boolean(true))
        #expect(best.parameters["media"]?.text == "kind of blue")
        let plain = try #require(try Self.best("play kind of blue"))
        #expect(plain.parameters["shuffle"] == nil)
    }

    /// A wildcard's words are taken as written, with the punctuation between them that
    /// matching skips.
    @Test func textKeepsThePunctuationBetweenItsWords() throws {
        let best = try #require(try Self.best("take a note saying buy eggs, milk and bread"))
        #expect(best.parameters["content"]?.value == .string("buy eggs, milk and bread"))
    }

    @Test func adjacentWildcardsSplitWhereTheDateIs() throws {
        let best = try #require(try Self.best("remind me to call mum tomorrow at 7 pm"))
        #expect(best.parameters["title"]?.text == "call mum")
        #expect(best.parameters["dateTime"]?.text == "tomorrow at 7 pm")
        // 7 pm on Monday 23 November in New York is midnight UTC on the 24th.
        #expect(best.parameters["dateTime"]?.value == .dateTime(Date(timeIntervalSince1970: 1_763_942_400)))
    }

    /// A date said as a recurrence is no date: its words are left unread, and the text before
    /// it ends before "every", where it was "call mum every" due this Sunday.
    @Test func aRecurrenceIsNoDate() throws {
        let best = try #require(try Self.best("remind me to call mum every sunday"))
        #expect(best.parameters["title"]?.text == "call mum")
        #expect(best.parameters["dateTime"] == nil)
        #expect(best.unreadWords.map(\.text) == ["every sunday"])
        let once = try #require(try Self.best("remind me to call mum on sunday"))
        #expect(once.parameters["dateTime"] != nil)
    }

    /// A recurrence of no date ("every day") is left unread too, and the text ends before it;
    /// the time said with it stays. It was a task "call mum every day", done once.
    @Test func aRecurrenceOfNoDateIsUnread() throws {
        let best = try #require(try Self.best("remind me to call mum every day at 7 pm"))
        #expect(best.parameters["title"]?.text == "call mum")
        #expect(best.parameters["dateTime"]?.text == "at 7 pm")
        #expect(best.unreadWords.map(\.text) == ["every day"])
    }

    @Test func valuesPointAtTheirWords() throws {
        let text = "send a message to Amy saying I'm running late"
        let best = try #require(try Self.best(text))
        let content = try #require(best.parameters["content"])
        let offsets = try #require(content.offsets)
        #expect(String(Array(text)[offsets]) == "I'm running late")
    }

    @Test func amountsAndDurationsAreTyped() throws {
        let payment = try #require(try Self.best("pay bob $20"))
        #expect(payment.action == "SendPayment")
        #expect(payment.parameters["amount"]?.value == .currency(CurrencyAmount(amount: 20, code: "USD")))
        let breathing = try #require(try Self.best("breathe for 5 minutes"))
        #expect(breathing.parameters.values.contains { $0.value == .duration(300) })
    }

    // The tagger learned durations after "for" from the phrases; one said before the noun is
    // read by the built-in recognizers wherever it stands, never dropped for the default.
    @Test(arguments: [
        ("start a 10 minute breathing session", 600.0, "10 minute"),
        ("start a ten minute breathing session", 600, "ten minute"),
    ])
    func aDurationTheTaggerMissedIsReadWhereItStands(text: String, seconds: Double, words: String) throws {
        let best = try #require(try Self.best(text))
        #expect(best.action == "StartBreathing")
        let duration = try #require(best.parameters.values.first { $0.value == .duration(seconds) })
        #expect(duration.text == words)
        #expect(duration.offsets.map { String(Array(text)[$0]) } == words)
    }

    @Test(arguments: ["what's the weather", "asdf qwer zxcv", "закажи кофе", "", "   ", "🙂🙂🙂", "\u{0}\u{1}"])
    func unknownRequestsAreNotUnderstood(text: String) throws {
        let understander = try #require(Self.understander)
        #expect(!understander.interpretations(of: text, context: Self.context).isUnderstood)
    }

    @Test func thePersonsOwnPhraseWinsVerbatim() throws {
        var context = Self.context
        context.personalPhrases = PersonalPhraseBook([
            PersonalPhrase(phrase: "start a run", target: .shortcut("evening-run"))
        ])
        let best = try #require(try Self.best("Start a run!", context: context))
        #expect(best.source == .phrase)
        #expect(best.shortcut == "evening-run")
        #expect(best.confidence == 1)
        // Not verbatim: understood the usual way.
        #expect(try Self.best("start a run now", context: context)?.source != .phrase)
    }

    @Test func appNamesCanBeSaidAroundAPhrase() throws {
        let best = try #require(try Self.best("order a large latte with Corner"))
        #expect(best.app == "com.example.coffee")
        #expect(best.source == .template)
    }

    @Test func anAppNamedFirstKeepsOffsetsInTheWholeUtterance() throws {
        let text = "ask Coffee Corner to order a large latte"
        let best = try #require(try Self.best(text))
        #expect(best.app == "com.example.coffee")
        let size = try #require(best.parameters["size"]?.offsets)
        #expect(String(Array(text)[size]) == "large")
    }

    @Test func namingAnAppKeepsOnlyItsActions() throws {
        let understander = try #require(Self.understander)
        let understanding = understander.interpretations(of: "start a run with Corner", context: Self.context)
        #expect(understanding.interpretations.allSatisfy { $0.app == "com.example.coffee" })
    }

    /// A name the model never saw, where a phrase puts an amount ("pay {amount}"), is whom to
    /// pay; words after an article or a pronoun, or with digits, stay the amount's.
    @Test func aNameWhereAnAmountGoesIsThePayee() throws {
        let zoe = try #require(try Self.best("pay zoe"))
        #expect(zoe.action == "SendPayment")
        #expect(zoe.parameters["payee"]?.value == .person(Person(name: "Zoe")))
        #expect(zoe.parameters["amount"] == nil)
        #expect(try Self.best("pay the electric bill")?.parameters["payee"] == nil)
        #expect(try Self.best("send it tomorrow")?.parameters["payee"] == nil)
    }
}
