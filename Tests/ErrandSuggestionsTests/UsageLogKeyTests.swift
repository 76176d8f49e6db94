import ErrandSuggestions
import Foundation
import Testing

/// A usage log line with a key written twice, or a key the format does not have, is refused
/// with its file, line and key: a decoder would keep one of two values without a word, and a
/// misspelt "paramters" would drop every value of the action unchecked.
struct UsageLogKeyTests {
    static let good =
        #"{"action":"OrderCoffee","app":"com.example.coffee","at":"2026-11-03T07:41:27+10:00","user":"u1","#
        + #""parameters":{"coffee":"latte"},"context":{"motion":"walking","place":{"lat":1,"lon":2}}}"#

    static func problem(_ text: String) -> String {
        do {
            return "read \(try UsageLog.events(in: text, file: "log.jsonl").count)"
        } catch {
            return error.description
        }
    }

    @Test func aWellFormedLineIsRead() {
        #expect(Self.problem(Self.good) == "read 1")
    }

    @Test func aKeyWrittenTwiceIsRefusedWhereItIs() {
        let twice = Self.good.replacingOccurrences(
            of: #"{"action":"OrderCoffee","#, with: #"{"action":"OrderCoffee","action":"X","#)
        #expect(
            Self.problem(Self.good + "\n" + twice)
                == #"log.jsonl:2:25: the key "action" appears twice in one object; each key may appear once"#)
        // In a nested object too, and written with an escape.
        let nested = Self.good.replacingOccurrences(of: #""lon":2"#, with: #""lon":2,"l\u006fn":3"#)
        #expect(Self.problem(nested).hasPrefix(#"log.jsonl:1:"#))
        #expect(Self.problem(nested).contains(#"the key "lon" appears twice"#))
        // The same key in two objects is no duplicate.
        let apart = Self.good.replacingOccurrences(of: #""coffee":"latte""#, with: #""app":"latte""#)
        #expect(Self.problem(apart) == "read 1")
    }

    @Test(arguments: [
        (#""parameters":"#, #""paramters":"#, #"unknown key "paramters"; the keys there are user, at, app"#),
        (#""user":"u1","#, #""user":"u1","bogus":1,"#, #"unknown key "bogus""#),
        (#""motion":"#, #""motoin":"#, #"unknown key "motoin" in 'context'; the keys there are place, motion, device"#),
        (#""lat":1"#, #""lt":1"#, #"unknown key "lt" in 'context.place'"#),
    ])
    func anUnknownKeyIsRefusedByName(written: String, instead: String, message: String) {
        let line = Self.good.replacingOccurrences(of: written, with: instead)
        let problem = Self.problem(line)
        #expect(problem.hasPrefix("log.jsonl:1: "), "\(problem)")
        #expect(problem.contains(message), "\(problem)")
    }
}
