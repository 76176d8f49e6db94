import ErrandLanguage
import ErrandStore
import Foundation
import Synchronization
import Testing

/// The model cache trains a catalog once, keeps what it trained whole, and never fails a
/// command for a cache it cannot use.
struct ModelCacheDirectoryTests {
    static let examples = [
        TrainingExample(text: "order a latte", intent: "Order", slots: [SlotSpan(name: "drink", characters: 8..<13)]),
        TrainingExample(
            text: "order a large mocha", intent: "Order", slots: [SlotSpan(name: "drink", characters: 14..<19)]),
        TrainingExample(text: "play some jazz", intent: "Play"),
        TrainingExample(text: "play the news", intent: "Play"),
    ]

    /// A trainer that counts its trainings, each taking at least `seconds`.
    final class Trainer: Sendable {
        let trainings = Mutex(0)
        let trainer = IntentModelTrainer(configuration: .init(taggerEpochs: 2, classifierEpochs: 2))
        let seconds: Double

        init(seconds: Double = 0) { self.seconds = seconds }

        var fingerprint: [UInt8] { trainer.fingerprint(of: ModelCacheDirectoryTests.examples) }

        func train() throws -> IntentModel {
            trainings.withLock { $0 += 1 }
            Thread.sleep(forTimeInterval: seconds)
            return try trainer.train(ModelCacheDirectoryTests.examples)
        }

        func model(in cache: ModelCacheDirectory, fingerprint: [UInt8]? = nil) throws -> IntentModel {
            try cache.model(fingerprint: fingerprint ?? self.fingerprint, train: train)
        }

        var count: Int { trainings.withLock { $0 } }
    }

    static func withDirectory(_ body: (URL) throws -> Void) rethrows {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-models-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    static func modelFiles(in url: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "errandmodel" }
    }

    @Test func aModelIsTrainedOnceAndThenReadBackTheSame() throws {
        try Self.withDirectory { url in
            let trainer = Trainer()
            let cache = ModelCacheDirectory(url: url, build: "build 1")
            let trained = try trainer.model(in: cache)
            let kept = try trainer.model(in: cache)
            #expect(trainer.count == 1)
            #expect(kept.serialized() == trained.serialized())
            #expect(Self.modelFiles(in: url).count == 1)
        }
    }

    @Test func anotherTrainingInputOrAnotherBuildTrainsAgain() throws {
        try Self.withDirectory { url in
            let trainer = Trainer()
            _ = try trainer.model(in: ModelCacheDirectory(url: url, build: "build 1"))
            _ = try trainer.model(in: ModelCacheDirectory(url: url, build: "build 1"), fingerprint: [1, 2, 3])
            _ = try trainer.model(in: ModelCacheDirectory(url: url, build: "build 2"))
            #expect(trainer.count == 3)
            #expect(Self.modelFiles(in: url).count == 3)
        }
    }

    @Test func aBuildThatCannotBeToldApartKeepsNothing() throws {
        try Self.withDirectory { url in
            let trainer = Trainer()
            let cache = ModelCacheDirectory(url: url, build: nil)
            _ = try trainer.model(in: cache)
            _ = try trainer.model(in: cache)
            #expect(trainer.count == 2)
            #expect(Self.modelFiles(in: url).isEmpty)
        }
    }

    @Test func theCacheIsTheVariablesElseThePlatformsCachePath() {
        let path = { (environment: [String: String]) in ModelCacheDirectory.standard(environment: environment).url.path
        }
        #expect(path(["ERRAND_CACHE": "/tmp/mine", "XDG_CACHE_HOME": "/cache", "HOME": "/h"]) == "/tmp/mine/models")
        #if os(Linux)
            #expect(path(["ERRAND_CACHE": "", "XDG_CACHE_HOME": "/cache", "HOME": "/h"]) == "/cache/errand/models")
            #expect(path(["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/errand/models")
            #expect(path(["HOME": "/h"]) == "/h/.cache/errand/models")
        #endif
    }

    @Test func aWriteAbandonedAnHourAgoIsRemovedAndARecentOneKept() throws {
        try Self.withDirectory { url in
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let old = url.appendingPathComponent(".abandoned.partial")
            let recent = url.appendingPathComponent(".writing.partial")
            for file in [old, recent] { try Data([1, 2, 3]).write(to: file) }
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: old.path)
            _ = try Trainer().model(in: ModelCacheDirectory(url: url, build: "build 1"))
            #expect(!FileManager.default.fileExists(atPath: old.path))
            #expect(FileManager.default.fileExists(atPath: recent.path))
        }
    }

    @Test func theRunningBuildIsNamedByTheExecutable() throws {
        let build = try #require(ModelCacheDirectory.runningBuild)
        let path = try #require(Bundle.main.executableURL?.resolvingSymlinksInPath().path)
        #expect(build.hasPrefix(path + " "))
    }

    @Test func aDamagedModelFileIsTrainedAgainAndReplaced() throws {
        try Self.withDirectory { url in
            let trainer = Trainer()
            let cache = ModelCacheDirectory(url: url, build: "build 1")
            let trained = try trainer.model(in: cache)
            let file = try #require(Self.modelFiles(in: url).first)
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(bytes.count / 2).write(to: file)
            let again = try trainer.model(in: cache)
            #expect(trainer.count == 2)
            #expect(again.serialized() == trained.serialized())
            #expect(try Data(contentsOf: file) == bytes)
        }
    }

    @Test func aDirectoryThatCannotBeMadeOnlyCostsATraining() throws {
        try Self.withDirectory { url in
            try Data("not a directory".utf8).write(to: url)
            let trainer = Trainer()
            let cache = ModelCacheDirectory(url: url.appendingPathComponent("models"), build: "build 1")
            _ = try trainer.model(in: cache)
            _ = try trainer.model(in: cache)
            #expect(trainer.count == 2)
        }
    }

    @Test func theLeastRecentlyUsedModelsGoWhenTheyPassTheLimit() throws {
        try Self.withDirectory { url in
            let trainer = Trainer()
            let size = try trainer.train().serialized().count
            let cache = ModelCacheDirectory(url: url, maximumBytes: size * 2, build: "build 1")
            _ = try trainer.model(in: cache, fingerprint: [1])
            _ = try trainer.model(in: cache, fingerprint: [2])
            // NB: file times are kept to the second or finer; a used model must be newer.
            Thread.sleep(forTimeInterval: 1.1)
            _ = try trainer.model(in: cache, fingerprint: [1])
            _ = try trainer.model(in: cache, fingerprint: [3])
            #expect(Self.modelFiles(in: url).count == 2)
            let before = trainer.count
            _ = try trainer.model(in: cache, fingerprint: [1])
            _ = try trainer.model(in: cache, fingerprint: [3])
            #expect(trainer.count == before, "the model used last and the one kept last stay")
            _ = try trainer.model(in: cache, fingerprint: [2])
            #expect(trainer.count == before + 1, "the least recently used went")
        }
    }

    @Test func threadsMissingOneModelAtOnceTrainItOnce() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-models-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        // NB: a training long enough that every thread misses the file before it is kept.
        let trainer = Trainer(seconds: 0.5)
        let cache = ModelCacheDirectory(url: url, build: "build 1")
        let models = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await withCheckedThrowingContinuation { continuation in
                        DispatchQueue.global().async {
                            continuation.resume(with: Result { try trainer.model(in: cache).serialized() })
                        }
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(trainer.count == 1)
        #expect(Set(models).count == 1)
    }
}
