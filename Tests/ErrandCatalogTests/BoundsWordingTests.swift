import ErrandCatalog
import Testing

/// Bounds that cannot hold are said once, in the numbers written: a newcomer's "min: 5, max:
/// 2, default: 3" was told "min (5.0) is above max (2.0)", then twice more that the default was
/// below one and above the other.
struct BoundsWordingTests {
    static func diagnostics(_ fields: String) -> [String] {
        let source = """
            app: com.example.bounds
            name: Bounds
            actions:
              Order:
                title: Order a thing
                category: order
                parameters:
                  count: { type: integer, title: Count, \(fields), prompt: "How many?" }
            """
        return ManifestLoader().loadApp(source: source, file: "bounds.yaml").diagnostics.map(\.message)
    }

    @Test func reversedBoundsAreOneProblem() {
        #expect(Self.diagnostics("min: 5, max: 2, default: 3") == ["min (5) is above max (2); swap them"])
    }

    @Test func aDefaultOutsideIsSaidInItsNumbers() {
        #expect(Self.diagnostics("min: 1, max: 4, default: 6") == ["the default 6 is above max 4"])
        #expect(Self.diagnostics("min: 1.5, max: 4, default: 1") == ["the default 1 is below min 1.5"])
    }
}
