import ErrandCatalog
import Testing

/// A value given ahead of time that does not fit its parameter is described the way a person
/// writes numbers: whole numbers without a fraction, other numbers as they are.
@Suite struct ParameterValueProblemTests {
    @Test func wholeNumbersAreWrittenWithoutAFraction() {
        let problem = ParameterValueProblem.outOfRange(value: 40, range: "1 to 10")
        #expect(
            problem.description(parameter: "quantity", action: "OrderCoffee")
                == "parameter 'quantity' of 'OrderCoffee' is 40; accepted: 1 to 10")
        #expect(ParameterValueProblem.written(-3) == "-3")
        #expect(ParameterValueProblem.written(2.5) == "2.5")
        #expect(ParameterValueProblem.written(2e20) == "2e+20")
    }

    @Test func aRangeIsWrittenFromTheParametersBounds() throws {
        let catalog = try ExampleCatalogTests.load().catalog
        let app = try #require(catalog.app("com.example.coffee"))
        let quantity = try #require(try ExampleCatalogTests.action(app.id, "OrderCoffee").parameter(named: "quantity"))
        #expect(app.problem(with: .integer(0), for: quantity) == .outOfRange(value: 0, range: "1 to 10"))
    }
}
