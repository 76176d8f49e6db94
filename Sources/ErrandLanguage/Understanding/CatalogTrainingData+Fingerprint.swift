import ErrandCatalog

extension CatalogTrainingData {
    /// The bytes of everything a model of this catalog, trained with `configuration`, depends
    /// on but the code: what each action teaches (its marked examples, its phrases, the slot
    /// lists and parameter types their sampling reads), the gazetteers, the seeds and the
    /// settings. Like `IntentModelTrainer.fingerprint(of:gazetteers:)`, without sampling a
    /// sentence: reading a kept model costs no sampling either.
    func fingerprint(trainedWith configuration: IntentModelTrainer.Configuration) -> [UInt8] {
        var writer = ModelFileWriter()
        writer.write("catalog")
        writer.write(configuration)
        writer.write(seed)
        writer.write(count: Self.samplesPerPhrase)
        writer.write(count: actions.count)
        for action in actions {
            writer.write(action.intent)
            writer.write(count: action.marked.count)
            for example in action.marked { writer.write(example) }
            writer.write(action.phrases.map(\.text))
            writer.write(count: action.lists.count)
            for name in action.lists.keys.sorted() {
                writer.write(name)
                writer.write(action.lists[name] ?? .wildcard)
            }
            writer.write(action.types.keys.sorted().map { "\($0): \(action.types[$0] ?? .string)" })
        }
        writer.write(gazetteers: gazetteers)
        return writer.bytes
    }
}

extension ModelFileWriter {
    /// A slot list: its kind, then its values' phrases, values, context and metadata, or its
    /// range.
    mutating func write(_ list: SlotList) {
        switch list {
        case .values(let values):
            write("values")
            write(count: values.count)
            for value in values {
                write(value.phrase)
                write(value.isTemplate ? "template" : "text")
                write(value.value?.jsonText ?? "")
                write(TemplateValue.mapping(value.context).jsonText)
                write(TemplateValue.mapping(value.metadata).jsonText)
            }
        case .range(let range):
            write("range \(range)")
        case .wildcard:
            write("wildcard")
        }
    }
}
