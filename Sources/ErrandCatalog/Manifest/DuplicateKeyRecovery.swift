import Foundation
import Yams

/// Composes a YAML or JSON document even when a mapping repeats a key, so the reader can report
/// the repeat where it is written and go on to every other problem of the file.
///
/// The YAML library refuses a mapping with repeated keys and names only the first of them. Each
/// refusal, the first occurrence's key is replaced in the text by a placeholder of the same
/// length (private-use characters, so columns stay where they were) and the text is composed
/// again; the reader maps each placeholder back to its key and reports the later occurrence as a
/// duplicate.
enum DuplicateKeyRecovery {
    /// The most keys renamed before giving up on a file.
    static let maximumRenames = 256

    /// The composed document and the placeholders put in place of repeated keys.
    ///
    /// - Throws: the YAML library's error when the text cannot be composed for another reason,
    ///   or when a repeated key cannot be found at the place the library names.
    static func compose(_ source: String) throws -> (node: Node?, renamedKeys: [String: String]) {
        var text = source
        var renamedKeys: [String: String] = [:]
        for attempt in 0..<maximumRenames {
            do {
                return (try Yams.compose(yaml: text), renamedKeys)
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                guard let key = duplicates.first,
                    let renamed = rename(key, at: context.mark, in: text, attempt: attempt)
                else { throw YamlError.duplicatedKeysInMapping(duplicates: duplicates, context: context) }
                text = renamed.text
                renamedKeys[renamed.placeholder] = key
            }
        }
        return (try Yams.compose(yaml: text), renamedKeys)
    }

    /// `text` with the key written at `mark` replaced by a placeholder of as many characters.
    private static func rename(_ key: String, at mark: Mark, in text: String, attempt: Int)
        -> (text: String, placeholder: String)?
    {
        let keyScalars = Array(key.unicodeScalars)
        guard !keyScalars.isEmpty, let first = Unicode.Scalar(0xE000 + attempt) else { return nil }
        var scalars = Array(text.unicodeScalars)
        var line = 1
        var index = 0
        while line < mark.line, index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        var start = index + mark.column - 1
        if start < scalars.count, scalars[start] == "\"" || scalars[start] == "'" { start += 1 }
        // The key must be written as it reads (no escapes), or the place is not where we think.
        guard line == mark.line, start >= index, start + keyScalars.count <= scalars.count,
            Array(scalars[start..<(start + keyScalars.count)]) == keyScalars
        else { return nil }
        let filler = Unicode.Scalar(0xE000 + maximumRenames) ?? first
        let placeholder = [first] + Array(repeating: filler, count: keyScalars.count - 1)
        scalars.replaceSubrange(start..<(start + keyScalars.count), with: placeholder)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var placeholderView = String.UnicodeScalarView()
        placeholderView.append(contentsOf: placeholder)
        return (String(view), String(placeholderView))
    }
}
