import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// What a phrase or a shortcut step keeps of a request: its reading with the words of two
/// adjacent wildcards divided where the app takes them, as when the request is said — with
/// nothing confirmed or handled.
struct SettledReadingTests {
    typealias Splits = AlternativeSplitTests

    @Test func theDivisionTheAppTakesIsKept() async {
        let contacts = Splits.Contacts(["bob": Splits.bob])
        let understood = Splits.interpretation(["bob", "running", "late"], recipientWords: 2)
        let settled = await Splits.engine(contacts).settled(understood, context: Splits.context)
        #expect(settled.parameters["recipients"]?.text == "bob")
        #expect(settled.parameters["content"] == Splits.value("content", "running late"))
        #expect(settled.alternativeSplits.isEmpty)
        #expect(contacts.asked == ["bob running", "bob"])
    }

    @Test func aLengthenedNameLeavesTheMessageOut() async {
        let contacts = Splits.Contacts(["amy": Splits.amys, "amy chen": Splits.amyChen])
        var understood = Splits.interpretation(["amy", "chen"], recipientWords: 1)
        understood.alternativeSplits = [
            AlternativeSplit(
                leading: "recipients", trailing: "content",
                parameters: ["recipients": Splits.value("recipients", "amy chen")], lengthensLeading: true)
        ]
        let settled = await Splits.engine(contacts).settled(understood, context: Splits.context)
        #expect(settled.parameters["recipients"]?.text == "amy chen")
        #expect(settled.parameters["content"] == nil)
    }

    @Test func aReadingWithoutOtherDivisionsOrWhoseAppFailsIsKeptAsItIs() async {
        let contacts = Splits.Contacts([:], failingFor: ["bob running"])
        let understood = Splits.interpretation(["bob", "running", "late"], recipientWords: 2)
        #expect(await Splits.engine(contacts).settled(understood, context: Splits.context) == understood)
        var single = understood
        single.alternativeSplits = []
        #expect(await Splits.engine(Splits.Contacts([:])).settled(single, context: Splits.context) == single)
    }
}
