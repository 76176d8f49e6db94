import Foundation

/// Just enough of the sentence template syntax to count and list a phrase's words: `(a|b)`
/// alternatives, `[optional]` parts, `{slot}`s, `<rule>` references and `(a; b)` permutations.
///
/// The language module compiles templates for matching; the catalog module cannot depend on it,
/// so the linter reads templates with this small, forgiving reader instead. Unbalanced brackets
/// are closed at the end of the text rather than reported (the loader and the template compiler
/// report those).
///
/// ```swift
/// PhraseTemplate("order [a] [{size}] {coffee}").minimumWordCount  // 2: "order {coffee}"
/// ```
public struct PhraseTemplate: Sendable {
    /// One part of a template.
    public indirect enum Part: Sendable, Hashable {
        /// Literal text and its offset in the template, in Unicode scalars.
        case text(String, offset: Int)
        /// A `{slot}` with its name.
        case slot(String)
        /// A `<rule>` reference.
        case rule(String)
        case sequence([Part])
        case alternatives([Part])
        case optional(Part)
        /// `(a; b)`: the parts in any order.
        case permutation([Part])
    }

    public let root: Part

    public init(_ template: String) {
        var reader = Reader(scalars: Array(template.unicodeScalars))
        root = reader.alternatives(until: nil)
    }

    /// The fewest words a person can say and match the template; a slot or rule counts as one.
    ///
    /// - Complexity: O(n) in the length of the template.
    public var minimumWordCount: Int { Self.minimum(root) }

    /// The literal words of the template, with their offsets in the template.
    public var literalWords: [LintText.Word] { Self.literals(root) }

    /// The ways to say the template, as normalised word lists (a slot is `{name}`), at most `limit`
    /// of them; permutations are listed in their written order only.
    ///
    /// - Complexity: O(limit × length); the product of alternatives is cut off at `limit`.
    public func expansions(limit: Int = 256) -> [String] {
        Self.expand(root, limit: limit).map { $0.joined(separator: " ") }
    }

    private static func minimum(_ part: Part) -> Int {
        switch part {
        case .text(let text, _): return LintText.words(in: text).count
        case .slot, .rule: return 1
        case .sequence(let parts), .permutation(let parts): return parts.reduce(0) { $0 + minimum($1) }
        case .alternatives(let parts): return parts.map(minimum).min() ?? 0
        case .optional: return 0
        }
    }

    private static func literals(_ part: Part) -> [LintText.Word] {
        switch part {
        case .text(let text, let offset):
            return LintText.words(in: text).map {
                LintText.Word(text: $0.text, offset: $0.offset + offset, isPlaceholder: false)
            }
        case .slot, .rule: return []
        case .sequence(let parts), .permutation(let parts), .alternatives(let parts): return parts.flatMap(literals)
        case .optional(let inner): return literals(inner)
        }
    }

    private static func expand(_ part: Part, limit: Int) -> [[String]] {
        switch part {
        case .text(let text, _): return [LintText.words(in: text).map { LintText.fold($0.text) }]
        case .slot(let name): return [["{\(name)}"]]
        case .rule(let name): return [["<\(name)>"]]
        case .optional(let inner): return Array(([[]] + expand(inner, limit: limit)).prefix(limit))
        case .alternatives(let parts): return Array(parts.flatMap { expand($0, limit: limit) }.prefix(limit))
        case .sequence(let parts), .permutation(let parts):
            var results: [[String]] = [[]]
            for part in parts {
                let options = expand(part, limit: limit)
                var next: [[String]] = []
                outer: for prefix in results {
                    for option in options {
                        next.append(prefix + option)
                        if next.count >= limit { break outer }
                    }
                }
                results = next
            }
            return results
        }
    }

    /// A recursive-descent reader over the template's scalars.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0
        /// Groups nested deeper than this read as text, so no template can exhaust the stack.
        static let maximumDepth = 32

        /// `a|b|c` up to `closer` (or the end); `;` makes a permutation inside parentheses.
        mutating func alternatives(until closer: Unicode.Scalar?) -> Part {
            var choices: [Part] = []
            var pieces: [Part] = []
            var current: [Part] = []
            var isPermutation = false
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == closer {
                    index += 1
                    break
                }
                switch scalar {
                case "|":
                    index += 1
                    choices.append(isPermutation ? .permutation(pieces + [.sequence(current)]) : .sequence(current))
                    pieces = []
                    current = []
                    isPermutation = false
                case ";" where closer == ")":
                    index += 1
                    isPermutation = true
                    pieces.append(.sequence(current))
                    current = []
                case "(" where depth < Self.maximumDepth:
                    index += 1
                    depth += 1
                    current.append(alternatives(until: ")"))
                    depth -= 1
                case "[" where depth < Self.maximumDepth:
                    index += 1
                    depth += 1
                    current.append(.optional(alternatives(until: "]")))
                    depth -= 1
                case "{":
                    current.append(.slot(enclosed(until: "}").split(separator: ":").last.map(String.init) ?? ""))
                case "<":
                    current.append(.rule(enclosed(until: ">")))
                default:
                    let start = index
                    while index < scalars.count,
                        !"|;()[]{}<>".unicodeScalars.contains(scalars[index])
                            || (depth >= Self.maximumDepth && "([".unicodeScalars.contains(scalars[index]))
                    {
                        index += 1
                    }
                    guard index > start else {
                        index += 1  // a stray closer: skip it
                        continue
                    }
                    let text = String(String.UnicodeScalarView(scalars[start..<index]))
                    current.append(.text(text, offset: start))
                }
            }
            choices.append(isPermutation ? .permutation(pieces + [.sequence(current)]) : .sequence(current))
            return choices.count == 1 ? choices[0] : .alternatives(choices)
        }

        /// The text between the current opener and `closer`, trimmed.
        mutating func enclosed(until closer: Unicode.Scalar) -> String {
            index += 1
            let start = index
            while index < scalars.count, scalars[index] != closer { index += 1 }
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            if index < scalars.count { index += 1 }
            return text.trimmingWhitespace()
        }
    }
}
