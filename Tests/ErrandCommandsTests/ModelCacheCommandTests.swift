import ErrandTestSupport
import Foundation
import Testing

/// A command trains its catalog's model at the first start and reads it back after: the same
/// readings, one model file in `$ERRAND_CACHE/models`, and a changed catalog trained anew.
struct ModelCacheCommandTests {
    static let coffee = TestData.repositoryRoot.appendingPathComponent("Examples/coffee.yaml").path
    static let music = TestData.repositoryRoot.appendingPathComponent("Examples/music.yaml").path

    static func modelFiles(in cache: URL) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("models").path))
        return Set((names ?? []).filter { $0.hasSuffix(".errandmodel") })
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aCatalogIsTrainedOnceAndReadTheSameFromTheCache() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("errand-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["ERRAND_CACHE": cache.path]
        let arguments = ["parse", "--catalog", Self.coffee, "a big latte please"]
        let first = try await ErrandProcess.run(arguments, input: "", environment: environment)
        let kept = Self.modelFiles(in: cache)
        #expect(first.status == 0)
        #expect(kept.count == 1)
        let second = try await ErrandProcess.run(arguments, input: "", environment: environment)
        #expect(second.output == first.output)
        #expect(second.output.contains("OrderCoffee"))
        #expect(Self.modelFiles(in: cache) == kept)
        _ = try await ErrandProcess.run(
            ["parse", "--catalog", Self.coffee, "--catalog", Self.music, "play kind of blue"], input: "",
            environment: environment)
        #expect(Self.modelFiles(in: cache).count == 2, "another catalog is another model")
    }
}
