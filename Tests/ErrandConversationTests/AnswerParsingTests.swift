import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

/// How answers inside a conversation are read: yes/no, cancel, options, typed values.
struct AnswerParsingTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let now = TranscriptReplayer.defaultNow
    static let coffee = CoffeeApp.definition

    /// "y" and "n" are how a terminal is answered: a shortcut run from one asks there.
    @Test(arguments: ["yes", "Yeah!", "sure, go ahead", "OK", "yes please", "please do", "sounds good", "Yep.", "y"])
    func yesInTheirOwnWords(_ text: String) {
        #expect(AnswerParser.yesOrNo(text) == true)
    }

    /// "Actually no" is the no said on second thought.
    @Test(arguments: ["no", "Nope", "no thanks", "not now", "nah", "N", "actually no", "Actually, no thanks"])
    func noInTheirOwnWords(_ text: String) {
        #expect(AnswerParser.yesOrNo(text) == false)
    }

    /// A moment asked for, or hesitations alone (blanked to spaces before an answer is read), is
    /// no answer; to a question for text, "hold on" may be the message, and nothing said is not
    /// a pause.
    @Test func aMomentAskedForIsAPause() {
        for text in ["hold on", "Let me think.", "one sec please", "wait", "  "] {
            #expect(AnswerParser.asksForAMoment(text, answeringText: false), "\(text)")
        }
        #expect(AnswerParser.asksForAMoment("  ", answeringText: true))
        #expect(!AnswerParser.asksForAMoment("hold on", answeringText: true))
        for text in ["", "wait, make it large", "latte", "hold on to it"] {
            #expect(!AnswerParser.asksForAMoment(text, answeringText: false), "\(text)")
        }
    }

    @Test(arguments: ["latte", "the large one", "purple elephants", "", "actually", "actually a mocha"])
    func otherAnswersAreNeitherYesNorNo(_ text: String) {
        #expect(AnswerParser.yesOrNo(text) == nil)
    }

    @Test(arguments: ["cancel", "Never mind", "forget it", "stop", "no, cancel"])
    func cancelWords(_ text: String) {
        #expect(AnswerParser.isCancel(text))
    }

    /// A one-word answer typed with a slip is read as the word it is a slip of — but only a word
    /// near a yes word or a no word, not both, and never a slip of a short word ("shop" is no
    /// "stop": it may be a request).
    @Test(arguments: [
        ("yse", true), ("Yeha", true), ("sur", true), ("okya", true), ("nopr", false), ("nah", false),
        ("yws", true), ("late", nil), ("ys", nil), ("write", nil),
    ])
    func aOneWordAnswerWithASlip(_ text: String, yes: Bool?) {
        #expect(AnswerParser.yesOrNo(text) == yes)
    }

    @Test(arguments: [
        ("cancle", true), ("Cancle, please", true), ("nevermidn", true), ("shop", false), ("quiz", false),
    ])
    func cancelWithASlip(_ text: String, cancels: Bool) {
        #expect(AnswerParser.isCancel(text) == cancels)
    }

    @Test(arguments: ["neither", "None of them", "neither of those, please", "no", "someone else"])
    func answersThatTurnDownEveryOption(_ text: String) {
        #expect(AnswerParser.rejectsEveryOption(text))
    }

    @Test(arguments: ["the second one", "Amy Chen", "yes", "either", ""])
    func answersThatDoNotTurnDownEveryOption(_ text: String) {
        #expect(!AnswerParser.rejectsEveryOption(text))
    }

    @Test(arguments: [
        ("tea", "tea"), ("Purple elephants", "purple elephants"), ("medium, please", "medium"), ("hmm", nil),
        ("surprise me", nil), ("what do you have", nil), ("yes", nil), ("a 12 oz cup", nil), ("I don't know", nil),
    ])
    func answersThatNameSomething(_ text: String, named: String?) {
        #expect(AnswerParser.namesSomething(text) == named)
    }

    @Test(arguments: [
        ("how much is it", true), ("How much will that be?", true), ("what's the total", true), ("price", true),
        ("yes", false), ("make it large", false), ("what sizes are there", false),
    ])
    func answersThatAskTheCost(_ text: String, asks: Bool) {
        #expect(AnswerParser.asksTheCost(text) == asks)
    }

    @Test(arguments: [
        ("both", true), ("Both of them, please", true), ("all of them", true), ("both amys", true),
        ("all three", true), ("the first one", false), ("both amy lee and amy chen", false), ("neither", false),
    ])
    func answersThatTakeEveryOption(_ text: String, takes: Bool) {
        #expect(AnswerParser.choosesEveryOption(text) == takes)
    }

    @Test(arguments: [
        ("the second one", 1), ("second", 1), ("number 2", 1), ("2", 1), ("the last one", 2), ("Amy Chen", 1),
        ("Chen", 1), ("the first", 0), ("Carol", 2),
    ])
    func choosingAnOption(_ text: String, _ index: Int) {
        let names = [["Amy Lee"], ["Amy Chen"], ["Carol Diaz"]]
        #expect(AnswerParser.choice(in: text, names: names) == index)
    }

    /// How long the request takes is asked in many words; the cost and a yes are not it.
    @Test(arguments: [
        ("how long will it take", true), ("How long?", true), ("how soon can i get it", true),
        ("when will it be ready", true), ("what's the wait please", true), ("how much is it", false),
        ("yes", false), ("when is my meeting", false),
    ])
    func howLongIsAsked(_ text: String, _ asks: Bool) {
        #expect(AnswerParser.asksHowLong(text) == asks)
    }

    /// A choice said with its approval is the choice: "latte is fine" was "Sorry, latte is fine
    /// isn't one of the choices."; the approval alone picks none.
    @Test(arguments: [
        ("Carol is fine", 2), ("amy chen works", 1), ("the second one then", 1), ("Chen sounds good", 1),
        ("is fine", nil), ("works", nil),
    ])
    func aChoiceSaidWithItsApproval(_ text: String, _ index: Int?) {
        #expect(AnswerParser.choice(in: text, names: [["Amy Lee"], ["Amy Chen"], ["Carol Diaz"]]) == index)
    }

    @Test(arguments: ["Amy", "the fifth one", "purple", ""])
    func answersThatPickNoSingleOption(_ text: String) {
        #expect(AnswerParser.choice(in: text, names: [["Amy Lee"], ["Amy Chen"], ["Carol Diaz"]]) == nil)
    }

    @Test func aDifferentParameterIsNamedInPassing() throws {
        let action = try #require(Self.coffee.action(named: "OrderCoffee"))
        let found = AnswerParser.mentionedValues(in: "actually make it a bowl", action: action, app: Self.coffee)
        #expect(found == ["size": .enumCase("large")])
    }

    /// An answer that names a choice with a slip is that choice, when no other is as near: asked
    /// which coffee, "late" is a latte; a name as near two choices is neither.
    @Test(arguments: [("late", "latte"), ("Capucino", "cappuccino"), ("mocah", "mocha"), ("tea", nil)])
    func aChoiceNamedWithASlip(_ text: String, coffee: String?) {
        let value = AnswerValueReader.value(
            from: text, as: .custom("Drink"), app: Self.coffee, now: Self.now, timeZone: Self.utc)
        switch value {
        case .enumCase(let id)?: #expect(id == coffee)
        case .entity(let entity)?: #expect(entity.id == coffee)
        default: #expect(coffee == nil, "no coffee in '\(text)'")
        }
    }

    @Test(arguments: [
        ("twenty dollars", 20.0), ("$12.50", 12.5), ("twelve dollars fifty", 12.5), ("50 cents", 0.5),
        ("5 euros", 5.0),
    ])
    func moneyInWords(_ text: String, _ amount: Double) {
        let value = AnswerValueReader.value(
            from: text, as: .currency, app: Self.coffee, now: Self.now, timeZone: Self.utc)
        guard case .currency(let money)? = value else {
            Issue.record("no amount in '\(text)'")
            return
        }
        #expect(abs(money.amount - amount) < 0.001)
    }

    @Test(arguments: [
        ("fifteen minutes", 900.0), ("an hour and a half", 5400), ("half an hour", 1800), ("1 hour 30 minutes", 5400),
        ("10 min", 600),
    ])
    func durationsInWords(_ text: String, _ seconds: Double) {
        let value = AnswerValueReader.value(
            from: text, as: .duration, app: Self.coffee, now: Self.now, timeZone: Self.utc)
        #expect(value == .duration(seconds))
    }

    /// A time written together with "am" or "pm" moves an instant within its day as the same
    /// time with a space does: "2pm" was read as no time of the day, and the change took today.
    @Test(arguments: [("2pm", 14, 0), ("2 pm", 14, 0), ("7:30am", 7, 30), ("11PM", 23, 0)])
    func timesWrittenTogetherKeepTheDay(_ text: String, hour: Int, minute: Int) throws {
        let tomorrowNoon = Self.now.addingTimeInterval(27 * 3600)
        let moved = try #require(
            AnswerValueReader.time(from: text, onTheDayOf: tomorrowNoon, now: Self.now, timeZone: Self.utc))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        #expect(calendar.isDate(moved, inSameDayAs: tomorrowNoon))
        #expect(calendar.dateComponents([.hour, .minute], from: moved) == DateComponents(hour: hour, minute: minute))
    }

    /// "And" joins number words; by itself, or with "a", it is no number: "and" said at a
    /// latte's confirmation was a quantity of zero, refused as out of bounds.
    @Test(arguments: [
        ("one hundred and five", 105), ("two", 2), ("a dozen", 12), ("and", nil), ("and a", nil), ("and and", nil),
    ])
    func wholeNumbersInWords(_ text: String, _ number: Int?) {
        let value = AnswerValueReader.value(
            from: text, as: .integer, app: Self.coffee, now: Self.now, timeZone: Self.utc)
        #expect(value == number.map(Value.integer))
    }

    /// People answered with commas and "and", a leading "and" naming no one and a full stop
    /// part of no name: "amy chen, bob." is Amy Chen and Bob, "and carol" Carol alone.
    @Test(arguments: [
        ("amy chen, bob.", ["Amy Chen", "Bob"]), ("and carol", ["Carol"]), ("carol and bob", ["Carol", "Bob"]),
        ("Amy, Bob, and Carol", ["Amy", "Bob", "Carol"]),
    ])
    func peopleListedInAnAnswer(_ text: String, _ names: [String]) {
        let value = AnswerValueReader.value(
            from: text, as: .list(.person), app: Self.coffee, now: Self.now, timeZone: Self.utc)
        #expect(value == .list(names.map { .person(Person(name: $0)) }))
    }

    /// A name answered with the word that ties it to the request is the name: "to bob", to "Who
    /// do you want to send it to?", is Bob (it was "To Bob", no contact); a name alone keeps all
    /// its words.
    @Test(arguments: [
        ("to bob", ["Bob"]), ("to amy lee and carol", ["Amy Lee", "Carol"]), ("from amy", ["Amy"]),
        ("with carol", ["Carol"]), ("to", ["To"]), ("bob", ["Bob"]),
    ])
    func aNameAnsweredWithItsPreposition(_ text: String, _ names: [String]) {
        let value = AnswerValueReader.value(
            from: text, as: .list(.person), app: Self.coffee, now: Self.now, timeZone: Self.utc)
        #expect(value == .list(names.map { .person(Person(name: $0)) }))
    }

    @Test func timesAndDatesAgainstNow() {
        // Now is Tuesday 24 November 2026, 9:00 UTC.
        let read = { (text: String) in
            AnswerValueReader.value(from: text, as: .dateTime, app: Self.coffee, now: Self.now, timeZone: Self.utc)
        }
        #expect(read("today at 10:30 am") == .dateTime(Self.now.addingTimeInterval(5400)))
        #expect(read("tomorrow at 3 pm") == .dateTime(Self.now.addingTimeInterval(30 * 3600)))
        #expect(read("8 am") == .dateTime(Self.now.addingTimeInterval(23 * 3600)))
        #expect(read("friday at 7 pm") == .dateTime(Self.now.addingTimeInterval(3 * 86400 + 10 * 3600)))
        #expect(read("purple") == nil)
    }

    @Test func understandingReadsPhraseSlots() throws {
        let understanding = try SharedUnderstanders.examples()
        let context = UnderstandingContext(now: Self.now, timeZone: Self.utc)
        let best = understanding.readings(of: "schedule lunch with Carol today at 10:30 am", context: context)
            .first
        #expect(best?.action == "CreateEvent")
        #expect(best?.parameters["title"]?.text == "lunch with Carol")
        #expect(best?.parameters["start"]?.value == .dateTime(Self.now.addingTimeInterval(5400)))
        #expect(
            understanding.readings(of: "what is the meaning of life", context: context).allSatisfy {
                $0.confidence < 0.3
            })
    }
}
