import Foundation
import Yams

/// Loads app manifests (YAML or JSON, the same model) into a `Catalog`, reporting every problem
/// of every file at once, each with its file, line, column and document path.
///
/// ```swift
/// let loaded = try ManifestLoader().load(paths: ["Examples"])
/// print(loaded.catalog.apps.map(\.name))
/// ```
public struct ManifestLoader: Sendable {
    /// File extensions read when a directory is given.
    public var extensions: Set<String> = ["yaml", "yml", "json"]

    public init() {}

    /// Loads every manifest at `paths` (files, or directories searched recursively).
    ///
    /// - Throws: `DiagnosticList` with every error of every file, when any file has one.
    public func load(paths: [String]) throws(DiagnosticList) -> LoadedCatalog {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        for path in paths {
            switch manifestFiles(at: path) {
            case .success(let found): files += found
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        var loaded = LoadedCatalog()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.append(
                    Diagnostic(.error, "cannot read the file", at: nil, path: "", rule: nil).located(file))
                continue
            }
            guard let text = String(data: data, encoding: .utf8)?.normalizingLineBreaks() else {
                let offset = Self.firstInvalidUTF8Offset(in: data) ?? 0
                let valid = String(decoding: data.prefix(offset), as: UTF8.self)
                diagnostics.append(
                    Diagnostic(
                        .error, "the file is not valid UTF-8 (first bad byte at offset \(offset)); save it as UTF-8",
                        at: SourceLocation(offset: offset, in: valid, file: file), path: ""))
                continue
            }
            loaded.sources[file] = text
            let result = loadApp(source: text, file: file)
            diagnostics += result.diagnostics
            if let app = result.app {
                if let previous = loaded.catalog.app(app.id), let previousFile = loaded.sourceMaps[previous.id]?.file {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "app '\(app.id)' is already declared in \(previousFile); app identifiers must be unique",
                            at: result.sourceMap.location(of: "app"), path: "app"))
                    continue
                }
                loaded.catalog.apps.append(app)
                loaded.sourceMaps[app.id] = result.sourceMap
            }
        }
        loaded.warnings = diagnostics.filter { $0.severity == .warning }
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticList(diagnostics) }
        return loaded
    }

    /// Loads one manifest from its text. Never throws: the app is `nil` when the text cannot be
    /// read as a manifest at all, and every problem is in `diagnostics`.
    public func loadApp(source: String, file: String) -> (
        app: AppDefinition?, sourceMap: SourceMap, diagnostics: [Diagnostic]
    ) {
        let root: Node
        let renamedKeys: [String: String]
        do {
            let composed = try DuplicateKeyRecovery.compose(source)
            renamedKeys = composed.renamedKeys
            guard let node = composed.node else {
                let empty = Diagnostic(
                    .error, "the manifest is empty; it needs at least 'app', 'name' and 'actions'",
                    at: SourceLocation(file: file, line: 1, column: 1), path: "")
                return (nil, SourceMap(file: file), [empty])
            }
            root = node
        } catch {
            return (nil, SourceMap(file: file), [Self.syntaxDiagnostic(error, file: file)])
        }
        var decoder = ManifestDecoder(file: file)
        decoder.reader.renamedKeys = renamedKeys
        let app = decoder.app(from: root)
        var diagnostics = decoder.reader.diagnostics
        let sourceMap = decoder.reader.sourceMap
        if let app {
            var validator = ManifestValidator(sourceMap: sourceMap, refusedParameters: decoder.refusedParameters)
            validator.validate(app)
            diagnostics += validator.diagnostics
        }
        // NB: the node of an empty document is marked on the line after the text.
        for index in diagnostics.indices {
            diagnostics[index].location = diagnostics[index].location?.clamped(to: source)
        }
        return (
            app, sourceMap,
            diagnostics.sorted {
                ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
            }
        )
    }

    /// How deep the YAML parser nests lists and mappings (libyaml's `MAX_NESTING_LEVEL`).
    static let maximumNesting = 1000
    /// How much of a line the quoting hint repeats.
    static let hintLength = 60

    /// A hint for a syntax error on a line whose value starts with "[" or "{" and goes on after
    /// it closes: YAML reads the start as a list or a mapping, where an example marked up
    /// ("- [luna](pet) needs her shots") or a phrase ("- {pet} needs a walk") meant text.
    static func quotingHint(line: Int, in yaml: String) -> String {
        guard line >= 1,
            let text = yaml.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1).first
        else { return "" }
        var value = text.drop { $0 == " " || $0 == "\t" }
        if value.hasPrefix("- ") { value = value.dropFirst(2).drop { $0 == " " } }
        if let colon = value.range(of: ": "), !value[..<colon.lowerBound].contains(where: { "[{\"'".contains($0) }) {
            value = value[colon.upperBound...].drop { $0 == " " }
        }
        guard let first = value.first, first == "[" || first == "{",
            let close = value.firstIndex(of: first == "[" ? "]" : "}"),
            value[value.index(after: close)...].contains(where: { !$0.isWhitespace })
        else { return "" }
        var trimmed = value.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "\\\"")
        // NB: the line is shown below the message; the hint repeats only its start.
        if trimmed.count > hintLength { trimmed = trimmed.prefix(hintLength) + "…" }
        return "; a value that starts with '\(first)' is read as a \(first == "[" ? "list" : "mapping"), so put "
            + "the text in quotes: \"\(trimmed)\""
    }

    static func syntaxDiagnostic(_ error: any Error, file: String) -> Diagnostic {
        guard let yamlError = error as? YamlError else {
            return Diagnostic(
                .error, "cannot read the manifest: \(error)", at: SourceLocation(file: file, line: 1, column: 1),
                path: "")
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, let yaml),
            .parser(let context, let problem, let mark, let yaml),
            .composer(let context, let problem, let mark, let yaml):
            // NB: at the end of the text the parser's mark can sit on a line after the last one.
            let location = SourceLocation(file: file, line: mark.line, column: mark.column).clamped(to: yaml)
            // NB: the parser's words for too deep name its C function; quoting would not help.
            if problem.hasPrefix("Maximum nesting level") {
                return Diagnostic(
                    .error,
                    "lists and mappings are nested deeper than \(Self.maximumNesting) levels (line \(location.line), "
                        + "column \(location.column)); a manifest needs only a few, so close them sooner",
                    at: location, path: "")
            }
            let what = [problem, context?.text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Diagnostic(
                .error, "syntax error: \(what)" + Self.quotingHint(line: mark.line, in: yaml), at: location, path: "")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .error, "duplicate key \(keys); each key may appear once",
                at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column), path: "")
        case .reader(let problem, let offset, _, let yaml):
            let location = offset.map { SourceLocation(offset: $0, in: yaml, file: file) }
            return Diagnostic(
                .error, "cannot read the manifest: \(problem)",
                at: location ?? SourceLocation(file: file, line: 1, column: 1), path: "")
        default:
            return Diagnostic(
                .error, "cannot read the manifest: \(yamlError)", at: SourceLocation(file: file, line: 1, column: 1),
                path: "")
        }
    }

    private func manifestFiles(at path: String) -> Result<[String], Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Diagnostic(.error, "no such file or directory", at: nil, path: "").located(path))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return .success([]) }
        let files = enumerator.compactMap { $0 as? String }
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { (path as NSString).appendingPathComponent($0) }
        return .success(files)
    }

    /// The offset of the first byte that breaks UTF-8, if any.
    static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset = consumed
                consumed += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return consumed == offset ? offset : consumed
            }
        }
    }
}

extension SourceLocation {
    /// The location moved back onto the last line of `text` when it lies beyond it.
    func clamped(to text: String) -> SourceLocation {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line > lines.count, let last = lines.last else { return self }
        return SourceLocation(file: file, line: max(1, lines.count), column: last.unicodeScalars.count + 1)
    }

    /// The line and column of a UTF-8 byte offset into `text`.
    init(offset: Int, in text: String, file: String) {
        var line = 1
        var column = 1
        var consumed = 0
        for scalar in text.unicodeScalars {
            consumed += UTF8.width(scalar)
            if consumed > offset { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.init(file: file, line: line, column: column)
    }
}

/// A loaded catalog with where each app came from, for the linter and for error messages.
public struct LoadedCatalog: Sendable {
    public var catalog = Catalog()
    /// Each app's source map, by app identifier.
    public var sourceMaps: [String: SourceMap] = [:]
    /// File contents by path, for rendering diagnostics with their lines.
    public var sources: [String: String] = [:]
    /// Problems that did not stop loading.
    public var warnings: [Diagnostic] = []

    public init() {}
}

extension Diagnostic {
    /// The diagnostic placed at the start of `file`.
    func located(_ file: String) -> Diagnostic {
        var copy = self
        copy.location = SourceLocation(file: file, line: 1, column: 1)
        return copy
    }
}
