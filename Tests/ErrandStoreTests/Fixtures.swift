import ErrandCatalog
import ErrandSuggestions
import ErrandTestSupport
import Foundation

/// A small catalog and donations to store: a coffee app and a messaging app.
enum Fixtures {
    static let catalog = Catalog(apps: [
        CoffeeFixture.app(moreParameters: [
            ParameterDefinition(id: "quantity", title: "Quantity", type: .integer, minimum: 1, maximum: 10)
        ]),
        AppDefinition(
            id: "com.example.messages", name: "Messages",
            actions: [
                ActionDefinition(
                    id: "SendMessage", title: "Send message",
                    parameters: [
                        ParameterDefinition(id: "recipient", title: "Recipient", type: .person),
                        ParameterDefinition(id: "body", title: "Message", type: .string),
                    ])
            ]),
        AppDefinition(
            id: "com.example.music", name: "Music",
            actions: [
                ActionDefinition(
                    id: "PlayPlaylist", title: "Play playlist",
                    parameters: [ParameterDefinition(id: "playlist", title: "Playlist", type: .string)],
                    summary: ParameterSummary(text: "Play {playlist}"))
            ]),
    ])

    static func play(_ person: String, _ playlist: String, minutes: Double) -> Donation {
        Donation(
            person: person, app: "com.example.music",
            content: .interaction(InteractionDonation(action: "PlayPlaylist", values: ["playlist": .string(playlist)])),
            context: context(minutes: minutes))
    }

    static let latte = CoffeeFixture.latte

    static func context(minutes: Double = 0) -> DonationContext {
        DonationContext(
            date: Date(timeIntervalSince1970: 1_772_454_660 + minutes * 60), timeZone: "America/New_York",
            place: PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home"), motion: .still, device: "phone")
    }

    static func coffee(_ person: String, id: String = UUID().uuidString, minutes: Double = 0, group: String? = nil)
        -> Donation
    {
        Donation(
            id: id, person: person, app: "com.example.coffee",
            content: .interaction(
                InteractionDonation(
                    action: "OrderCoffee", values: ["coffee": latte, "size": .enumCase("large")],
                    result: ["eta": .duration(300)], keyImage: "images/latte.png",
                    suggestedInvocationPhrase: "Order my latte", identifier: "order-\(id)")),
            context: context(minutes: minutes), groupIdentifier: group)
    }

    static func message(_ person: String, to contact: String, id: String = UUID().uuidString, minutes: Double = 0)
        -> Donation
    {
        Donation(
            id: id, person: person, app: "com.example.messages",
            content: .interaction(
                InteractionDonation(
                    action: "SendMessage",
                    values: [
                        "recipient": .person(Person(name: contact, id: contact.lowercased())), "body": .string("hi"),
                    ])),
            context: context(minutes: minutes), groupIdentifier: "conversation-\(contact)")
    }

    /// A fresh state directory under the temporary directory.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-store-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
