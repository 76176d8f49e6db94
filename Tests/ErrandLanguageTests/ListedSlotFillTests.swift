import ErrandCatalog
import ErrandTestSupport
import Testing

@testable import ErrandLanguage

/// A listed value said by name is what the person chose, wherever it stands: "park my bike in
/// zone 4521" parks the bike, though no phrase of the app has a slot for the vehicle and the
/// tagger never learned where one stands.
struct ListedSlotFillTests {
    static let parking = """
        app: com.example.parkit
        name: ParkIt
        types:
          Vehicle:
            entity: true
            values:
              - { id: car, title: My car, synonyms: [car] }
              - { id: bike, title: Motorbike, synonyms: [bike, motorcycle] }
        actions:
          StartParking:
            title: Start parking
            category: start
            parameters:
              zone: { type: integer, title: Zone, required: true, min: 1000, max: 9999, prompt: "Which zone?" }
              duration: { type: duration, title: Duration, default: 1h, prompt: "For how long?" }
              vehicle: { type: Vehicle, title: Vehicle, default: car, prompt: "Which vehicle?" }
            summary: Start parking in zone {zone}
            phrases: ["start parking [in zone {zone}] [for {duration}]", "park [in zone {zone}] [for {duration}]"]
          SwapVehicles:
            title: Swap vehicles
            category: other
            parameters:
              from: { type: Vehicle, title: From, required: true, prompt: "Which vehicle now?" }
              to: { type: Vehicle, title: To, required: true, prompt: "Which vehicle instead?" }
            summary: Swap {from} for {to}
            phrases: ["swap [my] vehicles"]
        """

    static func understander() throws -> Understander {
        let app = try #require(ManifestLoader().loadApp(source: parking, file: "parkit.yaml").app)
        return try Understander.trained(on: Catalog(apps: [app]))
    }

    @Test(arguments: [
        ("park my bike in zone 4521", "bike"), ("park the motorcycle in zone 4521 for 45 minutes", "bike"),
        ("start parking my car in zone 1234", "car"),
    ])
    func aListedValueSaidByNameFillsItsParameter(text: String, vehicle: String) throws {
        let reading = try #require(try Self.understander().interpretations(of: text, context: .init()).best)
        #expect(reading.action == "StartParking")
        guard case .entity(let entity) = reading.parameters["vehicle"]?.value else {
            Issue.record("no vehicle read in '\(text)': \(reading.parameters)")
            return
        }
        #expect(entity.id == vehicle)
    }

    /// Two parameters of the same type: which one a name is for is the tagger's to say.
    @Test func twoParametersOfTheTypeTakeNoNameSoRead() throws {
        let understander = try Self.understander()
        let action = try #require(understander.catalog.action(named: "SwapVehicles", in: "com.example.parkit"))
        let text = "swap my vehicles, the bike"
        let filled = ListedSlotFill.filled(
            [:], of: action, in: "com.example.parkit", tokens: Tokenizer.tokens(of: text), characters: Array(text),
            index: understander.values, context: .init(), reader: understander.slotReader)
        #expect(filled.isEmpty)
    }

    /// A name inside a value already read is that value's words.
    @Test func aNameInsideAValueReadIsLeft() throws {
        let understander = try Self.understander()
        let action = try #require(understander.catalog.action(named: "StartParking", in: "com.example.parkit"))
        let text = "park in zone bike"
        let zone = UnderstoodValue(value: .string("bike"), text: "bike", offsets: 13..<17)
        let filled = ListedSlotFill.filled(
            ["zone": zone], of: action, in: "com.example.parkit", tokens: Tokenizer.tokens(of: text),
            characters: Array(text), index: understander.values, context: .init(), reader: understander.slotReader)
        #expect(filled["vehicle"] == nil)
    }

    static func films() throws -> Understander {
        try Understander.trained(on: try TestData.previewCatalog("reel"))
    }

    /// A film the app supplies at run time may be any words, but a listed one said by name is
    /// that film: over the tagger's guess ("see"), and whole ("heat 2" is no film "heat" and two
    /// seats).
    @Test func aListedNameWinsOverWordsThatNameNone() throws {
        let understander = try Self.films()
        let action = try #require(understander.catalog.action(named: "BookTickets", in: "com.example.reel"))
        let text = "i want to see dune on saturday"
        let guess = UnderstoodValue(
            value: .entity(EntityReference(type: "Movie", id: "see", title: "see")), text: "see", offsets: 10..<13)
        let filled = ListedSlotFill.filled(
            ["movie": guess], of: action, in: "com.example.reel", tokens: Tokenizer.tokens(of: text),
            characters: Array(text), index: understander.values, context: .init(), reader: understander.slotReader)
        #expect(filled["movie"]?.text == "dune")
        // A guess that names a listed film stays.
        let named = UnderstoodValue(
            value: .entity(EntityReference(type: "Movie", id: "heat2", title: "Heat 2")), text: "heat 2",
            offsets: 7..<13)
        let kept = ListedSlotFill.filled(
            ["movie": named], of: action, in: "com.example.reel",
            tokens: Tokenizer.tokens(of: "i want heat 2 not dune"), characters: Array("i want heat 2 not dune"),
            index: understander.values, context: .init(), reader: understander.slotReader)
        #expect(kept["movie"]?.text == "heat 2")
        let heat = try #require(understander.interpretations(of: "get tickets to heat 2", context: .init()).best)
        #expect(heat.parameters["movie"]?.text == "heat 2")
        #expect(heat.parameters["seats"] == nil)
    }
}
