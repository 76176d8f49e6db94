import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// A share said in words is a percentage where one is asked for: "dim the kitchen lights to
/// half" is 50%, where it was refused ("I can't use half as the brightness").
struct PercentageWordsTests {
    @Test(arguments: [("half", 50.0), ("a quarter", 25.0), ("three quarters", 75.0), ("max", 100.0), ("Full", 100.0)])
    func aShareInWordsIsAPercentage(text: String, percent: Double) {
        #expect(BuiltInValueReader().value(of: text, as: .percentage, context: .init()) == .percentage(percent))
    }

    @Test func otherWordsAreNone() {
        #expect(BuiltInValueReader().value(of: "purple", as: .percentage, context: .init()) == nil)
        #expect(BuiltInValueReader().value(of: "half", as: .integer, context: .init()) == nil)
    }

    @Test func aRequestSaysItSo() throws {
        let understander = try OppositeWordsTests.understander()
        let reading = try #require(
            understander.interpretations(of: "dim the kitchen lights to half", context: .init()).best)
        #expect(reading.parameters["brightness"]?.value == .percentage(50))
    }
}
