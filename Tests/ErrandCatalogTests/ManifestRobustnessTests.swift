import ErrandCatalog
import Foundation
import Testing

/// Whatever a file holds, loading it never crashes: it gives an app, or problems that each say
/// where they are.
struct ManifestRobustnessTests {
    /// A scratch directory of its own for one test's damaged copies, removed after `body`.
    static func withScratch(_ body: (URL) throws -> Void) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("errand-robustness-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try body(scratch)
    }

    /// Bytes that change the structure of YAML and JSON, or are not text at all.
    static let damagingBytes: [UInt8] = Array("\0\u{7F}:{}[]\"'\n\t -#&*!|>%@`,?".utf8) + [0xFF, 0xC3, 0xE2, 0x80]

    /// Loads `data` as the file `name` and checks the outcome is an app or located problems.
    static func expectAppOrLocatedProblems(in scratch: URL, _ data: Data, name: String, what: String) throws {
        let file = scratch.appendingPathComponent(name)
        try data.write(to: file)
        let lineCount = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        do {
            let loaded = try ManifestLoader().load(paths: [file.path])
            #expect(loaded.catalog.apps.count == 1, "\(what): loaded without an app")
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(what): failed without a problem")
            for diagnostic in error.diagnostics {
                let location = try #require(diagnostic.location, "\(what): \(diagnostic) has no location")
                #expect(location.file == file.path, "\(what): \(diagnostic)")
                #expect((1...max(1, lineCount)).contains(location.line), "\(what): \(diagnostic) is past the end")
                #expect(location.column >= 1, "\(what): \(diagnostic)")
            }
        }
    }

    @Test(arguments: ManifestFixtures.exampleFiles())
    func truncatedManifestsGiveAnAppOrLocatedProblems(example: URL) throws {
        try Self.withScratch { scratch in
            let data = try Data(contentsOf: example)
            let step = max(1, data.count / 40)
            for end in stride(from: 0, through: data.count, by: step) {
                try Self.expectAppOrLocatedProblems(
                    in: scratch,
                    data.prefix(end), name: "cut-" + example.lastPathComponent,
                    what: "\(example.lastPathComponent) cut at byte \(end)")
            }
        }
    }

    @Test(arguments: ManifestFixtures.exampleFiles())
    func manifestsWithFlippedBytesGiveAnAppOrLocatedProblems(example: URL) throws {
        try Self.withScratch { scratch in
            let original = try Data(contentsOf: example)
            // A fixed linear congruential sequence: the same damage on every run.
            var state: UInt64 = 0x2545_F491_4F6C_DD1D ^ UInt64(original.count)
            for round in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position = Int((state >> 33) % UInt64(max(1, original.count)))
                let byte = Self.damagingBytes[Int((state >> 17) % UInt64(Self.damagingBytes.count))]
                var damaged = original
                if !damaged.isEmpty { damaged[damaged.startIndex + position] = byte }
                try Self.expectAppOrLocatedProblems(
                    in: scratch,
                    damaged, name: "flip-" + example.lastPathComponent,
                    what: "\(example.lastPathComponent) round \(round): byte \(position) set to \(byte)")
            }
        }
    }

    /// Aliases nested nine deep: 9^9 strings if anything walked them all.
    static let billionLaughs: String = {
        var lines = [
            "app: com.example.laughs", "name: Laughs", "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
        ]
        for level in 1...8 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        lines += [
            "alternativeNames: *l8", "vocabulary: *l8", "types: { T: { cases: *l8 } }",
            "actions: { A: { title: Start it, category: start, phrases: *l8, examples: *l8, parameters: "
                + "{ p: { type: \"[[[string]]]\", default: *l8, options: *l8 } } } }",
        ]
        return lines.joined(separator: "\n")
    }()

    /// `text` as a Windows editor saves it: a byte-order mark, and "\r\n" after each line.
    static func savedOnWindows(_ text: String) -> Data {
        Data(
            ("\u{FEFF}" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")).utf8)
    }

    /// What loading `path` gives, without the file's name: the apps, or each problem with its
    /// line, column and message.
    static func outcome(loading path: String) -> (apps: [AppDefinition], problems: [String]) {
        do {
            let loaded = try ManifestLoader().load(paths: [path])
            return (
                loaded.catalog.apps,
                loaded.warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
            )
        } catch {
            return ([], error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" })
        }
    }

    // A manifest saved on Windows loads to the same app, and each of its problems is found at
    // the same line and column: "\r\n" is one Swift character, and a loader that split lines at
    // "\n" alone put every problem on line 1.
    @Test(arguments: ManifestFixtures.exampleFiles() + ManifestFixtures.brokenFiles())
    func aManifestSavedOnWindowsLoadsAlike(manifest: URL) throws {
        try Self.withScratch { scratch in
            let copy = scratch.appendingPathComponent(manifest.lastPathComponent)
            try Self.savedOnWindows(try String(contentsOf: manifest, encoding: .utf8)).write(to: copy)
            let images = manifest.deletingLastPathComponent().appendingPathComponent("images")
            try? FileManager.default.createSymbolicLink(
                at: scratch.appendingPathComponent("images"), withDestinationURL: images)
            let original = Self.outcome(loading: manifest.path)
            let windows = Self.outcome(loading: copy.path)
            #expect(windows.apps == original.apps)
            #expect(windows.problems == original.problems)
            #expect(!original.apps.isEmpty || !original.problems.isEmpty)
        }
    }

    @Test func documentsOfManyKindsGiveAnAppOrLocatedProblems() throws {
        try Self.withScratch { scratch in
            let documents = [
                "", " ", "\n\n", "---", "--- \n...", "~", "null", "42", "\"text\"", "[]", "{}", "- a\n- b",
                "app: com.example.a\n---\napp: com.example.b", "a: &x [*x]", "a: *missing", "app: !!binary aGk=",
                "{ \"app\": ", "app: [", "\u{FEFF}app: com.example.bom\nname: Bom\nactions: {}",
                "app: com.example.tabs\n\tname: Tabs", String(repeating: "[", count: 2_000),
                "app: com.example.deep\nname: Deep\nactions:\n  A:\n    title: Order \(String(repeating: "{", count: 500))",
                "app: com.example.keys\nname: Keys\nactions: {}\n? [complex, key]\n: value",
                "app: com.example.dup\napp: com.example.dup\napp: com.example.dup\nname: Dup\nactions: {}",
                "{\"app\": \"com.example.json\", \"app\": \"com.example.json\", \"name\": \"J\", \"actions\": {}}",
                "app: com.example.scripts\nname: Кофе 咖啡 قهوة\nactions:\n  Заказать: { title: Заказать кофе, category: order }",
                Self.billionLaughs,
            ]
            for (index, document) in documents.enumerated() {
                try Self.expectAppOrLocatedProblems(
                    in: scratch,
                    Data(document.utf8), name: "kind-\(index).yaml",
                    what: "document \(index) \(document.prefix(40).debugDescription)")
            }
        }
    }
}
