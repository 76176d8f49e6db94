import ErrandLanguage

extension ExampleApps {
    /// The example apps' understander, trained once per process, or nil when their phrases do
    /// not compile: transcripts, tests and benchmarks read requests through the same model as
    /// every conversation with the example apps.
    public static let understander: Understander? = try? Understander.trained(on: catalog)
}
