import ErrandCatalog
import ErrandTestSupport
import Foundation
import Synchronization
import Testing

@testable import ErrandLanguage

/// A model kept under the fingerprint of its training input stands for training again only if
/// every input that changes the model changes the fingerprint.
struct TrainingFingerprintTests {
    static let examples = [
        TrainingExample(text: "order a latte", intent: "Order", slots: [SlotSpan(name: "drink", characters: 8..<13)]),
        TrainingExample(text: "play some jazz", intent: "Play"),
    ]

    static func fingerprint(
        _ examples: [TrainingExample] = examples, gazetteers: [String: [String]] = ["drink": ["mocha"]],
        configuration: IntentModelTrainer.Configuration = .init()
    ) -> [UInt8] {
        IntentModelTrainer(configuration: configuration).fingerprint(of: examples, gazetteers: gazetteers)
    }

    @Test func theSameInputGivesTheSameFingerprintOnAnyNumberOfThreads() {
        #expect(Self.fingerprint() == Self.fingerprint(configuration: .init(threads: 1)))
        #expect(Self.fingerprint() == Self.fingerprint(configuration: .init(threads: 5)))
    }

    @Test func everyInputThatChangesTheModelChangesTheFingerprint() {
        var moved = Self.examples
        moved[0].slots = [SlotSpan(name: "drink", characters: 9..<13)]
        var renamed = Self.examples
        renamed[1].intent = "PlayMusic"
        let changed = [
            Self.fingerprint(Self.examples.reversed()),
            Self.fingerprint(moved),
            Self.fingerprint(renamed),
            Self.fingerprint(gazetteers: ["drink": ["mocha", "chai"]]),
            Self.fingerprint(gazetteers: ["coffee": ["mocha"]]),
            Self.fingerprint(configuration: .init(taggerEpochs: 19)),
            Self.fingerprint(configuration: .init(taggerWordDropout: 0.3)),
            Self.fingerprint(configuration: .init(classifierLearningRate: 0.04)),
            Self.fingerprint(configuration: .init(gazetteerFolds: 4)),
            Self.fingerprint(configuration: .init(seed: 7)),
        ]
        #expect(Set(changed + [Self.fingerprint()]).count == changed.count + 1)
    }

    /// The coffee shop's manifest with `edit` made to it.
    static func coffee(_ edit: (String) -> String = { $0 }) throws -> Catalog {
        let manifest = TestData.repositoryRoot.appendingPathComponent("Examples/coffee.yaml")
        let edited = edit(try String(contentsOf: manifest, encoding: .utf8))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("errand-coffee-\(UUID()).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(edited.utf8).write(to: file)
        return try ManifestLoader().load(paths: [file.path]).catalog
    }

    static func fingerprint(of catalog: Catalog) throws -> [UInt8] {
        try CatalogTrainingData(catalog: catalog).fingerprint(trainedWith: .init())
    }

    /// The catalog's fingerprint stands for its sampled sentences: whatever changes them, or
    /// the gazetteers, changes it.
    @Test func everyEditThatChangesWhatACatalogTeachesChangesItsFingerprint() throws {
        let original = try Self.fingerprint(of: Self.coffee())
        #expect(try Self.fingerprint(of: Self.coffee()) == original)
        let edits: [(String, String)] = [
            ("\"reorder coffee\"", "\"reorder a coffee\""),
            ("order a [large](size) [latte](coffee)", "order a [small](size) [latte](coffee)"),
            ("title: Latte", "title: Flat white"),
            ("synonyms: [bowl]", "synonyms: [bowl, big]"),
            ("quantity: { type: integer", "quantity: { type: decimal"),
            ("max: 10,", "max: 12,"),
        ]
        for (old, new) in edits {
            let edited = try Self.fingerprint(of: Self.coffee { $0.replacingOccurrences(of: old, with: new) })
            #expect(edited != original, "\(old) → \(new)")
        }
        let sampled = try CatalogTrainingData(catalog: Self.coffee()).examples()
        let drink = try CatalogTrainingData(
            catalog: Self.coffee { $0.replacingOccurrences(of: "title: Latte", with: "title: Flat white") })
        #expect(drink.examples() != sampled, "a value's name is in the sentences its fingerprint stands for")
    }

    @Test func aModelKeptFromTheSameCatalogIsTakenInsteadOfTraining() throws {
        let catalog = try TestData.previewCatalog("ferry")
        let store = RecordingStore()
        let trained = try Understander.trained(on: catalog, keptIn: store)
        let kept = try Understander.trained(on: catalog, keptIn: store)
        #expect(store.trainings.withLock { $0 } == 1)
        #expect(kept.model?.serialized() == trained.model?.serialized())
        #expect(store.fingerprints.withLock { Set($0).count } == 1)
    }
}

/// Keeps models in memory and counts the trainings it let run.
private final class RecordingStore: TrainedModelStore {
    let kept = Mutex<[[UInt8]: IntentModel]>([:])
    let trainings = Mutex(0)
    let fingerprints = Mutex<[[UInt8]]>([])

    func model(fingerprint: [UInt8], train: () throws -> IntentModel) throws -> IntentModel {
        fingerprints.withLock { $0.append(fingerprint) }
        if let model = kept.withLock({ $0[fingerprint] }) { return model }
        let model = try train()
        trainings.withLock { $0 += 1 }
        kept.withLock { $0[fingerprint] = model }
        return model
    }
}
