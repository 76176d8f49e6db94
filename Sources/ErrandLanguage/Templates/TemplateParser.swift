/// Reads sentence templates in the hassil syntax into `TemplateExpression` trees.
///
/// ```swift
/// let expression = try TemplateParser.parse("turn (on|off) [the] {name}")
/// ```
///
/// Reserved characters are `()[]{}<>|;` (and `@` inside a slot); a backslash escapes the next
/// character. Errors carry the line and column of the offending character.
///
/// - Complexity: O(n) in the length of the template.
public enum TemplateParser {
    /// The deepest nesting of groups accepted, so hostile input cannot exhaust the stack.
    public static let maximumDepth = 100

    /// Parses one template.
    public static func parse(_ template: String) throws(TemplateParseError) -> TemplateExpression {
        var reader = Reader(template: template)
        let expression = try reader.parseBody(closer: nil, opener: 0, depth: 0)
        return simplified(expression)
    }

    /// Unpacks a redundant outer group, as hassil does for a whole sentence.
    private static func simplified(_ expression: TemplateExpression) -> TemplateExpression {
        if case .sequence(let items) = expression, items.count == 1, case .sequence = items[0] { return items[0] }
        if case .sequence(let items) = expression, items.count == 1, case .alternative = items[0] { return items[0] }
        if case .sequence(let items) = expression, items.count == 1, case .permutation = items[0] { return items[0] }
        return expression
    }

    private struct Reader {
        let template: String
        let characters: [Character]
        var position = 0

        init(template: String) {
            self.template = template
            self.characters = Array(template)
        }

        func error(_ offset: Int, _ message: String) -> TemplateParseError {
            TemplateParseError.at(offset, in: template, message)
        }

        /// Reads items until `closer` (or the end when `closer` is nil) and builds the group.
        mutating func parseBody(closer: Character?, opener: Int, depth: Int) throws(TemplateParseError)
            -> TemplateExpression
        {
            guard depth <= TemplateParser.maximumDepth else {
                throw error(opener, "groups nested more than \(TemplateParser.maximumDepth) deep")
            }
            var branches: [[TemplateExpression]] = [[]]
            var separator: Character?
            while position < characters.count {
                let character = characters[position]
                switch character {
                case "(", "[":
                    let start = position
                    position += 1
                    let inner = try parseBody(closer: character == "(" ? ")" : "]", opener: start, depth: depth + 1)
                    branches[branches.count - 1].append(character == "(" ? inner : Self.optional(inner))
                case "{":
                    branches[branches.count - 1].append(try parseSlot())
                case "<":
                    branches[branches.count - 1].append(try parseRule())
                case ")", "]":
                    guard let closer else {
                        throw error(position, "unexpected '\(character)': no group or optional is open here")
                    }
                    guard character == closer else {
                        throw error(
                            position,
                            "expected '\(closer)' to close the \(Self.name(of: closer)) opened at column "
                                + "\(opener + 1), found '\(character)'")
                    }
                    position += 1
                    return Self.group(branches, separator: separator)
                case "}", ">":
                    throw error(
                        position,
                        "unexpected '\(character)' without its opening character; escape it as '\\\(character)'")
                case "|", ";":
                    if let separator, separator != character {
                        throw error(position, "a group cannot mix alternatives '|' and permutations ';'")
                    }
                    separator = character
                    branches.append([])
                    position += 1
                default:
                    branches[branches.count - 1].append(.text(try readWord()))
                }
            }
            if let closer {
                throw error(
                    opener, "unclosed \(Self.name(of: closer)): expected '\(closer)' before the end of the template")
            }
            return Self.group(branches, separator: separator)
        }

        static func name(of closer: Character) -> String { closer == ")" ? "group" : "optional" }

        static func group(_ branches: [[TemplateExpression]], separator: Character?) -> TemplateExpression {
            switch separator {
            case "|": return .alternative(branches.map { .sequence($0) }, isOptional: false)
            case ";":
                return .permutation(branches.map { .sequence([.text(" ")] + $0 + [.text(" ")]) })
            default: return .sequence(branches[0])
            }
        }

        static func optional(_ inner: TemplateExpression) -> TemplateExpression {
            if case .alternative(let items, _) = inner { return .alternative(items + [.text("")], isOptional: true) }
            return .alternative([inner, .text("")], isOptional: true)
        }

        /// One word with the white space after it (and any before it), escapes resolved.
        mutating func readWord() throws(TemplateParseError) -> String {
            var word = ""
            var sawSpace = false
            var first = true
            while position < characters.count {
                let character = characters[position]
                if character == "\\" {
                    if sawSpace { break }
                    guard position + 1 < characters.count else {
                        throw error(position, "a backslash must escape a character; write '\\\\' for a backslash")
                    }
                    word.append(characters[position + 1])
                    position += 2
                    first = false
                    continue
                }
                if character.isTemplateSyntax { break }
                if character.isTemplateSpace {
                    if !first { sawSpace = true }
                    word.append(" ")
                } else {
                    if sawSpace { break }
                    word.append(character)
                }
                first = false
                position += 1
            }
            return word
        }

        mutating func readDelimited(closer: Character, what: String) throws(TemplateParseError) -> (String, Int) {
            let start = position
            position += 1
            var content = ""
            while position < characters.count {
                let character = characters[position]
                if character == "\\", position + 1 < characters.count {
                    content.append(characters[position + 1])
                    position += 2
                    continue
                }
                if character == closer {
                    position += 1
                    return (content, start)
                }
                if character.isTemplateSyntax {
                    throw error(position, "unexpected '\(character)' inside a \(what); expected '\(closer)'")
                }
                content.append(character)
                position += 1
            }
            throw error(start, "unclosed \(what): expected '\(closer)' before the end of the template")
        }

        mutating func parseRule() throws(TemplateParseError) -> TemplateExpression {
            let (name, start) = try readDelimited(closer: ">", what: "rule reference")
            let trimmed = name.trimmingSpaces
            guard !trimmed.isEmpty else { throw error(start, "empty rule reference: write a rule name, as in <area>") }
            return .rule(trimmed)
        }

        mutating func parseSlot() throws(TemplateParseError) -> TemplateExpression {
            let (content, start) = try readDelimited(closer: "}", what: "slot")
            var listName = content.trimmingSpaces
            var slotName: String?
            if let colon = listName.firstIndex(of: ":") {
                slotName = String(listName[listName.index(after: colon)...]).trimmingSpaces
                listName = String(listName[..<colon]).trimmingSpaces
            }
            var isCapture = false
            if listName.hasPrefix("@"), slotName == nil {
                listName.removeFirst()
                isCapture = true
                slotName = listName
            } else if let name = slotName, name.hasPrefix("@") {
                isCapture = true
                slotName = String(name.dropFirst())
            }
            guard !listName.isEmpty else {
                throw error(start, "empty slot: write a list name, as in {name} or {color:light_color}")
            }
            if let name = slotName, name.isEmpty {
                throw error(start, "empty slot name after ':' in {\(content)}: write {list:slot}")
            }
            if listName.contains("..") {
                guard let range = Self.inlineRange(listName) else {
                    throw error(
                        start,
                        "invalid range {\(content)}: write {from..to:slot} or {from..to,step:slot} with whole numbers")
                }
                guard let slotName else {
                    throw error(start, "an inline range needs a slot name, as in {1..100:volume}")
                }
                return .slot(SlotReference(listName: listName, slotName: slotName, isCapture: isCapture, range: range))
            }
            return .slot(SlotReference(listName: listName, slotName: slotName ?? listName, isCapture: isCapture))
        }

        /// Reads `from..to` or `from..to,step`.
        static func inlineRange(_ text: String) -> NumberRange? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            var step = 1
            if parts.count == 2 {
                guard let value = Int(parts[1].trimmingSpaces), value > 0 else { return nil }
                step = value
            }
            let bounds = Array(parts[0])
            guard
                let dots = (0..<max(0, bounds.count - 1)).first(where: { bounds[$0] == "." && bounds[$0 + 1] == "." }),
                let from = Int(String(bounds[..<dots]).trimmingSpaces),
                let to = Int(String(bounds[(dots + 2)...]).trimmingSpaces), from <= to
            else { return nil }
            return NumberRange(from: from, to: to, step: step)
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}

extension Character {
    /// Whether the character is one of the template syntax characters `()[]{}<>|;`.
    ///
    /// A switch over ASCII bytes: the parser asks this of every character of every template,
    /// and searching a String for a Character is far slower.
    fileprivate var isTemplateSyntax: Bool {
        guard let byte = asciiValue else { return false }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: ";"):
            return true
        default: return false
        }
    }

    /// `isWhitespace`, answered without a Unicode property lookup for ASCII characters (the
    /// ASCII white space characters are tab through carriage return and the space).
    fileprivate var isTemplateSpace: Bool {
        if let byte = asciiValue { return byte == 32 || (9...13).contains(byte) }
        return isWhitespace
    }
}
