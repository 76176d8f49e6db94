import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

/// The statistical reading of a request needs something in it that points at an action: a word
/// the apps use, or a value they list. A greeting whose one word the tagger took for a song to
/// play ("hello?" → play "hello", with the example apps' phrases of November 2026) is not
/// understood; a drink's name alone, or a word of an action, still is.
struct UnderstandingCueTests {
    @Test(arguments: ["hello?", "hello", "hello there", "amy", "thanks"])
    func wordsNoAppUsesAreNotARequest(text: String) throws {
        let understanding = try SharedUnderstanders.examples().interpretations(
            of: text, context: UnderstandingContext())
        #expect(!understanding.isUnderstood, "\(understanding.interpretations)")
    }

    @Test(arguments: [("latte", "OrderCoffee"), ("play hello", "PlayMedia"), ("tomato soup", "OrderSoup")])
    func aValueTheAppsListOrAWordTheyUseIsARequest(text: String, action: String) throws {
        let understanding = try SharedUnderstanders.examples().interpretations(
            of: text, context: UnderstandingContext())
        #expect(understanding.best?.action == action)
    }
}
