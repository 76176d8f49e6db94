/// Where trained models are kept between runs, so a catalog is trained once rather than at
/// every start of a command.
///
/// A model is kept under the fingerprint of what it learned from
/// (`IntentModelTrainer.fingerprint(of:gazetteers:)`): a catalog whose phrases, examples or
/// values change has another fingerprint, and is trained again.
public protocol TrainedModelStore: Sendable {
    /// The model learned from the training input `fingerprint`: the one kept before, or else
    /// the one `train` gives, kept for the next run.
    ///
    /// A store that cannot read or keep models trains every time: keeping is a saving, never a
    /// reason to fail.
    ///
    /// - Throws: what `train` throws.
    func model(fingerprint: [UInt8], train: () throws -> IntentModel) throws -> IntentModel
}
