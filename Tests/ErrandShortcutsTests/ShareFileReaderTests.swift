import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// Hostile or broken share files are refused quickly with a clear, located message: never a
/// hang, a crash or a stack overflow.
@Suite struct ShareFileReaderTests {
    func readError(_ text: String) -> String {
        do {
            _ = try ShareFileReader().read(Data(text.utf8))
            return "read"
        } catch {
            return error.description
        }
    }

    @Test func aFileNestedAHundredThousandDeepIsRefusedBeforeDecoding() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let clock = ContinuousClock()
        var message = ""
        let elapsed = clock.measure { message = readError(deep) }
        #expect(message.hasPrefix("1:129: the share file nests arrays and objects more than 128 deep"))
        #expect(elapsed < .seconds(30))  // no hang (a bound, not a benchmark)
    }

    @Test func bracketsInsideStringsDoNotCount() {
        let text = #"{"format":"errand.shortcut","version":1,"shortcuts":[{"id":"a","name":"[[[[\"{{{{","steps":[]}]}"#
        #expect(readError(text) == "read")
    }

    @Test func aTruncatedFileSaysWhereItEnds() {
        let text = "{\n  \"format\": \"errand.shortcut\",\n  \"version\": 1,\n  \"shortcuts\": [{\"id\": \"a\""
        #expect(
            readError(text)
                == "4:26: the share file ends early (3 arrays or objects are still open); it is truncated, get it again"
        )
        #expect(readError("{\"format\": \"errand.sh").contains("ends early (inside a string)"))
        #expect(readError("").contains("the file is empty"))
    }

    @Test func aNewerVersionAsksToUpdateErrand() {
        let text = #"{"format":"errand.shortcut","version":3,"shortcuts":[{"future":true}]}"#
        #expect(
            readError(text)
                == "this shortcut was shared by a newer Errand: the file is version 3; this Errand reads version 1. "
                + "Update Errand to import it.")
    }

    @Test func theWrongFormatOrNotJSONIsSaid() {
        #expect(readError(#"{"format":"something.else","version":1}"#).contains("format is 'something.else'"))
        #expect(readError("[1, 2]").contains("not an Errand shortcut share file"))
        #expect(readError("{\n  \"format\": errand\n}") == "the share file is not JSON: 2:13: Invalid value")
    }

    @Test func aMalformedShortcutNamesItsJSONPath() {
        let text = #"{"format":"errand.shortcut","version":1,"shortcuts":[{"id":"a","name":"A","steps":[{"id":"s"}]}]}"#
        #expect(readError(text).contains("shortcuts[0].steps[0]: the key \"app\" is missing"))
    }

    @Test func anOversizedFileIsRefused() {
        let text = String(repeating: " ", count: 2_000_000)
        #expect(readError(text) == "the share file is 2000000 bytes; a share file is at most 1048576 bytes")
    }
}

extension ShareFileReaderTests {
    // Before: "shortcuts: expected an array; Expected to decode Array<Any> but found a string instead."
    @Test func aWrongTypeIsSaidInTheFilesWords() {
        let message = readError(#"{"format":"errand.shortcut","version":1,"shortcuts":"x"}"#)
        #expect(message.contains("shortcuts: expected an array, found a string"))
        #expect(!message.contains("Expected to decode"))
    }
}

extension ShareFileReaderTests {
    static func waiting(_ literal: String) -> String {
        """
        {"format": "errand.shortcut", "version": 1, "shortcuts": [{"id": "w", "name": "W", "steps": [
          {"id": "w", "builtIn": "wait", "parameters": {"seconds": {"literal": \(literal)}}}]}]}
        """
    }

    // Before: "the share file is not a valid shortcut file: The given data was not valid JSON."
    @Test func aNumberTooLargeIsSaidWithItsLineAndColumn() {
        let limits =
            "a whole number is at most 9223372036854775807 (and at least -9223372036854775808), and any "
            + "number at most about 1.8e308; write a smaller one"
        #expect(
            readError(Self.waiting(#"{"type": "integer", "value": 99999999999999999999999}"#))
                == "2:101: a number too large: 99999999999999999999999; \(limits)")
        #expect(
            readError(Self.waiting(#"{"type": "integer", "value": -9223372036854775809}"#))
                == "2:101: a number too large: -9223372036854775809; \(limits)")
        #expect(
            readError(Self.waiting(#"{"type": "decimal", "value": 1e999}"#))
                == "2:101: a number too large: 1e999; \(limits)")
    }

    // A whole number beyond 64 bits is a decimal where a decimal is wanted, and the largest
    // whole number is read.
    @Test func aLargeDecimalAndTheLargestWholeNumberAreRead() {
        #expect(readError(Self.waiting(#"{"type": "decimal", "value": 99999999999999999999999}"#)) == "read")
        #expect(readError(Self.waiting(#"{"type": "integer", "value": 9223372036854775807}"#)) == "read")
    }
}
