import ErrandCatalog
import ErrandShortcuts
import Testing

/// A calculation with no result says why, in the numbers the person wrote.
struct CalculationFailureTests {
    let kit = ShortcutTestKit()

    // Before: "the result of -8.0 ^ 0.5 is too large to be a number" (it is no real number at all),
    // and "10.0 ^ 400.0" for a shortcut that wrote 10 and 400.
    @Test(arguments: [
        (
            -8.0, 0.5,
            "step 'calc' (Calculate): -8 ^ 0.5 has no result among real numbers (a negative number to a "
                + "fractional power)"
        ),
        (10, 400, "step 'calc' (Calculate): the result of 10 ^ 400 is too large to be a number"),
    ])
    func aPowerWithNoResultSaysWhy(a: Double, b: Double, message: String) async throws {
        let error = try await kit.failure([
            .builtIn(
                "calc", .calculate,
                ["a": .literal(.decimal(a)), "operator": .literal(.string("^")), "b": .literal(.decimal(b))])
        ])
        #expect(error.message == message)
    }
}
