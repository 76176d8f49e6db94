import ErrandCatalog
import Foundation

/// Reads a share file's bytes into a `ShareFile`, checking, in order: its size, that it is UTF-8,
/// its nesting (before decoding), that it is JSON with no key twice in an object, its `format`,
/// its `version`, its shape and that it has no key the format does not know — each with a
/// located error.
///
/// ```swift
/// let file = try ShareFileReader().read(data)
/// ```
public struct ShareFileReader: Sendable {
    public var limits: ShortcutLimits

    public init(limits: ShortcutLimits = ShortcutLimits()) {
        self.limits = limits
    }

    private struct Header: Decodable {
        var format: String?
        var version: Int?

        private enum CodingKeys: String, CodingKey { case format, version }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try? container.decodeIfPresent(String.self, forKey: .format)
            version = try? container.decodeIfPresent(Int.self, forKey: .version)
        }
    }

    /// The share file in `data`.
    ///
    /// - Throws: `ShareFileError` saying what is wrong and where.
    public func read(_ data: Data) throws(ShareFileError) -> ShareFile {
        guard data.count <= limits.maximumFileSize else {
            throw .tooLarge(size: data.count, limit: limits.maximumFileSize)
        }
        // NB: bytes that are not UTF-8 (a binary file) are said as such before any claim that
        // the JSON in them ends early.
        if let detail = JSONSyntaxError.invalidUTF8(in: data) { throw .notJSON(detail) }
        switch JSONShape.problem(in: data, maximumDepth: limits.maximumJSONDepth) {
        case .tooDeep(let line, let column):
            throw .tooDeep(limit: limits.maximumJSONDepth, line: line, column: column)
        case .truncated(let line, let column, let reason):
            throw .truncated(line: line, column: column, reason: reason)
        case nil:
            break
        }
        if let twice = JSONDuplicateKey.first(in: data) { throw .duplicateKey(twice) }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch DecodingError.typeMismatch {
            throw .wrongFormat(nil)
        } catch {
            throw .notJSON(JSONSyntaxError.describe(data))
        }
        guard header.format == ShareFile.format else { throw .wrongFormat(header.format) }
        guard let version = header.version, version >= 1 else { throw .badVersion(header.version) }
        guard version <= ShareFile.currentVersion else { throw .newerVersion(version) }
        let file: ShareFile
        do {
            file = try decoder.decode(ShareFile.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // NB: Foundation says only "not valid JSON" of a number it cannot hold, with no place.
            if let number = JSONLargeNumber.first(in: data) { throw .numberTooLarge(number) }
            throw .malformed(DecodingProblem.describe(DecodingError.dataCorrupted(context)))
        } catch {
            throw .malformed(DecodingProblem.describe(error))
        }
        let unknownKeys = ShareFileKeys.problems(in: data)
        guard unknownKeys.isEmpty else { throw .invalid(unknownKeys) }
        return file
    }
}

/// A decoding error in words, with the JSON path (`shortcuts[0].steps[2].parameters`).
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(typeName(type))"
                + (found(context.debugDescription).map { ", found \($0)" } ?? "")
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(typeName(type)), found null"
        case .keyNotFound(let key, let context):
            return "\(path(context, appending: nil)): the key \"\(key.stringValue)\" is missing"
        case .dataCorrupted(let context):
            var text = context.debugDescription
            if let underlying = context.underlyingError {
                let detail = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                text += detail.map { " (\($0))" } ?? " (\(underlying))"
            }
            return context.codingPath.isEmpty ? text : "\(path(context)): \(text)"
        @unknown default:
            return "\(error)"
        }
    }

    static func path(_ context: DecodingError.Context, appending key: (any CodingKey)? = nil) -> String {
        let keys = context.codingPath + (key.map { [$0] } ?? [])
        guard !keys.isEmpty else { return "the file" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    // NB: Foundation says what it found only in its debug text ("Expected to decode
    // Array<Any> but found a string instead."); when the wording differs, nothing is added.
    static func found(_ debugDescription: String) -> String? {
        guard let start = debugDescription.range(of: "but found ") else { return nil }
        var rest = debugDescription[start.upperBound...]
        if let end = rest.range(of: " instead") { rest = rest[..<end.lowerBound] }
        return rest.isEmpty ? nil : String(rest)
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "an array"
        default: return "\(type)".contains("Dictionary") ? "an object" : "\(type)"
        }
    }
}
