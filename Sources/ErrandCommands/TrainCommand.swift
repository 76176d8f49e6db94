import ArgumentParser
import ErrandCatalog
import ErrandLanguage
import ErrandStore
import Foundation

/// `errand train`: trains a catalog's statistical model once and saves it, for catalogs too
/// large to train at every start.
struct Train: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Train the statistical model of a catalog and save it to a file.",
        discussion: """
            The model learns from every action's examples and from sentences sampled from its phrases. \
            Other commands train a catalog's model the first time they meet it and keep it in the model \
            cache ($ERRAND_CACHE/models, else ~/.cache/errand/models), so later starts read it rather than \
            train. Train a catalog too large for that once and pass the file with --model. With no \
            --catalog, the example apps built into Errand are trained. Example:
              errand train --catalog Examples --output examples.errandmodel
              errand parse --catalog Examples --model examples.errandmodel \\
                "order a large latte"
            """)

    @Option(
        name: .long,
        help: "A manifest file or a directory of manifests (repeatable; default: the example apps built into Errand).")
    var catalog: [String] = []

    @Option(help: "Where to write the model.")
    var output: String

    func run() async throws {
        let loaded = try CatalogLoading.load(catalog)
        let configuration = Understander.Configuration(maximumTrainingExamples: .max)
        let (understander, seconds) = try timed {
            try Understander.trained(on: loaded.catalog, configuration: configuration)
        }
        guard let model = understander.model else {
            throw CommandFailure("the catalog has no phrases or examples to learn from")
        }
        try OutputFile.write(model.serialized(), toPath: output, option: "--output")
        print("trained \(model.intents.count) actions in \(fixed(seconds, 2)) s; wrote \(output)")
    }
}

/// Loading `--model` for a catalog, checking the model knows the catalog's actions.
enum ModelLoading {
    /// An understander of `catalog` with its model trained, or taken from the model cache
    /// when this build trained it before (`ModelCacheDirectory.standard`).
    static func trained(on catalog: Catalog) throws -> Understander {
        try Understander.trained(
            on: catalog, keptIn: ModelCacheDirectory.standard(environment: ProcessInfo.processInfo.environment))
    }

    static func understander(for catalog: Catalog, modelPath: String?) throws -> Understander {
        guard let modelPath else { return try trained(on: catalog) }
        guard FileManager.default.fileExists(atPath: modelPath) else {
            throw CommandFailure(
                "no model at \(modelPath); make one with errand train --catalog … --output \(modelPath)")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: modelPath, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure(
                "--model '\(modelPath)' is a directory; give the path of a model file made by errand train --output")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: modelPath))
        } catch {
            throw CommandFailure(
                "--model '\(modelPath)' cannot be read (\(InputFile.reason(error))); give a model file "
                    + "made by errand train --output")
        }
        let model: IntentModel
        do {
            model = try IntentModel(serialized: [UInt8](data))
        } catch {
            var located = error
            located.path = modelPath
            throw located
        }
        let actions = Set(catalog.allActions.map { IntentName.of(app: $0.app.id, action: $0.action.id) })
        let unknown = model.intents.filter { !actions.contains($0) }
        guard unknown.isEmpty else {
            throw CommandFailure(
                "\(modelPath) was trained on another catalog: it knows \(unknown.prefix(3).joined(separator: ", ")), "
                    + "which this catalog lacks; train it again with errand train")
        }
        return try Understander(catalog: catalog, model: model)
    }
}
