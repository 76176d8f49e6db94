import Foundation
import Testing

@testable import ErrandCatalog

/// Loading a broken manifest reports each problem with its file, line, column and document path,
/// and every problem of the file in one run.
struct ManifestLoaderTests {
    @Test func aDefaultThatIsNotACaseNamesTheCases() {
        let diagnostics = ManifestFixtures.diagnostics("default-not-a-case.yaml")
        #expect(
            diagnostics.map(\.summary) == [
                "10:49 actions.OrderCoffee.parameters.size.default: 'medium' is not a case of Size (small, large)"
            ])
        #expect(diagnostics.first?.location?.file == ManifestFixtures.path("default-not-a-case.yaml"))
        #expect(
            diagnostics.first?.description.hasSuffix(
                "error: actions.OrderCoffee.parameters.size.default: 'medium' is not a case of Size (small, large)")
                == true)
    }

    // `min: 10m` on a length of time was refused ("expected a number"), where `default: 60m`
    // beside it was read: a bound of a length of time is written as its default is.
    @Test func aLengthOfTimesBoundsAreWrittenAsItsDefault() throws {
        func manifest(_ bounds: String) -> String {
            """
            app: com.example.dry
            name: Dry
            actions:
              StartDryer:
                title: Start the dryer
                category: start
                parameters:
                  time: { type: duration, title: Time, default: 60m, \(bounds) }
                summary: Start the dryer for {time}
            """
        }
        let loaded = ManifestLoader().loadApp(source: manifest("min: 10m, max: 3h"), file: "dry.yaml")
        let time = try #require(loaded.app?.actions.first?.parameter(named: "time"))
        #expect(time.minimum == 600 && time.maximum == 10800)
        #expect(
            ManifestLoader().loadApp(source: manifest("min: 600"), file: "dry.yaml").app?.actions.first?
                .parameter(named: "time")?.minimum == 600)
        let refused = ManifestLoader().loadApp(source: manifest("min: soon"), file: "dry.yaml").diagnostics
        #expect(
            refused.map(\.summary) == [
                "8:63 actions.StartDryer.parameters.time.min: expected a length of time (seconds, or 15m, 1h30m, 90s, PT15M), found 'soon'"
            ])
    }

    // An example that starts with a marked value ("- [luna](pet) needs a visit") is a YAML
    // list to the parser, and the error said only "did not find expected '-' indicator".
    @Test func aValueStartingWithABracketIsToldToBeQuoted() {
        let source = """
            app: com.example.q
            name: Q
            actions:
              BookVisit:
                title: Book a visit
                category: order
                examples:
                  - [luna](pet) needs a visit
            """
        let found = ManifestLoader().loadApp(source: source, file: "q.yaml").diagnostics
        #expect(found.count == 1)
        #expect(
            found.first?.message.hasSuffix(
                "a value that starts with '[' is read as a list, so put the text in quotes: \"[luna](pet) needs a visit\""
            )
                == true, "\(found.map(\.message))")
        #expect(found.first?.location?.line == 8)
        #expect(ManifestLoader.quotingHint(line: 1, in: "phrases: [\"a\", \"b\"]").isEmpty)
        #expect(ManifestLoader.quotingHint(line: 1, in: "  - {pet} needs a walk").contains("mapping"))
    }

    @Test func everyProblemOfAFileComesOutInOneRun() {
        let lines = ManifestFixtures.diagnostics("many-problems.yaml").map { $0.location?.line ?? 0 }
        // Unknown key, bad default, min above max, unknown type, bad date, bad duration, unknown
        // placeholder in the summary and in an error, unknown input, unknown system intent.
        #expect(lines == [4, 12, 13, 14, 15, 16, 17, 19, 20, 22])
    }

    /// A type refused where it is declared is reported there once: its parameters and the
    /// placeholders naming them are not reported again as undeclared. A key at the wrong level
    /// says where it belongs, and a long form of a key gets its short form.
    @Test func aRefusedTypeIsReportedOnceWhereItIsDeclared() {
        let diagnostics = ManifestFixtures.diagnostics("refused-type.yaml").map(\.summary)
        #expect(
            diagnostics == [
                "5:5 types.Size: 'values' are an entity's; add 'entity: true', or list an enum's choices under 'cases'",
                "12:31 actions.OrderPizza.parameters.count.minimum: unknown key 'minimum', did you mean 'min'?; "
                    + "accepted keys: type, title, required, default, prompt, options, dynamic, min, max, dependsOn",
                "15:5 actions.OrderPizza.handler: unknown key 'handler' here; it belongs at the top level of the "
                    + "manifest; accepted keys: " + ManifestKeys.action.joined(separator: ", "),
            ])
    }

    @Test func unknownKeysAreLocatedWithDidYouMean() {
        let diagnostics = ManifestFixtures.diagnostics("unknown-keys.yaml").map(\.summary)
        #expect(diagnostics.contains { $0.hasPrefix("2:1 nmae: unknown key 'nmae'; accepted keys: app, name,") })
        #expect(
            diagnostics.contains {
                $0.hasPrefix("6:30 types.Size.cases.small.synonym: unknown key 'synonym', did you mean 'synonyms'?")
            })
        #expect(diagnostics.contains { $0.hasPrefix("9:5 actions.OrderTea.titel: unknown key 'titel'") })
        #expect(
            diagnostics.contains {
                $0.hasPrefix(
                    "12:27 actions.OrderTea.parameters.size.promt: unknown key 'promt', did you mean 'prompt'?")
            })
        #expect(
            diagnostics.contains {
                $0.hasPrefix("14:5 actions.OrderTea.dialgo: unknown key 'dialgo', did you mean 'dialog'?")
            })
        // The misspelt keys leave required ones missing, and that is said too.
        #expect(diagnostics.contains { $0.contains("missing key 'name'") })
        #expect(diagnostics.contains { $0.contains("actions.OrderTea: missing key 'title'") })
    }

    @Test func valuesOfTheWrongTypeSayWhatWasExpected() {
        let diagnostics = ManifestFixtures.diagnostics("wrong-types.yaml").map(\.summary)
        #expect(
            diagnostics == [
                "3:19 alternativeNames: expected a list, found a mapping",
                "7:15 actions.OrderTea.category: 'ordering' is not accepted, did you mean 'order'?; use one of generic, "
                    + "information, order, start, share, create, search, download, other",
                "8:21 actions.OrderTea.authentication: 'sometimes' is not accepted; use one of none, required",
                "9:27 actions.OrderTea.requiresConfirmation: expected true or false, found 'maybe'",
                "11:48 actions.OrderTea.parameters.cups.min: expected a number, found 'lots'",
                "11:71 actions.OrderTea.parameters.cups.default: 'many' is not a whole number",
                "12:13 actions.OrderTea.parameters.note: expected a mapping (key: value pairs), found a list",
                "13:14 actions.OrderTea.phrases: expected a list, found a mapping",
            ])
    }

    /// The shapes a first-time author guesses say how to write them: the identifier and the
    /// name at the top, and each action or parameter under its identifier, not in a list.
    @Test func aFirstGuessAtTheShapeSaysHowToWriteIt() {
        #expect(
            ManifestFixtures.diagnostics("first-guess.yaml").map(\.summary) == [
                "4:3 app: app is the app's identifier, and its name is a key of its own beside it: write "
                    + "`app: com.example.plants` and `name: Plants` at the top, not under app",
                "7:3 actions: expected a mapping (key: value pairs), found a list; write each item under its "
                    + "identifier, its other keys beneath it: `WaterPlant:`, not `- id: WaterPlant`",
            ])
        #expect(
            ManifestFixtures.diagnostics("listed-parameters.yaml").map(\.summary) == [
                "11:7 actions.WaterPlant.parameters: expected a mapping (key: value pairs), found a list; write each "
                    + "item under its identifier, its other keys beneath it: `plant:`, not `- id: plant`"
            ])
    }

    @Test func danglingReferencesAreLocated() {
        let diagnostics = ManifestFixtures.diagnostics("dangling-references.yaml").map(\.summary)
        #expect(
            diagnostics == [
                "10:21 actions.OrderTea.parameters.size.type: type 'Sise' is not declared under types nor built in, "
                    + "did you mean 'Size'?",
                "13:12 actions.OrderTea.input: 'cup' is not a parameter of OrderTea, did you mean 'cups'?",
                "14:10 actions.OrderTea.key: 'flavor' is not a parameter of OrderTea",
                "15:25 actions.OrderTea.outputs.receipt: 'Receipt' is neither a built-in type nor declared under types",
                "17:37 shortcuts[0].action: action 'OrderTee' is not declared under actions, did you mean 'OrderTea'?",
            ])
    }

    /// A dialog may name a property of an entity given or given back ("{event.start}"); a
    /// property of nothing the action has is an error as any placeholder is.
    @Test func placeholdersNamingNothingPointAtTheBrace() throws {
        let source = try String(contentsOfFile: ManifestFixtures.path("placeholders.yaml"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let diagnostics = ManifestFixtures.diagnostics("placeholders.yaml")
        let placeholders = diagnostics.filter { $0.message.hasPrefix("placeholder") }
        #expect(
            placeholders.map(\.path) == [
                "actions.OrderTea.summary", "actions.OrderTea.phrases[1]", "actions.OrderTea.dialog.confirmation",
                "actions.OrderTea.dialog.success", "actions.OrderTea.dialog.success",
                "actions.OrderTea.localizations.fr_FR.dialog.success",
            ])
        // NB: {receipt.number} is a property of the entity given back; a currency has none.
        #expect(placeholders[3].message.hasPrefix("placeholder {order.number} names no parameter or output"))
        #expect(placeholders[4].message.hasPrefix("placeholder {price.amount} names no parameter or output"))
        for diagnostic in placeholders {
            let location = try #require(diagnostic.location)
            let line = Array(lines[location.line - 1].unicodeScalars)
            #expect(line[location.column - 1] == "{", "\(diagnostic)")
        }
        #expect(
            placeholders[2].message
                == "placeholder {prise} names no parameter or output, did you mean 'price'?; use a parameter or an "
                + "output of the action (cups, price, receipt)")
        #expect(
            diagnostics.map(\.summary).contains(
                "24:9 actions.OrderTea.localizations.de_DE: locale 'de_DE' is not among the app's locales "
                    + "(en_US, fr_FR); add it to 'locales'"))
    }

    @Test func repeatedKeysAndIdsAreReportedWhereTheyRepeatWithTheRestOfTheFile() {
        #expect(
            ManifestFixtures.diagnostics("duplicates.yaml").map(\.summary) == [
                "3:1 name: duplicate key 'name'; each key may appear once",
                "9:9 types.Drink.values[1]: duplicate id 'latte' in Drink; each value needs its own id",
                "17:3 actions.OrderDrink: duplicate key 'OrderDrink'; each key may appear once",
            ])
    }

    @Test func aRepeatedKeyInJSONIsReportedWhereItRepeats() throws {
        let source = """
            {
              "app": "com.example.json",
              "name": "Json",
              "actions": {
                "A": { "title": "Start timer", "category": "start", "title": "Stop timer" }
              }
            }
            """
        let result = ManifestLoader().loadApp(source: source, file: "twice.json")
        #expect(
            result.diagnostics.map(\.summary) == [
                "5:57 actions.A.title: duplicate key 'title'; each key may appear once"
            ])
        #expect(result.app?.actions.first?.title == "Start timer")
    }

    @Test func twoFilesDeclaringOneAppAreReported() throws {
        let diagnostics = ManifestFixtures.diagnostics("duplicate-app")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.location?.file == ManifestFixtures.path("duplicate-app/second.yaml"))
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 6)
        #expect(diagnostic.path == "app")
        #expect(
            diagnostic.message
                == "app 'com.example.twin' is already declared in \(ManifestFixtures.path("duplicate-app/first.yaml")); "
                + "app identifiers must be unique")
    }

    @Test func dependsOnMustNameAnEarlierParameterAndOneOfItsValues() {
        #expect(
            ManifestFixtures.diagnostics("depends-on.yaml").map(\.summary) == [
                "12:33 actions.OrderSoup.parameters.store.dependsOn.parameter: 'method' is not a parameter declared "
                    + "before this one",
                "16:50 actions.OrderSoup.parameters.address.dependsOn.values[0]: 'delivered' is not a case of Method "
                    + "(pickup, delivery)",
                "19:33 actions.OrderSoup.parameters.notes.dependsOn.parameter: 'mehtod' is not a parameter declared "
                    + "before this one, did you mean 'method'?",
            ])
    }

    @Test func badAdoptionsAreReported() {
        let diagnostics = ManifestFixtures.diagnostics("bad-adopts.yaml").map(\.summary)
        #expect(diagnostics.count == 4)
        #expect(
            diagnostics[0].hasPrefix(
                "5:13 actions.SendMessage.adopts: 'messaging.sendMesage' is not a system intent, did you mean "
                    + "'messaging.sendMessage'?; adopt one of: calls.startCall,"))
        #expect(
            diagnostics[1]
                == "8:15 actions.Call.category: an action that adopts a system intent takes that intent's category; "
                + "remove 'category'")
        #expect(
            diagnostics[2]
                == "10:16 actions.Call.parameters.speaker: 'speaker' is not a parameter of the system intent "
                + "calls.startCall (contact, callType)")
        #expect(diagnostics[3].hasPrefix("12:13 actions.PlaySong.adopts: '42' is not a system intent"))
    }

    @Test func yamlSyntaxErrorsAreLocatedWhereTheParserStopped() {
        #expect(
            ManifestFixtures.diagnostics("syntax-error.yaml").map(\.summary) == [
                "8:5 : syntax error: did not find expected ',' or ']' while parsing a flow sequence"
            ])
    }

    @Test func jsonManifestsAreLocatedLikeYAML() {
        #expect(
            ManifestFixtures.diagnostics("json-unknown-key.json").map(\.summary) == [
                "9:55 actions.OrderTea.parameters.cups.defualt: unknown key 'defualt', did you mean 'default'?; "
                    + "accepted keys: type, title, required, default, prompt, options, dynamic, min, max, dependsOn"
            ])
        #expect(
            ManifestFixtures.diagnostics("json-syntax.json").map(\.summary) == [
                "6:5 : syntax error: did not find expected ',' or '}' while parsing a flow mapping"
            ])
    }

    @Test func filesThatAreNotManifestsSaySo() {
        #expect(
            ManifestFixtures.diagnostics("invalid-utf8.yaml").map(\.summary) == [
                "2:10 : the file is not valid UTF-8 (first bad byte at offset 32); save it as UTF-8"
            ])
        #expect(
            ManifestFixtures.diagnostics("empty.yaml").map(\.summary) == [
                "1:1 : the manifest is empty; it needs at least 'app', 'name' and 'actions'"
            ])
        #expect(
            ManifestFixtures.diagnostics("list-root.yaml").map(\.summary) == [
                "1:1 : expected a mapping (key: value pairs), found a list"
            ])
        #expect(
            ManifestFixtures.diagnostics("missing-keys.yaml").map(\.summary) == [
                "2:1 : missing key 'name' (the app's name as people say it)",
                "2:1 : missing key 'actions': an app declares at least one action",
                "2:6 app: 'coffee' is not a reverse-DNS identifier; write it like com.example.coffee",
            ])
    }

    @Test func loadingTheWholeFixtureFolderReportsEveryFile() throws {
        let diagnostics = ManifestFixtures.diagnostics(loading: [ManifestFixtures.broken.path])
        let files = Set(diagnostics.compactMap { $0.location?.file })
        let manifests = try FileManager.default.subpathsOfDirectory(atPath: ManifestFixtures.broken.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .filter { $0 != "duplicate-app/first.yaml" }
        #expect(files == Set(manifests.map { ManifestFixtures.path($0) }))
    }

    @Test func aMissingPathIsReported() {
        let diagnostics = ManifestFixtures.diagnostics(loading: ["/no/such/manifest.yaml"])
        #expect(diagnostics.map(\.description) == ["/no/such/manifest.yaml:1:1: error: no such file or directory"])
    }

    @Test func anAdoptedIntentKeepsItsDialogWhenTheAppAddsAnError() throws {
        let source = """
            app: com.example.pay
            name: Pay
            actions:
              Send:
                adopts: payments.sendPayment
                dialog:
                  errors: { noFunds: "Sorry, there isn't enough money to send {amount}." }
            """
        let result = ManifestLoader().loadApp(source: source, file: "pay.yaml")
        #expect(result.diagnostics.isEmpty)
        let dialog = try #require(result.app?.actions.first?.dialog)
        #expect(dialog.confirmation == "Send {amount} to {payee}[ for {note}]?")
        #expect(dialog.success == "Sent {amount} to {payee}.")
        #expect(
            dialog.errors == [NamedText(name: "noFunds", text: "Sorry, there isn't enough money to send {amount}.")])
    }
    @Test func exampleRequestsMarkOnlyParameters() {
        #expect(
            ManifestFixtures.diagnostics("example-marks.yaml").map(\.summary) == [
                "13:25 actions.OrderCoffee.examples[1]: the example marks a value as 'sise', which is not a parameter "
                    + "of OrderCoffee, did you mean 'size'?; write [text](parameter) with one of: coffee, size",
                "14:16 actions.OrderCoffee.examples[2]: the example marks a value as 'quantity', which is not a "
                    + "parameter of OrderCoffee; write [text](parameter) with one of: coffee, size",
            ])
    }
    @Test func aKeyRepeatedThreeTimesIsReportedTwiceAndTheFirstIsKept() {
        let source = """
            app: com.example.first
            app: com.example.second
            name: Thrice
            app: com.example.third
            actions:
              Start: { title: Start timer, category: start, title: Start clock }
            """
        let result = ManifestLoader().loadApp(source: source, file: "thrice.yaml")
        #expect(
            result.diagnostics.map(\.summary) == [
                "2:1 app: duplicate key 'app'; each key may appear once",
                "4:1 app: duplicate key 'app'; each key may appear once",
                "6:49 actions.Start.title: duplicate key 'title'; each key may appear once",
            ])
        #expect(result.app?.id == "com.example.first")
    }

    @Test func aJSONManifestMayNameItsSchema() {
        let source = """
            { "$schema": "../Schemas/manifest.schema.json", "app": "com.example.s", "name": "S",
              "actions": { "Start": { "title": "Start timer", "category": "start" } } }
            """
        #expect(ManifestLoader().loadApp(source: source, file: "s.json").diagnostics.isEmpty)
    }
    @Test func anAppWithoutActionsIsReported() {
        let source = "app: com.example.idle\nname: Idle\nactions: {}\n"
        #expect(
            ManifestLoader().loadApp(source: source, file: "idle.yaml").diagnostics.map(\.summary) == [
                "3:10 actions: an app declares at least one action"
            ])
    }
}
