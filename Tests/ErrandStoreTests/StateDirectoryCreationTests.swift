import ErrandStore
import Foundation
import Testing

/// A state directory that cannot be made is named with the part of its path at fault, in
/// words (it used to print Foundation's "NSCocoaErrorDomain error 512").
struct StateDirectoryCreationTests {
    @Test func aFileInTheWayIsNamed() throws {
        let root = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("state")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
        for url in [file, file.appendingPathComponent("deeper")] {
            #expect {
                _ = try SQLiteStore(directory: StateDirectory(url: url))
            } throws: { error in
                "\(error)".contains("'\(file.path)' is a file, not a directory")
            }
        }
    }

    @Test func missingDirectoriesAreMadeAndAnExistingOneIsKept() throws {
        let root = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b/c")
        _ = try SQLiteStore(directory: StateDirectory(url: nested))
        _ = try SQLiteStore(directory: StateDirectory(url: nested))
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("errand.sqlite").path))
    }
}
