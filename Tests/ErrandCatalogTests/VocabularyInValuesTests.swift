import Testing

@testable import ErrandCatalog

/// The guidelines' custom vocabulary is "terms people use … to help resolve requests": a term
/// that names one of the app's listed values makes its synonyms ways to say that value, but not
/// its pronunciations, which say how it sounds. A term that names none adds nothing to any value.
struct VocabularyInValuesTests {
    static let manifest = """
        app: com.example.tally
        name: Tally
        types:
          Account:
            entity: true
            values:
              - { id: everyday, title: Everyday account }
              - { id: rainy-day, title: Rainy day fund, synonyms: [rainy day] }
          Pace: { cases: { easy: Easy, hard: Hard } }
        vocabulary:
          - { term: rainy DAY fund, synonyms: [rainy day pot, Rainy Day], pronunciations: [rainy day fund] }
          - { term: Hard, synonyms: [flat out] }
          - { term: Tabata ten, synonyms: [the tabata] }
        actions:
          Move:
            title: Move money
            category: order
            parameters:
              to: { type: Account, title: To }
              pace: { type: Pace, title: Pace }
        """

    static func app() throws -> AppDefinition {
        let loaded = ManifestLoader().loadApp(source: manifest, file: "tally.yaml")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try #require(loaded.app)
    }

    @Test func aTermNamingAnEntityAddsItsSynonymsOnce() throws {
        let account = try #require(try Self.app().type(named: "Account"))
        let rainy = try #require(account.namedValues.first { $0.id == "rainy-day" })
        // NB: "Rainy Day" is already a synonym, in another case, and "rainy day fund" the title.
        #expect(rainy.synonyms == ["rainy day", "rainy day pot"])
        #expect(account.namedValues.first { $0.id == "everyday" }?.synonyms == [])
    }

    @Test func aTermNamingAnEnumCaseAddsItsSynonyms() throws {
        let pace = try #require(try Self.app().type(named: "Pace"))
        #expect(pace.namedValues.first { $0.id == "hard" }?.synonyms == ["flat out"])
        #expect(pace.namedValues.first { $0.id == "easy" }?.synonyms == [])
    }
}
