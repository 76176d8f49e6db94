import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A number said right before a choice is its count: the tagger's misses are filled, and words
/// it took for the choice beside it are given back.
struct CountSlotFillTests {
    static let catalog: Catalog? = {
        let coffee = TestData.repositoryRoot.appendingPathComponent("Examples/coffee.yaml").path
        return try? ManifestLoader().load(paths: [coffee]).catalog
    }()
    static let context = UnderstandingContext(now: Date(timeIntervalSince1970: 1_763_820_000), timeZone: .gmt)

    static func filled(_ text: String, _ tagged: [String: UnderstoodValue]) throws -> [String: UnderstoodValue] {
        let catalog = try #require(catalog)
        let app = try #require(catalog.apps.first)
        let action = try #require(app.action(named: "OrderCoffee"))
        let reader = SlotValueReader(values: CatalogValueIndex(catalog: catalog), builtIns: BuiltInValueReader())
        return CountSlotFill.filled(tagged, of: action, in: app.id, text: text, context: context, reader: reader)
    }

    static func latte(at offsets: Range<Int>) -> UnderstoodValue {
        UnderstoodValue(value: .enumCase("latte"), text: "lattes", offsets: offsets)
    }

    /// "a couple of lattes" is two, where the latte was ordered alone and "couple" not understood.
    @Test func aCoupleIsTwo() throws {
        let filled = try Self.filled("order a couple of lattes", ["coffee": Self.latte(at: 18..<24)])
        #expect(filled["quantity"]?.value == .integer(2))
    }

    @Test func aNumberRightBeforeAChoiceIsItsCount() throws {
        let filled = try Self.filled("get me two lattes please", ["coffee": Self.latte(at: 11..<17)])
        #expect(filled["quantity"]?.value == .integer(2))
        #expect(filled["quantity"]?.text == "two")
    }

    @Test func wordsTakenForTheChoiceBesideItAreGivenBack() throws {
        let size = UnderstoodValue(value: .string("two"), text: "two", offsets: 9..<12)
        let filled = try Self.filled("i'd like two lattes", ["coffee": Self.latte(at: 13..<19), "size": size])
        #expect(filled["quantity"]?.value == .integer(2))
        #expect(filled["size"] == nil)
    }

    /// "two oat milk mochas": a word or two read as nothing between the count and its choice.
    @Test func aCountWithUnreadWordsBeforeTheChoice() throws {
        let filled = try Self.filled("order two oat milk lattes", ["coffee": Self.latte(at: 19..<25)])
        #expect(filled["quantity"]?.value == .integer(2))
    }

    @Test(arguments: [
        ("a latte at 2", 2..<7),  // after the choice: a time, not a count
        ("two or three lattes", 13..<19),  // two numbers: not clear which
        ("2 of my very best lattes", 17..<23),  // too many words between
        ("2 for 3 lattes", 8..<14),  // a number between
    ])
    func otherNumbersAreLeftAlone(text: String, offsets: Range<Int>) throws {
        let filled = try Self.filled(text, ["coffee": Self.latte(at: offsets)])
        #expect(filled["quantity"] == nil)
    }

    /// "two lattes at 5": the number of a time counts nothing, so the one number left is the count.
    @Test func aNumberOfATimeIsNotCounted() throws {
        let filled = try Self.filled("order two lattes at 5", ["coffee": Self.latte(at: 10..<16)])
        #expect(filled["quantity"]?.value == .integer(2))
    }

    @Test func aCountAlreadyReadIsKept() throws {
        let three = UnderstoodValue(value: .integer(3), text: "3", offsets: 6..<7)
        let filled = try Self.filled("order 3 lattes and 2", ["coffee": Self.latte(at: 8..<14), "quantity": three])
        #expect(filled["quantity"] == three)
    }
}
