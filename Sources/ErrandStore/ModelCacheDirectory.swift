import Crypto
import ErrandLanguage
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trained models kept as files in a directory, so a command trains its catalog's model once
/// rather than at every start (seconds, against a tenth of a second to read the file).
///
/// A model's file is named by the SHA-256 of the build that trained it and the fingerprint of
/// what it learned from: a catalog changed, or Errand rebuilt, finds no file and trains again.
/// A file is written whole under another name and then renamed, so a reader never sees half a
/// model; two processes that miss the same model at once train it once, the second waiting
/// on a lock and reading what the first kept. A file that cannot be read as a model is
/// trained again and replaced. When the files pass `maximumBytes`, the least recently used
/// go first.
public struct ModelCacheDirectory: TrainedModelStore {
    /// The directory the model files are kept in; it is made when first needed.
    public var url: URL
    /// The most the model files may take together, in bytes.
    public var maximumBytes: Int
    /// What tells this build of the trainer from any other (`runningBuild`); with none,
    /// nothing is kept, since a model could not be told from an older build's.
    public var build: String?

    static let fileExtension = "errandmodel"

    public init(url: URL, maximumBytes: Int = 256 << 20, build: String? = Self.runningBuild) {
        self.url = url
        self.maximumBytes = maximumBytes
        self.build = build
    }

    public func model(fingerprint: [UInt8], train: () throws -> IntentModel) throws -> IntentModel {
        guard let build, (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil
        else { return try train() }
        var hash = SHA256()
        hash.update(data: Array(build.utf8) + [0])
        hash.update(data: fingerprint)
        let name = hash.finalize().map { String(format: "%02x", $0) }.joined()
        let file = url.appendingPathComponent("\(name).\(Self.fileExtension)")
        if let kept = Self.read(file) { return kept }
        let trainAndKeep = {
            // NB: another process may have kept it while this one waited for the lock.
            if let kept = Self.read(file) { return kept }
            let model = try train()
            keep(model, at: file)
            return model
        }
        do {
            return try FileLock.holding(url.appendingPathComponent("\(name).lock").path, trainAndKeep)
        } catch is FileLock.Failure {
            return try train()
        }
    }

    /// The model in `file`, marked as just used, or nil when there is none or it is no model.
    private static func read(_ file: URL) -> IntentModel? {
        guard let model = try? IntentModel(contentsOf: file) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return model
    }

    private func keep(_ model: IntentModel, at file: URL) {
        let partial = url.appendingPathComponent(".\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: partial.path, contents: Data(model.serialized())) else { return }
        guard rename(partial.path, file.path) == 0 else {
            try? FileManager.default.removeItem(at: partial)
            return
        }
        evictLeastRecentlyUsed()
    }

    /// Removes the least recently used models, and their lock files, until the rest fit in
    /// `maximumBytes`; and the files of writes abandoned an hour ago or more.
    private func evictLeastRecentlyUsed() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard
            let files = try? FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: keys, options: [])
        else { return }
        let models = files.filter { $0.pathExtension == Self.fileExtension }.compactMap {
            file -> (url: URL, bytes: Int, used: Date)? in
            guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        // NB: a file a killed process left half written is never renamed into place.
        let abandoned = Date(timeIntervalSinceNow: -3_600)
        for file in files where file.pathExtension == "partial" {
            if let written = try? file.resourceValues(forKeys: Set(keys)).contentModificationDate, written < abandoned {
                try? FileManager.default.removeItem(at: file)
            }
        }
        var total = models.reduce(0) { $0 + $1.bytes }
        for model in models.sorted(by: { $0.used < $1.used }) where total > maximumBytes {
            try? FileManager.default.removeItem(at: model.url)
            try? FileManager.default.removeItem(at: model.url.deletingPathExtension().appendingPathExtension("lock"))
            total -= model.bytes
        }
    }

    /// The running executable's path, size and time of modification: a rebuilt Errand trains
    /// its models again, since its trainer may differ.
    public static var runningBuild: String? {
        guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber,
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(path) \(size) \(modified.timeIntervalSince1970)"
    }
}
