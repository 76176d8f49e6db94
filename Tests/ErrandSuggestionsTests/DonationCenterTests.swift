import ErrandCatalog
import ErrandSuggestions
import Foundation
import Testing

struct DonationCenterTests {
    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.notes", name: "Notes",
            actions: [
                ActionDefinition(
                    id: "CreateNote", title: "Create note",
                    parameters: [
                        ParameterDefinition(id: "folder", title: "Folder", type: .string),
                        ParameterDefinition(id: "pinned", title: "Pinned", type: .boolean),
                        ParameterDefinition(id: "reminder", title: "Reminder", type: .duration),
                        ParameterDefinition(id: "reminders", title: "Reminders", type: .list(.duration)),
                    ])
            ])
    ])

    static func note(_ person: String, folder: String, hour: Int, day: Int) -> Donation {
        Donation(
            person: person, app: "com.example.notes",
            content: .interaction(InteractionDonation(action: "CreateNote", values: ["folder": .string(folder)])),
            context: DonationContext(
                date: Date(timeIntervalSince1970: 1_772_409_600 + Double(day * 86_400 + hour * 3_600)), timeZone: "UTC")
        )
    }

    @Test func whatTheConversationDonatesFeedsThatPersonsPredictions() throws {
        let center = DonationCenter(catalog: Self.catalog, store: InMemoryDonationStore())
        let sink: any DonationSink = center
        for day in 0..<7 {
            try sink.donate(Self.note("amy", folder: "Journal", hour: 22, day: day))
            try sink.donate(Self.note("amy", folder: "Work", hour: 10, day: day))
        }
        let night = try #require(Self.note("amy", folder: "", hour: 22, day: 8).context.predictionContext)
        let ranked = try center.predictions(for: "amy", in: night)
        #expect(ranked.first?.candidate.values == ["folder": "Journal"])
        #expect(try center.predictions(for: "bob", in: night).isEmpty)
    }

    /// Suggestions asked about a past moment know only what the person had done by then: an
    /// action first done afterwards is not suggested, nor explained as used recently.
    @Test func aPastMomentIsAnsweredWithWhatWasDoneByThen() throws {
        let store = InMemoryDonationStore()
        let center = DonationCenter(catalog: Self.catalog, store: store)
        for day in 0..<7 { try center.donate(Self.note("amy", folder: "Journal", hour: 22, day: day)) }
        for day in 10..<17 { try center.donate(Self.note("amy", folder: "Work", hour: 22, day: day)) }
        let between = try #require(Self.note("amy", folder: "", hour: 22, day: 8).context.predictionContext)
        let after = try #require(Self.note("amy", folder: "", hour: 22, day: 18).context.predictionContext)
        let then = try center.suggestions(for: "amy", on: .lockScreen, in: between)
        #expect(then.map(\.candidate.values) == [["folder": "Journal"]])
        #expect(try center.predictions(for: "amy", in: between).map(\.candidate.values) == [["folder": "Journal"]])
        let now = try center.suggestions(for: "amy", on: .lockScreen, in: after)
        #expect(Set(now.map(\.candidate.values)) == [["folder": "Journal"], ["folder": "Work"]])
    }

    @Test func refusesAValueOfTheWrongTypeAndKeepsNothing() throws {
        let store = InMemoryDonationStore()
        let center = DonationCenter(catalog: Self.catalog, store: store)
        var donation = Self.note("amy", folder: "Journal", hour: 9, day: 0)
        donation.content = .interaction(InteractionDonation(action: "CreateNote", values: ["pinned": .string("yes")]))
        #expect {
            try center.donate([Self.note("amy", folder: "Work", hour: 9, day: 0), donation])
        } throws: { error in
            "\(error)" == "parameter 'pinned' of 'CreateNote' takes a boolean, not a string"
        }
        #expect(try store.donations(of: "amy", app: nil).isEmpty)
    }

    /// A number no person means (a reminder in 1e300 seconds) is refused where it enters, even
    /// where the app declares no maximum: kept, it could not be shown or suggested again.
    @Test func refusesANumberBeyondWhatAValueHolds() throws {
        let store = InMemoryDonationStore()
        let center = DonationCenter(catalog: Self.catalog, store: store)
        for values: [String: Value] in [
            ["reminder": .duration(1e300)], ["reminder": .duration(-1e16)],
            ["reminders": .list([.duration(60), .duration(.infinity)])],
        ] {
            var donation = Self.note("amy", folder: "Journal", hour: 9, day: 0)
            donation.content = .interaction(InteractionDonation(action: "CreateNote", values: values))
            #expect {
                try center.donate(donation)
            } throws: { error in
                "\(error)".hasPrefix("parameter 'reminder") && "\(error)".hasSuffix("accepted: -1e15 to 1e15")
            }
        }
        var fine = Self.note("amy", folder: "Journal", hour: 9, day: 0)
        fine.content = .interaction(InteractionDonation(action: "CreateNote", values: ["reminder": .duration(86_400)]))
        try center.donate(fine)
        #expect(try store.donations(of: "amy", app: nil).count == 1)
        #expect(Value.duration(1e300).salientText == "1e+300s")
        #expect(Value.duration(5_400).salientText == "5400s")
    }

    @Test func refusesAnUnknownTimeZone() {
        let center = DonationCenter(catalog: Self.catalog, store: InMemoryDonationStore())
        var donation = Self.note("amy", folder: "Journal", hour: 9, day: 0)
        donation.context.timeZone = "Mars/Olympus"
        #expect(throws: DonationError.self) { try center.donate(donation) }
    }

    @Test func refusesADateNoCalendarCanShow() {
        let center = DonationCenter(catalog: Self.catalog, store: InMemoryDonationStore())
        var donation = Self.note("amy", folder: "Journal", hour: 9, day: 0)
        donation.context.date = Date(timeIntervalSince1970: 1e300)
        #expect {
            try center.donate(donation)
        } throws: { error in
            "\(error)" == "the donation's date must be between the years 1 and 9999"
        }
    }

    @Test func longFreeTextAndInstantsAreNotPartOfASuggestion() {
        let donation = Donation(
            person: "amy", app: "com.example.notes",
            content: .interaction(
                InteractionDonation(
                    action: "CreateNote",
                    values: [
                        "folder": .string("Journal"), "when": .dateTime(Date(timeIntervalSince1970: 0)),
                        "body": .string(String(repeating: "long text ", count: 10)),
                    ])), context: DonationContext(date: Date(timeIntervalSince1970: 0), timeZone: "UTC"))
        #expect(donation.candidate?.values == ["folder": "Journal"])
    }
}
