import ErrandCatalog
import Testing

/// A webhook's `timeout` is seconds a person waits for an answer: above 0 and at most 300,
/// refused where it is written otherwise.
struct HandlerTimeoutTests {
    static func manifest(timeout: String) -> String {
        """
        app: com.example.slow
        name: Slow
        actions:
          Wait: { title: Wait, category: generic }
        handler: { webhook: "https://example.com/hook", timeout: \(timeout) }
        """
    }

    @Test(arguments: ["1e300", "0", "-5", "300.5"])
    func aTimeoutOutOfRangeIsLocated(_ timeout: String) {
        let result = ManifestLoader().loadApp(source: Self.manifest(timeout: timeout), file: "slow.yaml")
        #expect(
            result.diagnostics.map(\.summary).contains {
                $0.hasPrefix("5:58 handler.timeout: a timeout of ")
                    && $0.contains("give seconds above 0 and at most 300")
            }, "\(result.diagnostics.map(\.summary))")
    }

    @Test(arguments: [("0.25", 0.25), ("300", 300.0)])
    func aTimeoutInRangeIsKept(_ timeout: String, _ seconds: Double) throws {
        let result = ManifestLoader().loadApp(source: Self.manifest(timeout: timeout), file: "slow.yaml")
        #expect(result.diagnostics.isEmpty)
        let app = try #require(result.app)
        #expect(
            app.handler
                == .webhook(url: "https://example.com/hook", secretEnvironmentVariable: nil, timeoutSeconds: seconds))
    }
}
