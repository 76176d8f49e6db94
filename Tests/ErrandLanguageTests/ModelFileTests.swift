import ErrandLanguage
import Foundation
import Testing

struct ModelFileTests {
    static func train(threads: Int = 0) throws -> IntentModel {
        try IntentModelTrainer(configuration: .init(taggerEpochs: 5, classifierEpochs: 5, threads: threads))
            .train(ModelFixtures.training, gazetteers: ["drink": ["cortado"]])
    }

    @Test func trainingTwiceGivesTheSameBytes() throws {
        let first = try Self.train()
        let second = try Self.train()
        #expect(first.serialized() == second.serialized())
    }

    @Test func theNumberOfThreadsDoesNotChangeTheModel() throws {
        #expect(try Self.train(threads: 1).serialized() == Self.train(threads: 3).serialized())
    }

    @Test func aSavedModelReadsBackTheSame() throws {
        let model = try Self.train()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try model.write(to: url)
        let loaded = try IntentModel(contentsOf: url)
        #expect(loaded.serialized() == model.serialized())
        for example in ModelFixtures.heldOut {
            #expect(loaded.predictions(for: example.text) == model.predictions(for: example.text))
        }
    }

    @Test func aTruncatedFileSaysItIsTruncated() throws {
        let bytes = try Self.train().serialized()
        for length in [bytes.count - 1, bytes.count / 2, 20] {
            let error = try #require(throws: ModelFileError.self) {
                try IntentModel(serialized: Array(bytes.prefix(length)))
            }
            #expect(error.description.contains("truncated"), "\(error)")
        }
    }

    @Test func aTruncatedFileOnDiskNamesTheFile() throws {
        let bytes = try Self.train().serialized()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-cut-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes.prefix(bytes.count - 100)).write(to: url)
        let error = try #require(throws: ModelFileError.self) { try IntentModel(contentsOf: url) }
        #expect(error.description.hasPrefix(url.path))
        #expect(error.description.contains("truncated"))
    }

    @Test func anotherVersionIsRefusedWithItsNumber() throws {
        var bytes = try Self.train().serialized()
        bytes[12] = 99
        let error = try #require(throws: ModelFileError.self) { try IntentModel(serialized: bytes) }
        #expect(error.description.contains("version 99"), "\(error)")
    }

    @Test func aForeignFileIsNotAModel() throws {
        let error = try #require(throws: ModelFileError.self) {
            try IntentModel(serialized: Array("{\"not\": \"a model\"}".utf8))
        }
        #expect(error.description.contains("not an Errand model file"))
        #expect(throws: ModelFileError.self) { try IntentModel(serialized: []) }
    }

    @Test func corruptLengthsGiveAnErrorNotACrash() throws {
        let bytes = try Self.train().serialized()
        // Every single-byte change in the header and first counts must be caught or harmless.
        for index in 12..<min(bytes.count, 200) {
            var damaged = bytes
            damaged[index] ^= 0xFF
            _ = try? IntentModel(serialized: damaged)
        }
    }
}
