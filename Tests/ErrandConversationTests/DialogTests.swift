import ErrandCatalog
import ErrandConversation
import Foundation
import Testing

/// How values and dialog read: formats for a screen and for voice, and the order in which the
/// category's default dialog and the app's templates are combined.
struct DialogTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let now = TranscriptReplayer.defaultNow
    static let spoken = ValueFormatter(style: .spoken, app: nil, timeZone: utc, now: now)
    static let written = ValueFormatter(style: .written, app: nil, timeZone: utc, now: now)

    /// A day named in full is never "today" or "tomorrow", its day of the month said as an
    /// ordinal in speech and in digits on a screen, its year only when it is not this one's: the
    /// calendar's days and the to-do list's due days were said "November 27" in speech, where
    /// every other date said "November twenty-seventh".
    @Test func aFullDateIsSpokenWithAnOrdinal() {
        let friday = CalendarDate(year: 2026, month: 11, day: 27)
        #expect(Self.spoken.fullDate(friday) == "Friday, November twenty-seventh")
        #expect(Self.written.fullDate(friday) == "Friday, November 27")
        #expect(Self.written.fullDate(CalendarDate(year: 2027, month: 1, day: 1)) == "Friday, January 1, 2027")
        let today = CalendarDate(year: 2026, month: 11, day: 24)
        #expect(Self.spoken.format(.date(today)) == "today")
        #expect(Self.spoken.fullDate(today) == "Tuesday, November twenty-fourth")
    }

    /// A distance is said in the unit the person said it in, in words, singular for one; a
    /// screen shows the unit's symbol.
    @Test func aDistanceIsSpokenInItsUnitAndWrittenWithItsSymbol() {
        #expect(Self.spoken.format(.distance(Distance(value: 5, unit: .miles))) == "five miles")
        #expect(Self.spoken.format(.distance(Distance(value: 1, unit: .kilometers))) == "one kilometer")
        #expect(Self.spoken.format(.distance(Distance(value: 0.5, unit: .miles))) == "half a mile")
        #expect(Self.spoken.format(.distance(Distance(value: 0.25, unit: .miles))) == "a quarter of a mile")
        #expect(Self.spoken.format(.distance(Distance(value: 6, unit: .feet))) == "six feet")
        #expect(Self.written.format(.distance(Distance(value: 10, unit: .kilometers))) == "10 km")
        #expect(Self.written.format(.distance(Distance(value: 26.2, unit: .miles))) == "26.2 mi")
    }

    /// A temperature is said with its unit's name and written with its symbol, as a screen
    /// shows it: kelvin too, which has no degree sign.
    @Test func aTemperatureIsSpokenWithItsUnitAndWrittenWithItsSymbol() {
        #expect(
            Self.spoken.format(.temperature(Temperature(value: 21, unit: .celsius))) == "twenty-one degrees Celsius")
        #expect(Self.spoken.format(.temperature(Temperature(value: 300, unit: .kelvin))) == "three hundred kelvin")
        #expect(Self.written.format(.temperature(Temperature(value: 21.5, unit: .celsius))) == "21.5°C")
        #expect(Self.written.format(.temperature(Temperature(value: 72, unit: .degree))) == "72°")
        #expect(Self.written.format(.temperature(Temperature(value: 300, unit: .kelvin))) == "300 K")
    }

    @Test func moneyIsWrittenWithItsSymbolAndSpokenInWords() {
        let amount = Value.currency(CurrencyAmount(amount: 2.5, code: "USD"))
        #expect(Self.written.format(amount) == "$2.50")
        #expect(Self.spoken.format(amount) == "two dollars fifty")
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 15, code: "USD"))) == "fifteen dollars")
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 1, code: "EUR"))) == "one euro")
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 0.5, code: "USD"))) == "fifty cents")
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 0.01, code: "USD"))) == "one cent")
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 0.01, code: "GBP"))) == "one penny")
    }

    /// NB: "pay bob ₹50" was spoken "Send fifty INR to Bob Smith?".
    @Test func rupeesAreSpokenByTheirName() {
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 50, code: "INR"))) == "fifty rupees")
        #expect(Self.spoken.format(.currency(CurrencyAmount(amount: 1, code: "INR"))) == "one rupee")
        #expect(Self.written.format(.currency(CurrencyAmount(amount: 500, code: "INR"))) == "₹500")
    }

    @Test func durationsDatesAndTimes() {
        #expect(Self.spoken.format(.duration(900)) == "fifteen minutes")
        #expect(Self.written.format(.duration(5400)) == "1 hour 30 minutes")
        #expect(Self.spoken.format(.duration(5400)) == "one hour and thirty minutes")
        // Whole days and weeks are said so ("3 weeks", not "504 hours"); a day and some hours
        // stay in hours, as people say "36 hours".
        #expect(Self.written.format(.duration(86_400)) == "1 day")
        #expect(Self.spoken.format(.duration(2 * 86_400)) == "two days")
        #expect(Self.written.format(.duration(3 * 604_800)) == "3 weeks")
        #expect(Self.written.format(.duration(10 * 86_400)) == "10 days")
        #expect(Self.written.format(.duration(36 * 3600)) == "36 hours")
        #expect(Self.written.format(.date(CalendarDate(year: 2026, month: 11, day: 25))) == "tomorrow")
        #expect(Self.written.format(.date(CalendarDate(year: 2026, month: 11, day: 27))) == "Friday, November 27")
        #expect(
            Self.spoken.format(.date(CalendarDate(year: 2026, month: 11, day: 27))) == "Friday, November twenty-seventh"
        )
        #expect(Self.written.format(.time(TimeOfDay(hour: 15, minute: 5))) == "3:05 PM")
        #expect(Self.spoken.format(.time(TimeOfDay(hour: 15, minute: 5))) == "three oh five PM")
    }

    /// Numbers past what a `Double` holds exactly are shown as numbers, never made into an
    /// `Int` (which would stop the program).
    @Test func hugeNumbersAreShownWithoutStopping() {
        #expect(Self.written.format(.currency(CurrencyAmount(amount: 1e23, code: "USD"))) == "1e+23 USD")
        #expect(Self.spoken.format(.duration(-1e300)) == "-1e+300 seconds")
        #expect(Self.written.format(.decimal(1e20)) == "1e+20")
        #expect(Self.spoken.format(.decimal(.infinity)) == "inf")
        #expect(Self.written.format(.decimal(12)) == "12")
    }

    @Test func listsJoinTheWayPeopleSayThem() {
        let people = ["Amy", "Bob", "Carol"].map { Value.person(Person(name: $0)) }
        #expect(Self.written.format(.list(Array(people.prefix(2)))) == "Amy and Bob")
        #expect(Self.written.format(.list(people)) == "Amy, Bob, and Carol")
    }

    static func renderer(_ modality: Modality) throws -> DialogRenderer {
        let app = CoffeeApp.definition
        let action = try #require(app.action(named: "OrderCoffee"))
        return DialogRenderer(app: app, action: action, modality: modality, timeZone: utc, now: now)
    }

    static let values: [String: Value] = [
        "coffee": .entity(EntityReference(type: "Drink", id: "latte", title: "Latte")), "size": .enumCase("large"),
        "quantity": .integer(1),
    ]

    @Test func customConfirmationComesBeforeTheDefaultQuestion() throws {
        let outputs: [String: Value] = [
            "price": .currency(CurrencyAmount(amount: 3.25, code: "USD")), "drinks": .string("large latte"),
        ]
        let voice = try Self.renderer(.voiceOnly).confirmation(values: Self.values, outputs: outputs)
        #expect(voice.speech == "Your large latte will be three dollars twenty-five. Ready to order?")
        #expect(voice.display == nil)
        let screen = try Self.renderer(.screen).confirmation(values: Self.values, outputs: outputs)
        #expect(screen.speech == "Ready to order?")
        #expect(screen.display?.text == "Your large latte will be $3.25.")
        #expect(screen.display?.fields.contains(DisplayCard.Field(label: "Price", value: "$3.25")) == true)
    }

    @Test func defaultSuccessComesBeforeTheCustomText() throws {
        let turn = try Self.renderer(.voiceOnly).success(values: Self.values, outputs: ["eta": .duration(300)])
        #expect(turn.speech == "OK. Ordering. It will be ready in five minutes.")
    }

    @Test func aTemplateWithAMissingValueIsLeftOutRatherThanSaidWithAHole() throws {
        let turn = try Self.renderer(.voiceOnly).confirmation(values: Self.values, outputs: [:])
        #expect(!turn.speech.contains("{"))
        #expect(turn.speech.hasSuffix("Ready to order?"))
    }

    @Test func namedErrorsAreSpecificAndUnknownOnesFallBackToTheCategory() throws {
        let renderer = try Self.renderer(.voiceOnly)
        #expect(renderer.failure(.named("soldOut"), values: Self.values).speech == "Sorry, we're out of latte.")
        #expect(
            renderer.failure(.named("noSuchError"), values: Self.values).speech
                == "Sorry, the order can't be completed.")
    }

    @Test func theSwiftActionTypesProduceTheCatalogModel() throws {
        let app = CoffeeApp.definition
        let order = try #require(app.action(named: "OrderCoffee"))
        #expect(order.category == .order && order.mustConfirm && order.authentication == .required)
        #expect(order.parameters.map(\.id) == ["coffee", "size", "quantity"])
        #expect(order.parameter(named: "coffee")?.isRequired == true)
        #expect(order.parameter(named: "size")?.defaultValue == .enumCase("small"))
        #expect(order.parameter(named: "quantity")?.maximum == 10)
        #expect(app.type(named: "Size")?.namedValues.first { $0.id == "large" }?.synonyms.contains("bowl") == true)
        let soup = try #require(SoupApp.definition.action(named: "OrderSoup"))
        #expect(soup.parameter(named: "address")?.dependency?.values == [.enumCase("delivery")])
        let message = try #require(MessagesApp.definition.action(named: "SendMessage"))
        #expect(message.adoptedIntent == "messaging.sendMessage" && message.mustConfirm)
    }
}
