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
