import Foundation

/// Where a JSON syntax error is, as `line:column`, with the parser's words for it.
///
/// `JSONDecoder` only says "not valid JSON"; `JSONSerialization` says "around character N",
/// which is turned into a line and a column here.
enum JSONSyntaxError {
    static func describe(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the JSON cannot be read"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let range = detail.range(of: #"character \d+"#, options: .regularExpression),
                let offset = Int(detail[range].dropFirst("character ".count))
            else { return detail }
            let (line, column) = position(of: offset, in: data)
            let words = detail.replacingOccurrences(
                of: #" ?around character \d+"#, with: "", options: .regularExpression
            )
            .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
            return "\(line):\(column): \(words)"
        }
    }

    /// Where `data` stops being UTF-8, as `line:column` and what to do; `nil` when it is UTF-8.
    ///
    /// `JSONDecoder` reads strings lazily, so a Latin-1 byte inside a name is otherwise
    /// reported as "not valid JSON" with no place.
    static func invalidUTF8(in data: Data) -> String? {
        var bytes = data.makeIterator()
        var parser = UTF8()
        var offset = 0
        while true {
            switch parser.decode(&bytes) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                let (line, column) = position(of: offset, in: data)
                return "\(line):\(column): the text there is not UTF-8; a share file is UTF-8 text, so save it as UTF-8"
            }
        }
    }

    /// The 1-based line and column of a byte offset.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
