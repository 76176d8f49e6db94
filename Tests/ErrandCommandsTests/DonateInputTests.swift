import ArgumentParser
import ErrandCommands
import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

/// What a person types into `errand donate` is kept as they meant it or refused saying why:
/// nothing is silently moved, dropped or left unchecked.
struct DonateInputTests {
    static let catalog = TestData.repositoryRoot.appendingPathComponent("Examples").path

    static func donated(in state: URL, by person: String = "amy") throws -> Int {
        try SQLiteStore(directory: StateDirectory(url: state)).donationCount(of: person)
    }

    static func refusal(_ arguments: [String]) -> String? {
        do {
            var command = try Donate.parse(arguments)
            try command.run()
            return nil
        } catch {
            return Donate.message(for: error)
        }
    }

    // "--value coffee=latte --value coffee=cappuccino" donated a cappuccino and dropped the latte
    // without a word.
    @Test func aValueGivenTwiceIsRefused() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let refusal = Self.refusal([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee",
            "--action", "OrderCoffee", "--value", "coffee=latte", "--value", "coffee=cappuccino",
        ])
        #expect(
            refusal?.contains(
                "--value coffee=cappuccino gives 'coffee' again, after --value coffee=latte; give each name once")
                == true,
            "\(refusal ?? "accepted")")
        #expect(try Self.donated(in: state) == 0)
    }

    /// The previous action a donation names is one the catalog has, written APP/ACTION.
    @Test func thePreviousActionIsCheckedAgainstTheCatalog() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = [
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee",
            "--action", "OrderCoffee", "--value", "coffee=latte",
        ]
        let refusals = [
            ("foo", "--previous 'foo' must be APP/ACTION, e.g. com.example.coffee/OrderCoffee"),
            ("com.example.coffee/Nope", "--previous: app 'com.example.coffee' has no action 'Nope'"),
            ("com.example.nope/OrderCoffee", "--previous: no app 'com.example.nope' in the catalog"),
        ]
        for (previous, message) in refusals {
            let refused = Self.refusal(common + ["--previous", previous])
            #expect(refused?.contains(message) == true, "\(previous): \(refused ?? "accepted")")
        }
        #expect(try Self.donated(in: state) == 0)
        #expect(Self.refusal(common + ["--previous", "com.example.coffee/OrderCoffee"]) == nil)
        #expect(try Self.donated(in: state) == 1)
    }

    // February 30 is not moved to March 2, nor +18:30 to +18:00; an event's start in the last
    // second of year 9999 is kept.
    @Test func aTimeIsKeptAsWrittenOrRefused() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let coffee = [
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee",
            "--action", "OrderCoffee",
        ]
        for (at, message) in [
            ("2026-02-30T07:00:00-05:00", "--at '2026-02-30T07:00:00-05:00': February 30 does not exist in 2026"),
            ("2026-03-02T07:00:00+18:30", "the offset +18:30 is beyond ±18:00"),
        ] {
            let refusal = Self.refusal(coffee + ["--at", at])
            #expect(refusal?.contains(message) == true, "\(refusal ?? "accepted")")
        }
        let event = [
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.daybook",
            "--action", "AddEvent", "--value", "name=Flight",
        ]
        let refusal = Self.refusal(event + ["--value", "start=2026-02-30T07:00:00Z"])
        #expect(refusal?.contains("'start': '2026-02-30T07:00:00Z': February 30 does not exist") == true)
        #expect(try Self.donated(in: state) == 0)
        #expect(Self.refusal(coffee + ["--at", "2026-03-02T07:00:00-05:00"]) == nil)
        #expect(Self.refusal(event + ["--value", "start=9999-12-31T23:59:59Z"]) == nil)
        #expect(try Self.donated(in: state) == 2)

        let log = state.appendingPathComponent("history.jsonl")
        try Data(
            #"{"user":"amy","at":"2026-02-30T07:31:00-05:00","app":"com.example.coffee","action":"OrderCoffee"}"#
                .utf8
        ).write(to: log)
        let logRefusal = Self.refusal(Array(coffee.dropLast(2)) + ["--log", log.path])
        #expect(logRefusal?.contains("\(log.path):1: 'at' '2026-02-30T07:31:00-05:00': February 30") == true)
    }

    // A donation records what was done: dated a century ahead it would make every real action
    // look old to the predictor, so it is refused; a few hours ahead (a clock set wrong) is kept.
    @Test func aDonationDatedFarAheadOfTheClockIsRefused() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let coffee = [
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee",
        ]
        let order = coffee + ["--action", "OrderCoffee"]
        let refusal = Self.refusal(order + ["--at", "2126-03-02T07:00:00-05:00"])
        #expect(refusal?.contains("--at '2126-03-02T07:00:00-05:00' is 3") == true, "\(refusal ?? "accepted")")
        #expect(refusal?.contains("days after this machine's clock") == true)
        let soon = Date().addingTimeInterval(3 * 3600).formatted(.iso8601)
        #expect(Self.refusal(order + ["--at", soon]) == nil)
        let nextWeek = Date().addingTimeInterval(7 * 86_400 + 3600).formatted(.iso8601)
        #expect(Self.refusal(order + ["--at", nextWeek])?.contains("is 7 days after this machine's clock") == true)
        #expect(try Self.donated(in: state) == 1)

        let log = state.appendingPathComponent("history.jsonl")
        try Data(
            (#"{"user":"amy","at":"2026-03-02T07:31:00-05:00","app":"com.example.coffee","action":"OrderCoffee"}"#
                + "\n"
                + #"{"user":"amy","at":"2126-03-02T07:31:00-05:00","app":"com.example.coffee","action":"OrderCoffee"}"#)
                .utf8
        ).write(to: log)
        let logRefusal = Self.refusal(coffee + ["--log", log.path])
        #expect(logRefusal?.contains("\(log.path):2: 'at' '2126-03-02T07:31:00-05:00' is 3") == true)
        #expect(try Self.donated(in: state) == 1)
    }

    // A reservation is checked as a donation is: the app, the action it offers, its title, its
    // times and its places; a date without a time names the key and the form.
    @Test func aReservationIsCheckedBeforeItIsKept() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--state", state.path, "--catalog", Self.catalog, "--user", "amy"]
        func reservation(
            title: String = "Flight to Lisbon", startsAt: String = "2026-03-04T20:00:00Z",
            endsAt: String = "2026-03-04T23:00:00Z", latitude: Double = 40.64, action: String = "OrderCoffee"
        ) -> String {
            #"{"id":"r1","kind":"flight","title":"\#(title)","startsAt":"\#(startsAt)","endsAt":"\#(endsAt)","#
                + #""place":{"name":"JFK","latitude":\#(latitude),"longitude":-73.78},"#
                + #""action":{"id":"c","action":"\#(action)","title":"Check in"}}"#
        }
        let refusals: [(app: String, json: String, message: String)] = [
            ("com.example.nope", reservation(), "refused: no app 'com.example.nope' in the catalog"),
            (
                "com.example.coffee", reservation(action: "CheckIn"),
                "refused: reservation 'r1': the shortcut it offers ('c'): app 'com.example.coffee' has no action "
                    + "'CheckIn'"
            ),
            ("com.example.coffee", reservation(title: " "), "refused: reservation 'r1': needs a title"),
            (
                "com.example.coffee", reservation(endsAt: "2026-03-04T19:00:00Z"),
                "refused: reservation 'r1': endsAt 2026-03-04T19:00:00+00:00 is before startsAt "
                    + "2026-03-04T20:00:00+00:00"
            ),
            (
                "com.example.coffee", reservation(latitude: 999),
                "refused: reservation 'r1': the place needs both a latitude in -90...90"
            ),
            (
                "com.example.coffee", reservation(startsAt: "2026-03-04"),
                "cannot read the reservation given: bad value at 'startsAt': '2026-03-04': a date without a time"
            ),
            (
                "com.example.coffee", reservation(startsAt: "2026-02-30T20:00:00Z"),
                "bad value at 'startsAt': '2026-02-30T20:00:00Z': February 30 does not exist in 2026"
            ),
        ]
        for (app, json, message) in refusals {
            let refusal = Self.refusal(common + ["--app", app, "--reservation", json])
            #expect(refusal?.contains(message) == true, "\(refusal ?? "accepted"); expected \(message)")
        }
        #expect(Self.refusal(common + ["--app", "com.example.coffee", "--reservation", reservation()]) == nil)
        let kept = try SQLiteStore(directory: StateDirectory(url: state)).reservations(of: "amy", app: nil)
        #expect(kept.map(\.reservation.id) == ["r1"])
    }

    // Offers replace the app's list by id: two sharing one would keep only the last while
    // "2 suggested shortcuts" was printed.
    @Test func offersSharingAnIdAreRefused() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee"]
        let offers =
            #"[{"id":"a","action":"OrderCoffee","title":"Latte"},{"id":"b","action":"OrderCoffee","title":"Mocha"},"#
            + #"{"id":"a","action":"OrderCoffee","title":"Flat white"}]"#
        let expected = "refused: shortcuts 1 and 3 of the list share the id 'a'; give each shortcut an id of its own"
        let refusal = Self.refusal(common + ["--suggested-shortcuts", offers])
        #expect(refusal?.contains(expected) == true, "\(refusal ?? "accepted")")
        let relevant =
            #"[{"shortcut":{"id":"a","action":"OrderCoffee","title":"Latte"},"relevance":[]},"#
            + #"{"shortcut":{"id":"a","action":"OrderCoffee","title":"Mocha"},"relevance":[]}]"#
        let relevantRefusal = Self.refusal(common + ["--relevant-shortcuts", relevant])
        #expect(
            relevantRefusal?.contains("shortcuts 1 and 2 of the list share the id 'a'") == true,
            "\(relevantRefusal ?? "accepted")")
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.suggestedShortcuts(of: "amy", app: nil).isEmpty)
        #expect(try store.relevantShortcuts(of: "amy", app: nil).isEmpty)
    }

    // A blank title showed as an empty line in the gallery ("1.     — suggested by the app").
    @Test(arguments: ["   ", ""])
    func anOfferWithABlankTitleIsRefused(title: String) throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee"]
        let offers =
            #"[{"id":"a","action":"OrderCoffee","title":"Latte"},{"id":"blank","action":"OrderCoffee","title":""#
            + title + #""}]"#
        let refusal = Self.refusal(common + ["--suggested-shortcuts", offers])
        #expect(
            refusal?.contains(
                "refused: shortcut 2 ('blank') of the list has a blank title, which would show as an empty line")
                == true, "\(refusal ?? "accepted")")
        #expect(try SQLiteStore(directory: StateDirectory(url: state)).suggestedShortcuts(of: "amy", app: nil).isEmpty)
    }

    // Money is typed as people write it; a plain number needs the currency from somewhere, and
    // "nan" is refused where it is read rather than failing later as it is stored.
    @Test func moneyIsReadAsWrittenAndNaNIsRefused() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let pay = [
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.tally",
            "--action", "SendPayment", "--value", "payee=Ben",
        ]
        for amount in ["20 USD", "$20", "USD 20", "20.50 eur", "€5"] {
            let refusal = Self.refusal(pay + ["--value", "amount=\(amount)"])
            #expect(refusal == nil, "\(amount): \(refusal ?? "")")
        }
        #expect(try Self.donated(in: state) == 5)
        let refusals = [
            ("amount=20", "'amount': '20' has no currency and 'amount' has no default one; give its code, e.g. 20 USD"),
            ("amount=twenty", "'amount': 'twenty' is not an amount of money; write it as 20 USD"),
            ("amount=nan USD", "'amount': 'nan USD' is not a finite number"),
        ]
        for (value, message) in refusals {
            let refusal = Self.refusal(pay + ["--value", value])
            #expect(refusal?.contains(message) == true, "\(refusal ?? "accepted")")
        }
        let workout = [
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.stride",
            "--action", "StartWorkout",
        ]
        for value in ["goal=nan", "goal=inf"] {
            let refusal = Self.refusal(workout + ["--value", value])
            #expect(refusal?.contains("is not a finite number") == true, "\(refusal ?? "accepted")")
        }
        #expect(try Self.donated(in: state) == 5)
    }
}
