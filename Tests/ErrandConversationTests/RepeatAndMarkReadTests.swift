import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// What is on repeat stays so while it plays or is paused, and not once something else plays.
/// Marking messages read reads none out: a reply still answers the message last read out.
struct RepeatAndMarkReadTests {
    @Test func repeatEndsWhenSomethingElsePlays() {
        let music = MusicApp()
        music.play("Blue by Joni Mitchell")
        music.setRepeat("Blue by Joni Mitchell")
        music.pause()
        #expect(music.onRepeat == "Blue by Joni Mitchell")
        // NB: starting it over keeps it on repeat.
        music.play("Blue by Joni Mitchell")
        #expect(music.onRepeat == "Blue by Joni Mitchell")
        music.play("Kind of Blue by Miles Davis")
        #expect(music.onRepeat == nil)
        // Coming back to it does not put it on repeat again.
        music.play("Blue by Joni Mitchell")
        #expect(music.onRepeat == nil)
        music.setRepeat("Blue by Joni Mitchell")
        music.setRepeat(nil)
        #expect(music.onRepeat == nil)
    }

    @Test func markingReadKeepsTheMessageAReplyAnswers() {
        let messages = MessagesApp()
        let last = messages.readLast(from: nil)
        #expect(last != nil)
        #expect(messages.markRead(from: nil) == 1)
        #expect(messages.lastRead == last)
        #expect(messages.markRead(from: nil) == 0)
        #expect(messages.readNew(from: nil).isEmpty)
    }
}
