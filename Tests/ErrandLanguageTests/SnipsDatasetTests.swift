import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

struct SnipsDatasetTests {
    static let sample = """
        {"PlayMusic": [
          {"data": [{"text": "play "}, {"text": "Paul Landers", "entity": "artist"}, {"text": " on "},
                    {"text": "Spotify", "entity": "service"}]},
          {"data": [{"text": "I want to hear some "}, {"text": "jazz", "entity": "genre"}]}
        ]}
        """

    @Test func chunksBecomeTextAndSlotSpans() throws {
        let dataset = try SnipsDataset.read(Array(Self.sample.utf8), file: "PlayMusic.json")
        #expect(dataset.examples.count == 2)
        let first = dataset.examples[0]
        #expect(first.text == "play Paul Landers on Spotify")
        #expect(first.intent == "PlayMusic")
        #expect(
            first.slots == [
                SlotSpan(name: "artist", characters: 5..<17), SlotSpan(name: "service", characters: 21..<28),
            ])
        #expect(dataset.repairs.isEmpty)
    }

    @Test func anEmojiWrittenAsEncodedSurrogatesIsRepairedAndReported() throws {
        // "Pop Punk 🍕" with U+1F355 written as the CESU-8 surrogate pair ED A0 BC ED BD 95.
        let prefix = Array(#"{"PlayMusic": [{"data": [{"text": "play "}, {"text": "Pop Punk "#.utf8)
        let bytes = prefix + [0xED, 0xA0, 0xBC, 0xED, 0xBD, 0x95] + Array(#"", "entity": "playlist"}]}]}"#.utf8)
        let dataset = try SnipsDataset.read(bytes, file: "PlayMusic.json")
        #expect(dataset.examples.first?.text == "play Pop Punk \u{1F355}")
        #expect(dataset.examples.first?.slots.first?.characters == 5..<15)
        let repair = try #require(dataset.repairs.first)
        #expect(repair.repair.byteOffset == prefix.count)
        #expect(repair.description == "PlayMusic.json: byte \(prefix.count): encoded surrogate pair read as U+1F355")
    }

    @Test(
        arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0xBC], [0xE2, 0x28, 0xA1], [0xF5, 0x80, 0x80, 0x80]] as [[UInt8]])
    func invalidUTF8IsReportedWithFileAndByteOffset(_ bad: [UInt8]) throws {
        let prefix = Array(#"{"GetWeather": [{"data": [{"text": "rain in "#.utf8)
        let bytes = prefix + bad + Array(#""}]}]}"#.utf8)
        let error = try #require(throws: SnipsError.self) { try SnipsDataset.read(bytes, file: "GetWeather.json") }
        #expect(error.file == "GetWeather.json")
        #expect(error.byteOffset == prefix.count)
        #expect(error.description.hasPrefix("GetWeather.json: byte \(prefix.count): invalid UTF-8"))
    }

    @Test(arguments: [
        "[]", "{\"A\": 3}", "{\"A\": [{\"text\": \"x\"}]}", "{\"A\": [{\"data\": [{\"entity\": \"x\"}]}]}", "{",
    ])
    func otherShapesAreFormatErrors(_ json: String) {
        #expect(throws: SnipsError.self) { try SnipsDataset.read(Array(json.utf8), file: "x.json") }
    }

    @Test func aMissingDirectoryIsNamedInTheError() {
        let error = #expect(throws: SnipsError.self) {
            try SnipsDataset(directory: URL(fileURLWithPath: "/nonexistent/snips"))
        }
        #expect(error?.description.hasPrefix("/nonexistent/snips: not a readable directory") == true)
    }

    @Test func theSharedTrainingFileWithTheBadSequenceReads() throws {
        let url = TestData.shared.appendingPathComponent("data/snips/train-full/PlayMusic.json")
        guard let data = try? Data(contentsOf: url) else { return }
        let dataset = try SnipsDataset.read([UInt8](data), file: url.path)
        #expect(dataset.examples.count == 2000)
        #expect(dataset.repairs.count == 1)
        #expect(dataset.examples.contains { $0.text.contains("\u{1F355}") })
    }
}
