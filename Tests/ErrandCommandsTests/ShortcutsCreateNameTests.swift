import ErrandShortcuts
import Foundation
import Testing

/// The name `shortcuts create` is given must show: one made only of zero-width characters or
/// direction marks can't be read in a list nor said.
struct ShortcutsCreateNameTests {
    /// A name made only of characters that show nothing can't be read in a list nor said.
    @Test func aNameOfInvisibleCharactersIsRefused() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let refused = await ShortcutsCreateStepWordsTests.create(
            ["show hi"], name: "\u{202E}\u{2066}\u{200F}", state: state)
        #expect(refused.contains("the shortcut's name is only invisible characters"))
        #expect(try ShortcutsCreateCommandTests.shortcuts(in: state).isEmpty)
    }
}
