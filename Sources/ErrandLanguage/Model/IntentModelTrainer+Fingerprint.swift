extension IntentModelTrainer {
    /// The bytes of everything a model trained on `examples` and `gazetteers` by this trainer
    /// depends on, but the trainer's code: the examples in order, the gazetteers, the settings
    /// and the model file's version.
    ///
    /// Training is deterministic, so two trainings with one fingerprint, by one build, give the
    /// same model bit for bit: a model kept under its fingerprint can stand for training again
    /// (`TrainedModelStore`). The number of threads is left out, since it changes nothing.
    public func fingerprint(of examples: [TrainingExample], gazetteers: [String: [String]] = [:]) -> [UInt8] {
        var writer = ModelFileWriter()
        writer.write("examples")
        writer.write(configuration)
        writer.write(count: examples.count)
        for example in examples { writer.write(example) }
        writer.write(gazetteers: gazetteers)
        return writer.bytes
    }
}

extension ModelFileWriter {
    /// The settings of training that change the model, and the model file's version.
    mutating func write(_ configuration: IntentModelTrainer.Configuration) {
        write(ModelFileFormat.version)
        write(UInt64(truncatingIfNeeded: configuration.taggerEpochs))
        write(configuration.taggerWordDropout.bitPattern)
        write(UInt64(truncatingIfNeeded: configuration.classifierEpochs))
        write(configuration.classifierLearningRate.bitPattern)
        write(configuration.classifierL2.bitPattern)
        write(UInt64(truncatingIfNeeded: configuration.gazetteerFolds))
        write(configuration.seed)
    }

    mutating func write(_ example: TrainingExample) {
        write(example.text)
        write(example.intent)
        write(count: example.slots.count)
        for slot in example.slots {
            write(slot.name)
            write(UInt64(truncatingIfNeeded: slot.characters.lowerBound))
            write(UInt64(truncatingIfNeeded: slot.characters.upperBound))
        }
    }

    /// Gazetteers by slot name, in the order of the names; each slot's values as given.
    mutating func write(gazetteers: [String: [String]]) {
        write(count: gazetteers.count)
        for slot in gazetteers.keys.sorted() {
            write(slot)
            write(gazetteers[slot] ?? [])
        }
    }
}
