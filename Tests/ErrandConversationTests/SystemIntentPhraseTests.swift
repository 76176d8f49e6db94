import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// The phrases a system intent brings to the apps that adopt it (`Examples/car.yaml`).
struct SystemIntentPhraseTests {
    // "honk the horn" asked "Flash the lights or honk the horn?": the intent's phrases had no
    // slot for the signal, so no phrase said which one.
    @Test(arguments: [
        ("honk the horn", "horn"), ("beep my car horn", "horn"), ("flash the lights", "lights"),
        ("turn on the hazard lights", "lights"),
    ])
    func aPhraseSaysWhichSignal(text: String, signal: String) throws {
        let path = TestData.repositoryRoot.appendingPathComponent("Examples/car.yaml").path
        let understander = try Understander.trained(on: try ManifestLoader().load(paths: [path]).catalog)
        let context = UnderstandingContext(now: TranscriptReplayer.defaultNow, timeZone: .current)
        let reading = try #require(understander.interpretations(of: text, context: context).best)
        #expect(reading.action == "ActivateSignals")
        #expect(reading.parameters["signal"]?.value == .string(signal))
    }
}
