import Foundation

/// The word lists the rules need, read once from the module's resources.
///
/// Each list is a JSON file under `Resources/` written for Errand: title verbs, everyday words,
/// well-known apps, inappropriate words, the assistant's wake phrases, core commands and
/// advertising phrases. Words are stored normalised (lowercase, see `LintText.normalized`).
public struct LintResources: Sendable {
    /// Verbs a title or summary may start with, besides every category's verbs.
    public var titleVerbs: Set<String>
    /// Everyday English words: a vocabulary term made only of these is generic.
    public var commonWords: Set<String>
    /// Names of widely used apps, normalised.
    public var wellKnownApps: [String]
    /// The same names as they are written ("WhatsApp"), in the same order.
    public var wellKnownAppNames: [String]
    /// The same names without spaces, so "Whats App" is found as "WhatsApp".
    public var wellKnownAppsCompact: Set<String>
    /// Words that have no place in an app's vocabulary.
    public var inappropriateWords: Set<String>
    /// The assistant's wake phrase in every locale of the guidelines' table, and Errand's own,
    /// normalised.
    public var wakePhrases: [String]
    /// The wake phrases' UTF-8, for fast matching.
    var wakePhraseBytes: [[UInt8]]
    /// Emergency numbers that no phrase may call.
    public var emergencyNumbers: Set<String>
    /// Verbs that, followed by an emergency number, make an emergency call.
    public var callVerbs: Set<String>
    /// Whole phrases that belong to the assistant: emergency calls and its own controls, normalised.
    public var corePhrases: Set<String>
    /// Phrases of advertising and purchase pitches, lowercase as written.
    public var advertisingPhrases: [String]
    /// The same phrases normalised, for those made of words only (`nil` for `% off`).
    public var normalizedAdvertisingPhrases: [String?]

    /// The lists shipped with the module. A list that cannot be read is empty, which the
    /// resource tests catch.
    public static let shipped = LintResources(bundle: .module)

    /// The shipped everyday words alone (`commonWords`), for understanding, which needs no
    /// other list: reading every list would cost each start of `errand parse` its memory.
    public static let shippedCommonWords = commonWords(in: .module)

    /// The shipped title verbs alone (`titleVerbs`), for the dialog's default questions.
    public static let shippedTitleVerbs = Set(
        ((object("title-verbs", in: .module)["verbs"] as? [String]) ?? []).map(LintText.normalized))

    /// Reads the lists from `bundle`'s resources.
    public init(bundle: Bundle) {
        func object(_ name: String) -> [String: Any] { Self.object(name, in: bundle) }
        func strings(_ object: [String: Any], _ key: String) -> [String] {
            (object[key] as? [String]) ?? []
        }
        titleVerbs = Set(strings(object("title-verbs"), "verbs").map(LintText.normalized))
        commonWords = Self.commonWords(in: bundle)
        wellKnownAppNames = strings(object("well-known-apps"), "apps")
        wellKnownApps = wellKnownAppNames.map(LintText.normalized)
        wellKnownAppsCompact = Set(wellKnownApps.map { $0.filter { $0 != " " } })
        inappropriateWords = Set(strings(object("inappropriate-words"), "words").map(LintText.normalized))
        let wake = object("wake-phrases")
        let names = strings(wake, "assistantNames")
        let templates = ((wake["locales"] as? [String: String]) ?? [:]).values
        var phrases = Set(strings(wake, "own").map(LintText.normalized))
        for template in templates {
            for name in names {
                phrases.insert(LintText.normalized(template.replacingOccurrences(of: "{assistant}", with: name)))
            }
        }
        wakePhrases = phrases.filter { !$0.isEmpty }.sorted()
        wakePhraseBytes = wakePhrases.map { Array($0.utf8) }
        let core = object("core-commands")
        emergencyNumbers = Set(strings(core, "emergencyNumbers"))
        callVerbs = Set(strings(core, "callVerbs"))
        corePhrases = Set((strings(core, "controls") + strings(core, "emergencyPhrases")).map(LintText.normalized))
        advertisingPhrases = strings(object("advertising-phrases"), "phrases").map { $0.lowercased() }
        normalizedAdvertisingPhrases = advertisingPhrases.map {
            $0.first?.isLetter == true ? LintText.normalized($0) : nil
        }
    }

    private static func commonWords(in bundle: Bundle) -> Set<String> {
        Set(((object("common-words", in: bundle)["words"] as? [String]) ?? []).map(LintText.normalized))
    }

    /// The JSON object of the resource `name`, or an empty one when it cannot be read.
    private static func object(_ name: String, in bundle: Bundle) -> [String: Any] {
        guard let url = bundle.url(forResource: name, withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// Whether `normalizedText` contains one of the wake phrases as whole words, and which.
    public func wakePhrase(in normalizedText: String) -> String? {
        let text = Array(normalizedText.utf8)
        return wakePhraseBytes.indices.first { LintText.contains(text, phrase: wakePhraseBytes[$0]) }.map {
            wakePhrases[$0]
        }
    }

    /// Whether a normalised phrase takes over a core command: it is one as a whole, is a bare
    /// emergency number, or calls one ("call 911", "dial 112 now").
    public func isCoreCommand(_ normalizedPhrase: String) -> Bool {
        if corePhrases.contains(normalizedPhrase) { return true }
        let words = normalizedPhrase.split(separator: " ").map(String.init)
        if words.count == 1, let only = words.first, emergencyNumbers.contains(only) { return true }
        for (index, word) in words.enumerated().dropFirst() where emergencyNumbers.contains(word) {
            if callVerbs.contains(words[index - 1]) { return true }
        }
        return false
    }
}
