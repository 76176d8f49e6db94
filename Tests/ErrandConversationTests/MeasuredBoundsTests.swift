import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// `min` and `max` of a temperature or a distance are in a unit, and values said in another are
/// compared in it. An oven of 150 to 550 took 500 °C and refused 100 °C: the numbers alone were
/// compared, whatever their scale.
struct MeasuredBoundsTests {
    static func oven(_ bounds: String) -> (AppDefinition?, [Diagnostic]) {
        let source = """
            app: com.example.oven
            name: Oven
            actions:
              Preheat:
                title: Preheat
                category: other
                parameters:
                  temperature: { type: temperature, title: Temperature, required: true, \(bounds) }
            """
        let loaded = ManifestLoader().loadApp(source: source, file: "oven.yaml")
        return (loaded.app, loaded.diagnostics)
    }

    static func check(_ value: Value, _ app: AppDefinition) -> String? {
        guard let parameter = app.action(named: "Preheat")?.parameter(named: "temperature") else { return "none" }
        switch ResolutionRules.check(value, for: parameter, app: app) {
        case .success: return nil
        case .failure(let refusal): return refusal.sentence
        }
    }

    static func celsius(_ degrees: Double) -> Value { .temperature(Temperature(value: degrees, unit: .celsius)) }

    @Test(arguments: ["min: 150 F, max: 550 F", "min: 150, max: 550, default: 350 F", "min: 65.6 C, max: 550 F"])
    func valuesInAnotherUnitAreComparedInTheBounds(bounds: String) throws {
        let (loaded, diagnostics) = Self.oven(bounds)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let app = try #require(loaded)
        #expect(Self.check(Self.celsius(100), app) == nil)
        #expect(Self.check(Self.celsius(200), app) == nil)
        #expect(Self.check(Self.celsius(300), app) != nil)
        #expect(Self.check(Self.celsius(50), app) != nil)
        #expect(Self.check(.temperature(Temperature(value: 200, unit: .degree)), app) == nil)
        #expect(app.problem(with: Self.celsius(300), for: app.actions[0].parameters[0]) != nil)
    }

    @Test func theRefusalSaysTheBoundsInTheirUnit() throws {
        let app = try #require(Self.oven("min: 150 F, max: 550 F").0)
        #expect(Self.check(Self.celsius(300), app) == "The temperature must be between 150°F and 550°F.")
    }

    @Test func boundsWithNoUnitAreALocatedError() {
        let (_, diagnostics) = Self.oven("min: 150, max: 550")
        #expect(
            diagnostics.map(\.message) == ["min and max of a temperature need their unit ('150 F'), or a default in it"]
        )
        #expect(diagnostics.first?.path == "actions.Preheat.parameters.temperature.min")
    }

    @Test func aDistanceIsComparedInItsUnit() throws {
        let source = """
            app: com.example.volt
            name: Volt
            actions:
              FindCharger:
                title: Find a charger
                category: search
                parameters:
                  radius: { type: distance, title: Radius, min: 1 km, max: 50 km }
            """
        let app = try #require(ManifestLoader().loadApp(source: source, file: "volt.yaml").app)
        let radius = try #require(app.action(named: "FindCharger")?.parameter(named: "radius"))
        #expect(ResolutionRules.accepts(.distance(Distance(value: 20, unit: .miles)), for: radius, app: app))
        #expect(!ResolutionRules.accepts(.distance(Distance(value: 40, unit: .miles)), for: radius, app: app))
        #expect(!ResolutionRules.accepts(.distance(Distance(value: 500, unit: .meters)), for: radius, app: app))
    }
}
