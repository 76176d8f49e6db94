import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A share file is read as written or refused where it is wrong: binary bytes are said to be
/// not UTF-8 (never "truncated"), and a key written twice is refused where it is.
@Suite struct ShareFileStrictnessTests {
    static let header = #"{"format":"errand.shortcut","version":1,"shortcuts":["#

    func readError(_ data: Data) -> String {
        do {
            _ = try ShareFileReader().read(data)
            return "read"
        } catch {
            return error.description
        }
    }

    @Test func binaryGarbageIsNotUTF8RatherThanTruncated() {
        // A quote that opens a "string", then bytes no UTF-8 text has, as in a random file.
        var bytes: [UInt8] = Array("{\"a\": \"".utf8)
        for index in 0..<2000 { bytes.append(UInt8(0x80 + index % 128)) }
        let message = readError(Data(bytes))
        #expect(message.contains("is not UTF-8"), "\(message)")
        #expect(!message.contains("truncated"), "\(message)")
    }

    @Test func aKeyWrittenTwiceIsRefusedWithItsPlace() {
        let text = Self.header + "\n" + #"{"id":"m","name":"Morning","name":"Evil","steps":[]}]}"#
        #expect(
            readError(Data(text.utf8))
                == #"2:28: the key "name" appears twice in one object; each key may appear once, so remove one"#)
    }
}
