import ErrandCatalog
import Foundation
import Testing

/// The example catalog in `Examples/` loads cleanly and shows what the guidelines describe.
struct ExampleCatalogTests {
    static func load() throws -> LoadedCatalog {
        do {
            return try ManifestLoader().load(paths: [ManifestFixtures.examples.path])
        } catch {
            let sources = Dictionary(
                uniqueKeysWithValues: ManifestFixtures.exampleFiles().map {
                    ($0.path, (try? String(contentsOf: $0, encoding: .utf8)) ?? "")
                })
            Issue.record("Examples/ does not load:\n\(DiagnosticRenderer(sources: sources).render(error.diagnostics))")
            throw error
        }
    }

    static func action(_ app: String, _ action: String) throws -> ActionDefinition {
        try #require(try load().catalog.action(named: action, in: app), "\(app) \(action)")
    }

    static let expectedActions: [String: [String]] = [
        "com.example.coffee": ["OrderCoffee"],
        "com.example.ladle": ["OrderSoup", "ViewMenu"],
        "com.example.jotter": ["CreateNote", "SearchNotes", "ShowFolder"],
        "com.example.nudge": ["CreateReminder", "ShowList"],
        "com.example.bakery": ["OrderBread"],
        "com.example.parley": ["SendMessage", "SearchMessages", "ReadMessages", "PostToConversation"],
        "com.example.dialtone": ["StartCall"],
        "com.example.groovebox": ["PlayMedia", "SearchMedia", "RateMedia", "AddToPlaylist"],
        "com.example.stride": ["StartWorkout", "PauseWorkout", "ResumeWorkout", "EndWorkout", "CancelWorkout"],
        "com.example.tally": ["SendPayment", "RequestPayment", "MoveMoney"],
        "com.example.autopal": ["ActivateSignals", "SetDoorLock", "CheckEnergyLevel"],
        "com.example.shortcats": ["FindTasks", "ArchiveTasks", "AddTask"],
        "com.example.awebreath": ["StartBreathing", "LogMood"],
        "com.example.daybook": ["ViewNextEvent", "AddEvent", "OpenDay"],
    ]

    @Test func everyExampleLoadsWithoutProblems() throws {
        let loaded = try Self.load()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let actions = Dictionary(uniqueKeysWithValues: loaded.catalog.apps.map { ($0.id, $0.actions.map(\.id)) })
        #expect(actions == Self.expectedActions)
        #expect(ManifestFixtures.exampleFiles().contains { $0.pathExtension == "json" }, "at least one JSON manifest")
    }

    @Test func everySystemIntentIsAdoptedBySomeExample() throws {
        let adopted = Set(try Self.load().catalog.allActions.compactMap(\.action.adoptedIntent))
        #expect(adopted == Set(SystemDomains.intentNames))
    }

    @Test func coffeeOrdersConfirmAndTakeBowlForLarge() throws {
        let loaded = try Self.load()
        let app = try #require(loaded.catalog.app("com.example.coffee"))
        let order = try Self.action("com.example.coffee", "OrderCoffee")
        #expect(order.category == .order && order.mustConfirm && order.authentication == .required)
        let size = try #require(app.type(named: "Size"))
        #expect(size.namedValues.first { $0.synonyms.contains("bowl") }?.id == "large")
        #expect(order.phrases.contains("reorder coffee"))
        let usual = try #require(app.shortcuts.first)
        #expect(usual.phrase == "order my usual")
        #expect(usual.values["size"] == .enumCase("large"))
        #expect(order.dialog.errors.first { $0.name == "soldOut" }?.text == "Sorry, we're out of {coffee}.")
    }

    @Test func soupAsksForTheAddressOnlyForDeliveryAndItsSummaryFollowsTheMethod() throws {
        let order = try Self.action("com.example.ladle", "OrderSoup")
        let address = try #require(order.parameter(named: "address"))
        #expect(address.dependency == ParameterDependency(parameter: "method", values: [.enumCase("delivery")]))
        #expect(order.parameter(named: "store")?.dependency?.values == [.enumCase("pickup")])
        let summary = try #require(order.summary)
        #expect(summary.text(for: ["method": .enumCase("pickup")]) == "Order {quantity} {soup} for pickup at {store}")
        #expect(
            summary.text(for: ["method": .enumCase("delivery")]) == "Order {quantity} {soup} for delivery to {address}")
        #expect(summary.text(for: [:]) == "Order {quantity} {soup} for {method}")
        #expect(order.dialog.errors.first { $0.name == "soldOut" }?.text == "Sorry, we're out of {soup}.")
        let app = try #require(try Self.load().catalog.app("com.example.ladle"))
        #expect(
            app.handler
                == .webhook(
                    url: "https://soup.example.com/errand", secretEnvironmentVariable: "LADLE_WEBHOOK_SECRET",
                    timeoutSeconds: 5))
    }

    @Test func messagingHasTwoAmysToChooseBetween() throws {
        let app = try #require(try Self.load().catalog.app("com.example.parley"))
        let contacts = try #require(app.type(named: "Contact"))
        let amys = contacts.namedValues.filter { $0.names.contains("Amy") }
        #expect(amys.map(\.title) == ["Amy Lee", "Amy Chen"])
        let send = try Self.action("com.example.parley", "SendMessage")
        #expect(send.adoptedIntent == "messaging.sendMessage")
        #expect(send.parameter(named: "recipients")?.type == .list(.custom("Contact")))
    }

    @Test func toDoActionsComposeThroughOutputAndInput() throws {
        let find = try Self.action("com.example.shortcats", "FindTasks")
        #expect(find.output(named: "tasks")?.type == .list(.custom("Task")))
        #expect(find.parameter(named: "createdBefore")?.type == .date)
        let archive = try Self.action("com.example.shortcats", "ArchiveTasks")
        #expect(archive.inputParameter == "tasks")
        #expect(archive.parameter(named: "tasks")?.type == find.output(named: "tasks")?.type)
        #expect(archive.mustConfirm)
    }

    @Test func breathingDefaultsToFifteenMinutesWithOptionalMusic() throws {
        let breathe = try Self.action("com.example.awebreath", "StartBreathing")
        #expect(breathe.parameter(named: "duration")?.defaultValue == .duration(15 * 60))
        let music = try #require(breathe.parameter(named: "music"))
        #expect(!music.isRequired && music.defaultValue == nil)
        #expect(breathe.summary?.text == "Start breathing for {duration}")
    }

    @Test func theNextEventGivesItsAttendees() throws {
        let next = try Self.action("com.example.daybook", "ViewNextEvent")
        #expect(next.category == .information)
        #expect(next.output(named: "attendees")?.type == .list(.person))
        #expect(try Self.action("com.example.daybook", "AddEvent").category == .create)
    }

    @Test func translatedAppsTranslateEveryText() throws {
        let apps = try Self.load().catalog.apps.filter { $0.locales.count > 1 }
        #expect(apps.count >= 1)
        for app in apps {
            for locale in app.locales.dropFirst() {
                for action in app.actions {
                    let where_ = "\(app.id) \(action.id) \(locale)"
                    let localization = try #require(action.localizations[locale], "\(where_) is not translated")
                    #expect(localization.title != nil, "\(where_) title")
                    #expect((localization.subtitle != nil) == (action.subtitle != nil), "\(where_) subtitle")
                    #expect((localization.summary != nil) == (action.summary != nil), "\(where_) summary")
                    #expect(localization.phrases.count == action.phrases.count, "\(where_) phrases")
                    #expect(
                        localization.dialog.allTemplates.map(\.key) == action.dialog.allTemplates.map(\.key),
                        "\(where_) dialog")
                }
            }
        }
    }

    @Test func shortcutImagesAreTheSizeTheGuidelinesAsk() throws {
        let shortcuts = try Self.load().catalog.apps.flatMap(\.shortcuts)
        let images = shortcuts.compactMap(\.image)
        #expect(!images.isEmpty)
        for image in images {
            #expect(image.width == 180 && image.height == 180, "\(image.path)")
            let data = try Data(contentsOf: ManifestFixtures.examples.appendingPathComponent(image.path))
            // A PNG's IHDR chunk holds its width and height as big-endian integers at bytes 16 and 20.
            let bytes = [UInt8](data.prefix(24))
            #expect(bytes.count == 24 && bytes[1...3] == [0x50, 0x4E, 0x47], "\(image.path) is not a PNG")
            let width = bytes.count == 24 ? bytes[16...19].reduce(0) { $0 << 8 | Int($1) } : 0
            let height = bytes.count == 24 ? bytes[20...23].reduce(0) { $0 << 8 | Int($1) } : 0
            #expect(width == 180 && height == 180, "\(image.path) is \(width)×\(height)")
        }
    }

    @Test func examplesMarkOnlyTheActionsParameters() throws {
        for (app, action) in try Self.load().catalog.allActions {
            let names = Set(action.parameters.map(\.id))
            for example in action.examples {
                for marked in Self.markedParameters(in: example) {
                    #expect(names.contains(marked), "\(app.id) \(action.id): [..](\(marked)) in '\(example)'")
                }
            }
        }
    }

    /// The parameter names of `[text](name)` marks.
    static func markedParameters(in example: String) -> [String] {
        var names: [String] = []
        var rest = Substring(example)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            names.append(String(rest[..<close]))
            rest = rest[close...]
        }
        return names
    }
}
