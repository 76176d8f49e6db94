import ErrandCatalog

extension Understander {
    /// An understander of `catalog` whose model is trained on the catalog's examples and the
    /// sentences its phrase templates stand for.
    ///
    /// With a `store`, a model kept there from the same training input is taken instead of
    /// training again, and a model trained is kept there.
    ///
    /// - Throws: `TemplateCompileError` for a phrase that is not a valid template,
    ///   `ModelTrainingError` when an example cannot be learned from.
    public static func trained(
        on catalog: Catalog, configuration: Configuration = Configuration(),
        keptIn store: (any TrainedModelStore)? = nil
    ) throws -> Understander {
        guard trainingSize(of: catalog) <= configuration.maximumTrainingExamples else {
            return try Understander(catalog: catalog, model: nil, configuration: configuration)
        }
        let data = try CatalogTrainingData(catalog: catalog)
        guard !data.isEmpty else { return try Understander(catalog: catalog, model: nil, configuration: configuration) }
        let trainer = IntentModelTrainer(configuration: configuration.training)
        let train = { try trainer.train(data.examples(), gazetteers: data.gazetteers) }
        let model: IntentModel?
        do {
            model =
                try store?.model(fingerprint: data.fingerprint(trainedWith: trainer.configuration), train: train)
                ?? train()
        } catch let error as ModelTrainingError where error == .noExamples() {
            // NB: phrases that stand for no sentence teach nothing, as no phrase does.
            model = nil
        }
        return try Understander(catalog: catalog, model: model, configuration: configuration)
    }

    /// About how many sentences the model of `catalog` learns from: its examples and the
    /// sentences sampled from its phrases.
    public static func trainingSize(of catalog: Catalog) -> Int {
        catalog.allActions.reduce(0) {
            $0 + $1.action.examples.count + $1.action.phrases.count * CatalogTrainingData.samplesPerPhrase
        }
    }
}
