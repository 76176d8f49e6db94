import ErrandCatalog
import ErrandLanguage
import Foundation

/// The example apps' understander, trained once per process: the fuzz input is what a person
/// says to it.
let understander: Understander? = {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
    guard let loaded = try? ManifestLoader().load(paths: [examples]) else { return nil }
    return try? Understander.trained(on: loaded.catalog)
}()

/// Personal phrases the input is also checked against.
let context = UnderstandingContext(
    now: Date(timeIntervalSince1970: 1_763_820_000),
    personalPhrases: PersonalPhraseBook([PersonalPhrase(phrase: "order my usual", target: .shortcut("usual"))]))

/// libFuzzer's entry point: the bytes, decoded as UTF-8 with repairs, are an utterance.
///
/// Any answer is fine — "not understood" included; a crash, a hang or a sanitizer report is a
/// finding. Every interpretation must stay within the utterance: its values' offsets inside it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let understander else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let understanding = understander.interpretations(of: text, context: context)
    let length = text.count
    for interpretation in understanding.interpretations + understanding.rejected {
        precondition(interpretation.confidence >= 0 && interpretation.confidence <= 1, "confidence out of range")
        for value in interpretation.parameters.values {
            if let offsets = value.offsets { precondition(offsets.upperBound <= length, "offsets past the end") }
        }
    }
    _ = BuiltInValueRecognizer().values(in: text)
    return 0
}

/// Trains the understander before fuzzing starts, so the first input is not timed with it.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = understander
    return 0
}
