import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandShortcuts

/// A person's own phrases: the guidelines' rules for them, and what apps see of them.
@Suite struct PersonPhrasesTests {
    static let latte = PhraseFixtures.latte
    static let catalog = PhraseFixtures.catalog

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A service over fresh in-memory stores, with a fixed clock and numbered shortcut identifiers.
    static func service() throws -> (PersonPhrases, InMemoryPhraseStore, InMemoryShortcutLibrary) {
        let store = InMemoryPhraseStore()
        let library = InMemoryShortcutLibrary()
        let counter = Counter()
        let phrases = try PersonPhrases(
            store: store, library: library, catalog: catalog,
            configuration: .init(clock: { now }, makeShortcutID: { "one-step-\(counter.next())" }))
        return (phrases, store, library)
    }

    static let usual = PhraseTarget.action(
        app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": latte, "size": .enumCase("large")])

    static func refusal(_ body: () throws -> Void) -> PhraseError? {
        do {
            try body()
            return nil
        } catch {
            return error as? PhraseError
        }
    }

    // The guidelines: never include the wake phrase in a phrase (the linter's phrase-wake-phrase check).
    @Test func aPhraseWithTheWakePhraseIsRefused() throws {
        let (phrases, store, _) = try Self.service()
        let error = Self.refusal { try phrases.add("Hey Errand, my usual", for: Self.usual, of: "amy") }
        guard case .reserved(_, let reason)? = error else {
            Issue.record("expected a reserved-phrase refusal, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("wake phrase 'hey errand'"))
        #expect(try store.phrases(of: "amy").isEmpty)
    }

    // The guidelines: never commandeer core commands (the linter's phrase-core-command check),
    // whatever the resource lists: the assistant's own controls and emergency calls.
    @Test(arguments: ["cancel", "Help!", "what can you do", "call 911", "never mind"])
    func aCoreCommandIsRefused(words: String) throws {
        let (phrases, _, _) = try Self.service()
        let error = Self.refusal { try phrases.add(words, for: Self.usual, of: "amy") }
        guard case .reserved(_, let reason)? = error else {
            Issue.record("'\(words)': expected a core-command refusal, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("core command"))
    }

    @Test(arguments: ["", "   ", "?!…", "--"])
    func aPhraseWithNoWordsIsRefused(words: String) throws {
        let (phrases, _, _) = try Self.service()
        #expect(Self.refusal { try phrases.add(words, for: Self.usual, of: "amy") } == .empty(words))
    }

    // A person's phrase is theirs alone: the same words (case and punctuation folded) as
    // another of their phrases would make one of them unreachable.
    @Test func aPhraseWithTheSameWordsAsAnotherOfThePersonsIsRefused() throws {
        let (phrases, _, _) = try Self.service()
        try phrases.add("my usual", for: Self.usual, of: "amy")
        let other = PhraseTarget.action(
            app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": Self.latte])
        #expect(
            Self.refusal { try phrases.add("My usual!", for: other, of: "amy") }
                == .takenByOwnPhrase(phrase: "My usual!", other: "my usual"))
        // Another person's phrases are no obstacle.
        #expect(try phrases.add("My usual!", for: other, of: "ben").phrase.phrase == "My usual!")
    }

    // A shortcut that carries its own phrase (as a shared one does) has it as the person's:
    // the same words are refused for another phrase, naming the shortcut that keeps them, and
    // the book runs the shortcut by them.
    @Test func aShortcutsOwnPhraseIsOneOfThePersonsPhrases() throws {
        let (phrases, _, library) = try Self.service()
        try library.save(Shortcut(id: "late", name: "Running late", phrase: "running late", steps: []), of: "amy")
        let taken = PhraseError.takenByShortcut(phrase: "Running late!", shortcutID: "late", name: "Running late")
        #expect(Self.refusal { try phrases.add("Running late!", for: Self.usual, of: "amy") } == taken)
        #expect(taken.description.contains("your shortcut 'Running late' (late)"))
        #expect(taken.description.contains("`errand shortcuts export late --output FILE`"))
        try phrases.add("my usual", for: Self.usual, of: "amy")
        let book = try phrases.book(of: "amy")
        #expect(book.phrase(matching: "running late")?.target == .shortcut("late"))
        #expect(book.phrase(matching: "my usual")?.target != nil)
        #expect(
            Self.refusal { try phrases.edit("my usual", to: "running late", of: "amy") }
                == .takenByShortcut(phrase: "running late", shortcutID: "late", name: "Running late"))
    }

    // The words a shortcut carries are not a phrase the person added: editing or removing
    // them says whose they are, as adding them does, rather than that there is no such phrase.
    @Test func editingOrRemovingAShortcutsOwnPhraseNamesTheShortcut() throws {
        let (phrases, _, library) = try Self.service()
        try library.save(Shortcut(id: "late", name: "Running late", phrase: "running late", steps: []), of: "amy")
        let owned = PhraseError.shortcutsOwnPhrase(phrase: "running late", shortcutID: "late", name: "Running late")
        #expect(Self.refusal { try phrases.edit("Running late", to: "so late", of: "amy") } == owned)
        #expect(Self.refusal { try phrases.remove("running late!", of: "amy") } == owned)
        #expect(owned.description.contains("'running late' is the phrase of your shortcut 'Running late' (late)"))
        #expect(try library.shortcut(id: "late", of: "amy")?.phrase == "running late")
        #expect(Self.refusal { try phrases.remove("so late", of: "amy") } == .notFound("so late"))
    }

    // The words an app's phrase template already reads as its action stay the app's:
    // "order a latte" is the coffee app's "order [a] [{size}] {coffee}", "latte again" its
    // own shortcut phrase.
    @Test func aPhraseAnAppAlreadyUnderstandsIsRefused() throws {
        let (phrases, _, _) = try Self.service()
        #expect(
            Self.refusal { try phrases.add("Order a latte", for: Self.usual, of: "amy") }
                == .takenByApp(
                    phrase: "Order a latte", app: "com.example.coffee", action: "OrderCoffee",
                    template: "order [a] [{size}] {coffee}"))
        guard
            case .takenByApp(_, _, let action, _)? = Self.refusal({
                try phrases.add("Latte again", for: Self.usual, of: "amy")
            })
        else {
            Issue.record("the app's shortcut phrase should be refused")
            return
        }
        #expect(action == "OrderCoffee")
        // A flat white is no drink the app lists: no template reads "order a flat white" whole,
        // and the only warning is its length.
        let kept = try phrases.add("order a flat white", for: Self.usual, of: "amy")
        #expect(kept.warnings.count == 1 && kept.warnings[0].contains("has 4 words"))
    }

    // A template that reads the words only through a wildcard ("note {text}") takes any words:
    // the phrase is kept, with a warning that it now wins over the app's reading.
    @Test func aPhraseAnAppReadsOnlyThroughAWildcardIsWarned() throws {
        let (phrases, _, _) = try Self.service()
        let outcome = try phrases.add("note my usual", for: Self.usual, of: "amy")
        #expect(outcome.warnings.contains { $0.contains("com.example.notes also reads 'note my usual' as CreateNote") })
    }

    // The guidelines: short phrases are easier to remember; above three words is a warning,
    // not a refusal; above eight it would be cut short (the linter's phrase-length error).
    @Test func longPhrasesAreWarnedAndVeryLongOnesRefused() throws {
        let (phrases, _, library) = try Self.service()
        try library.save(Shortcut(id: "late", name: "Running late", steps: []), of: "amy")
        #expect(try phrases.add("my usual", for: Self.usual, of: "amy").warnings.isEmpty)
        let long = try phrases.add("the one I always get", for: .shortcut("late"), of: "amy")
        #expect(
            long.warnings == [
                "the phrase 'the one I always get' has 5 words; two or three words are easier to remember and say "
                    + "the same way every time"
            ])
        let words = "one two three four five six seven eight nine"
        #expect(
            Self.refusal { try phrases.add(words, for: .shortcut("late"), of: "amy") }
                == .tooLong(phrase: words, words: 9, maximum: 8))
    }

    // The guidelines: a person's phrase is recognised when said exactly, case and punctuation
    // aside, and wins over everything else.
    @Test func theBookMatchesThePhraseVerbatim() throws {
        let (phrases, _, library) = try Self.service()
        try phrases.add("my usual", for: Self.usual, of: "amy")
        try library.save(Shortcut(id: "late", name: "Running late", steps: []), of: "amy")
        try phrases.add("running late", for: .shortcut("late"), of: "amy")
        let book = try phrases.book(of: "amy")
        let usual = try #require(book.phrase(matching: "My usual!"))
        #expect(
            usual.target
                == .action(
                    app: "com.example.coffee", action: "OrderCoffee",
                    values: [
                        "coffee": Self.latte, "size": .enumCase("large"),
                    ]))
        #expect(book.phrase(matching: "  RUNNING, late. ")?.target == .shortcut("late"))
        #expect(book.phrase(matching: "my usual please") == nil)
        #expect(try phrases.book(of: "ben").isEmpty)
    }

    // The person's phrase wins over every other reading: the understander reads it as the
    // action with its fixed values, with certainty.
    @Test func theUnderstanderReadsThePhraseAsTheActionWithItsValues() throws {
        let understander = try Understander(catalog: Self.catalog, model: nil)
        let phrases = try PersonPhrases(
            store: InMemoryPhraseStore(), library: InMemoryShortcutLibrary(), catalog: Self.catalog,
            appPhrases: understander.appPhrases)
        try phrases.add("my usual", for: Self.usual, of: "amy")
        #expect(throws: PhraseError.self) { try phrases.add("order a mocha", for: Self.usual, of: "amy") }
        let context = UnderstandingContext(personalPhrases: try phrases.book(of: "amy"))
        let best = try #require(understander.interpretations(of: "My usual.", context: context).best)
        #expect(best.app == "com.example.coffee" && best.action == "OrderCoffee" && best.confidence == 1)
        #expect(best.parameters["coffee"]?.value == Self.latte)
        #expect(best.parameters["size"]?.value == .enumCase("large"))
    }

    // The guidelines: an app shows that an action already has a phrase, and what it is.
    @Test func theAppSeesAddedAndItsPhrase() throws {
        let (phrases, _, library) = try Self.service()
        try phrases.add("order my usual", for: Self.usual, of: "amy")
        let values: [String: Value] = ["coffee": Self.latte, "size": .enumCase("large")]
        let added = try phrases.phrase(of: "amy", app: "com.example.coffee", action: "OrderCoffee", values: values)
        #expect(added?.addedLabel == "Added: order my usual")
        #expect(
            try phrases.phrase(
                of: "amy", app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": Self.latte]) == nil)
        #expect(try phrases.phrases(of: "amy", app: "com.example.coffee").map(\.phrase) == ["order my usual"])
        #expect(try phrases.phrases(of: "amy", app: "com.example.notes").isEmpty)
        // The phrase runs a one-step shortcut in the person's library, with the values fixed.
        let shortcut = try #require(try library.shortcut(id: "one-step-1", of: "amy"))
        #expect(shortcut.phrase == "order my usual")
        #expect(
            shortcut.steps == [
                .app(
                    "action", "com.example.coffee", "OrderCoffee",
                    [
                        "coffee": .literal(Self.latte), "size": .literal(.enumCase("large")),
                    ])
            ])
        // The same action with the same values gets one phrase: the app offers to edit it.
        #expect(
            Self.refusal { try phrases.add("latte time", for: Self.usual, of: "amy") }
                == .alreadyAdded(existing: "order my usual", app: "com.example.coffee", action: "OrderCoffee"))
    }

    // An app learns of changes the person made elsewhere by asking what changed since it last
    // looked.
    @Test func theAppAsksWhatChangedSinceItLastLooked() throws {
        let (phrases, _, library) = try Self.service()
        try library.save(Shortcut(id: "late", name: "Running late", steps: []), of: "amy")
        try phrases.add("running late", for: .shortcut("late"), of: "amy")
        let seen = try phrases.changes(of: "amy", app: "com.example.coffee", after: 0)
        #expect(seen.changes.isEmpty)
        try phrases.add("my usual", for: Self.usual, of: "amy")
        try phrases.edit("my usual", to: "usual please", of: "amy")
        try phrases.remove("usual please", of: "amy")
        let changes = try phrases.changes(of: "amy", app: "com.example.coffee", after: seen.through)
        #expect(changes.changes.map(\.kind) == [.added, .changed, .removed])
        #expect(changes.changes[1].previousPhrase == "my usual")
        #expect(changes.changes[1].phrase == "usual please")
        #expect(try phrases.changes(of: "amy", app: "com.example.coffee", after: changes.through).changes.isEmpty)
        #expect(try phrases.changes(of: "ben", app: nil, after: 0).changes.isEmpty)
    }

    // Removing a phrase never deletes a shortcut the person built; the one-step shortcut made
    // for the phrase goes with it.
    @Test func removingAPhraseKeepsThePersonsShortcutAndDropsTheOneStepOne() throws {
        let (phrases, store, library) = try Self.service()
        try library.save(Shortcut(id: "late", name: "Running late", steps: []), of: "amy")
        try phrases.add("running late", for: .shortcut("late"), of: "amy")
        try phrases.add("my usual", for: Self.usual, of: "amy")
        #expect(try phrases.remove("Running late.", of: "amy").shortcutID == "late")
        #expect(try library.shortcut(id: "late", of: "amy") != nil)
        try phrases.remove("my usual", of: "amy")
        #expect(try library.shortcut(id: "one-step-1", of: "amy") == nil)
        #expect(try store.phrases(of: "amy").isEmpty)
        #expect(Self.refusal { try phrases.remove("my usual", of: "amy") } == .notFound("my usual"))
    }

    @Test func editingChangesTheWordsOrTheTargetUnderTheSameRules() throws {
        let (phrases, store, library) = try Self.service()
        try library.save(Shortcut(id: "late", name: "Running late", steps: []), of: "amy")
        try phrases.add("my usual", for: Self.usual, of: "amy")
        try phrases.add("running late", for: .shortcut("late"), of: "amy")
        // New words follow the rules; the old words stay when refused.
        #expect(
            Self.refusal { try phrases.edit("my usual", to: "running late!", of: "amy") }
                == .takenByOwnPhrase(phrase: "running late!", other: "running late"))
        #expect(Self.refusal { try phrases.edit("my usual", to: "stop", of: "amy") } != nil)
        try phrases.edit("MY USUAL", to: "the usual", of: "amy")
        #expect(try library.shortcut(id: "one-step-1", of: "amy")?.phrase == "the usual")
        // Pointing the phrase at a shortcut the person built drops the one-step shortcut.
        let edited = try phrases.edit("the usual", target: .shortcut("late"), of: "amy")
        #expect(edited.phrase.shortcutID == "late" && !edited.phrase.ownsShortcut)
        #expect(try library.shortcut(id: "one-step-1", of: "amy") == nil)
        #expect(try store.phrases(of: "amy").map(\.phrase) == ["running late", "the usual"])
        #expect(
            Self.refusal { try phrases.edit("the usual", target: .shortcut("nope"), of: "amy") }
                == .unknownShortcut("nope"))
        #expect(Self.refusal { try phrases.edit("nothing", to: "x y", of: "amy") } == .notFound("nothing"))
    }

    @Test func pointingAPhraseAtOtherValuesChangesItsOneStepShortcutInPlace() throws {
        let (phrases, _, library) = try Self.service()
        try phrases.add("my usual", for: Self.usual, of: "amy")
        let mocha = Value.entity(EntityReference(type: "Drink", id: "mocha", title: "Mocha"))
        let edited = try phrases.edit(
            "my usual", target: .action(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": mocha]),
            of: "amy")
        #expect(edited.phrase.shortcutID == "one-step-1" && edited.phrase.values == ["coffee": mocha])
        #expect(try library.shortcuts(of: "amy").map(\.id) == ["one-step-1"])
        #expect(
            try library.shortcut(id: "one-step-1", of: "amy")?.steps.first?.parameters == ["coffee": .literal(mocha)])
        #expect(
            try phrases.book(of: "amy").phrase(matching: "my usual")?.target
                == .action(
                    app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": mocha]))
    }

    // Changing the words keeps the one-step shortcut whole, even over a library that reads
    // back only names.
    @Test func changingTheWordsKeepsTheOneStepShortcutsSteps() throws {
        let library = InMemoryShortcutLibrary()
        let phrases = try PersonPhrases(
            store: InMemoryPhraseStore(), library: NamesOnlyLibrary(kept: library), catalog: Self.catalog,
            configuration: .init(makeShortcutID: { "one-step" }))
        try phrases.add("my usual", for: Self.usual, of: "amy")
        try phrases.edit("my usual", to: "the usual", of: "amy")
        let shortcut = try #require(try library.shortcut(id: "one-step", of: "amy"))
        #expect(shortcut.phrase == "the usual" && shortcut.name == "Order coffee")
        #expect(shortcut.steps.first?.parameters["coffee"] == .literal(Self.latte))
    }

    // A phrase the store cannot keep leaves no one-step shortcut behind.
    @Test func aFailedSaveTakesTheOneStepShortcutBack() throws {
        let library = InMemoryShortcutLibrary()
        let phrases = try PersonPhrases(store: FailingPhraseStore(), library: library, catalog: Self.catalog)
        #expect(throws: FailingPhraseStore.Failure.self) { try phrases.add("my usual", for: Self.usual, of: "amy") }
        #expect(try library.shortcuts(of: "amy").isEmpty)
    }

    @Test func aTargetThatDoesNotExistIsRefused() throws {
        let (phrases, _, _) = try Self.service()
        #expect(
            Self.refusal { try phrases.add("my thing", for: .shortcut("nope"), of: "amy") } == .unknownShortcut("nope"))
        let unknown = Self.refusal {
            try phrases.add(
                "my thing",
                for: .action(app: "com.example.coffee", action: "OrderCoffee", values: ["milk": .string("oat")]),
                of: "amy")
        }
        #expect(unknown?.description.contains("has no parameter 'milk'; its parameters are coffee, size") == true)
        // A fixed value is checked as a donated one is: a drink the app lists, a size it declares.
        let tea = Value.entity(EntityReference(type: "Drink", id: "tea", title: "Tea"))
        let unfit = Self.refusal {
            try phrases.add(
                "my thing", for: .action(app: "com.example.coffee", action: "OrderCoffee", values: ["coffee": tea]),
                of: "amy")
        }
        #expect(
            unfit?.description
                == "parameter 'coffee' of 'OrderCoffee' takes a Drink (one of latte, mocha), not the Drink 'tea', "
                + "which the app does not declare")
    }
}

/// Numbers from 1, for predictable identifiers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }
}

/// A store whose saves fail, as a full disk would.
struct FailingPhraseStore: PhraseStore {
    struct Failure: Error {}

    func savePhrase(
        _ phrase: StoredPhrase, of person: String, replacing previous: String?,
        checking check: ([StoredPhrase]) throws -> Void
    ) throws { throw Failure() }
    func removePhrase(_ words: String, of person: String) throws -> Bool { false }
    func phrases(of person: String) throws -> [StoredPhrase] { [] }
    func phrases(of person: String, app: String) throws -> [StoredPhrase] { [] }
    func phraseChanges(of person: String, app: String?, after sequence: Int) throws -> PhraseChanges {
        PhraseChanges(changes: [], through: 0)
    }
}

/// A library that keeps whole shortcuts but reads back only their names.
struct NamesOnlyLibrary: ShortcutLibrary {
    let kept: InMemoryShortcutLibrary

    func shortcut(id: String, of person: String) throws -> Shortcut? {
        try kept.shortcut(id: id, of: person).map { Shortcut(id: $0.id, name: $0.name, steps: []) }
    }
    func shortcuts(of person: String) throws -> [Shortcut] { try kept.shortcuts(of: person) }
    func save(_ shortcut: Shortcut, of person: String) throws { try kept.save(shortcut, of: person) }
    func deleteShortcut(id: String, of person: String) throws -> Bool { try kept.deleteShortcut(id: id, of: person) }
}
