import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// Values the app lists are read where the words around a name of its own objects hold them
/// (`Tests/Fixtures/Preview/shelf.yaml` and the example apps). The newcomer passes found "borrow
/// project hail mary as an audiobook" borrowing a book called "project hail mary as an
/// audiobook", and "text bo I'm on my way" sending "way" to someone called "bo I'm on my".
struct NewcomerListedValuesTests {
    // A listed value after any preposition, at the end of a title the app names at run time,
    // is that value: no one names a book by the format or the branch that follows it.
    @Test(arguments: [
        ("borrow project hail mary as an audiobook", "BorrowBook", "project-hail-mary", "format", "audiobook"),
        ("borrow dune in print", "BorrowBook", "dune", "format", "print"),
        ("reserve middlemarch at the main branch", "PlaceHold", "middlemarch", "branch", "central"),
        ("place a hold on dune at the main branch", "PlaceHold", "dune", "branch", "central"),
    ])
    func aListedValueAfterATitleIsItsOwn(text: String, action: String, book: String, name: String, value: String)
        throws
    {
        let reading = try #require(try NewcomerManifestTests.best(text, in: "shelf"))
        #expect(reading.action == action)
        #expect(reading.parameters["book"]?.value.entityID == book)
        let read = try #require(reading.parameters[name]?.value)
        #expect(read == .enumCase(value) || read.entityID == value)
    }

    /// A title that is wholly a listed one stays whole, and words that name no listed value stay
    /// in the title.
    @Test func aTitleThatNamesNoOtherValueStays() throws {
        let hobbit = try #require(try NewcomerManifestTests.best("reserve the hobbit", in: "shelf"))
        #expect(hobbit.parameters["book"]?.value.entityID == "hobbit")
        let unlisted = try #require(try NewcomerManifestTests.best("borrow death on the nile", in: "shelf"))
        #expect(unlisted.parameters["book"]?.text == "death on the nile")
        #expect(unlisted.parameters["format"] == nil)
    }

    // "the main branch" is the branch whose synonym is "main branch": an article before a name
    // is left out before the word that names the parameter is ("main" alone names nothing).
    @Test func anArticleBeforeASynonymIsLeftOut() throws {
        let catalog = try TestData.previewCatalog("shelf")
        let understander = try Understander.trained(on: catalog)
        let action = try #require(catalog.action(named: "PlaceHold", in: "com.example.shelf"))
        let branch = try #require(action.parameter(named: "branch"))
        let read = understander.slotReader.value(
            of: "the main branch", for: branch, in: "com.example.shelf", context: NewcomerManifestTests.context)
        #expect(read?.entityID == "central")
    }

    // Side-by-side wildcards are divided where the app's own object is wholly one it lists.
    @Test(arguments: [
        ("text bo I'm on my way", ["bo-park"], "I'm on my way"),
        ("text mum call me", ["mum"], "call me"),
        ("tell bo I'm outside", ["bo-park"], "I'm outside"),
        ("text amy lee see you soon", ["amy-lee"], "see you soon"),
        ("text mom and amy hi there", ["mum", "amy-lee"], "hi there"),
    ])
    func aListedRecipientIsNotStretchedOverTheMessage(text: String, recipients: [String], content: String) throws {
        let reading = try #require(try UnderstanderTests.best(text))
        #expect(reading.action == "SendMessage")
        guard case .list(let items)? = reading.parameters["recipients"]?.value else {
            Issue.record("no recipients in \(reading)")
            return
        }
        #expect(items.map(\.entityID) == recipients)
        #expect(reading.parameters["content"]?.value == .string(content))
    }

    /// A list is never divided before the word that joins its items.
    @Test func aListIsNotDividedAtItsJoin() throws {
        let reading = try #require(try UnderstanderTests.best("text mom and dad hi there"))
        #expect(reading.parameters["content"]?.text.hasPrefix("and") == false)
        #expect(reading.parameters["recipients"]?.text != "mom and")
    }
}

extension Value {
    /// The id of an entity value, for the tests' expectations.
    fileprivate var entityID: String? {
        if case .entity(let reference) = self { return reference.id }
        return nil
    }
}
