import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// The `Codable` form of a shortcut is the body of the share format: it must keep every step,
/// binding and nested block exactly.
@Suite struct ShortcutCodingTests {
    static let sample = Shortcut(
        id: "late", name: "Running late", phrase: "running late", inputType: .list(.person),
        steps: [
            .app("event", "com.example.calendar", "GetNextEvent"),
            .builtIn(
                "check", .if,
                [
                    "input": .output(step: "event", property: "attendees"),
                    "condition": .literal(.string("hasAnyValue")),
                ],
                then: [
                    .app(
                        "send", "com.example.messages", "SendMessage",
                        [
                            "recipients": .output(step: "event", property: "attendees"),
                            "content": .text("Running late for {event.title}"),
                        ])
                ],
                otherwise: [.builtIn("none", .showResult, ["text": .literal(.string("No one to tell."))])]),
            .builtIn(
                "menu", .chooseFromMenu, ["prompt": .askEachTime],
                menu: [
                    MenuItem(
                        title: "Again",
                        steps: [.builtIn("again", .runShortcut, ["shortcut": .literal(.string("late"))])])
                ]),
            .builtIn(
                "each", .repeatWithEach, ["items": .list([.literal(.integer(1)), .variable("n", property: nil)])],
                body: [
                    .builtIn(
                        "d", .dictionary,
                        ["entries": .dictionary(["now": .currentDate, "in": .input(property: "name")])])
                ]),
        ])

    @Test func roundTripsEveryBindingAndBlock() throws {
        let data = try JSONEncoder().encode(Self.sample)
        let decoded = try JSONDecoder().decode(Shortcut.self, from: data)
        #expect(decoded == Self.sample)
        #expect(decoded.allSteps.map(\.id) == ["event", "check", "send", "none", "menu", "again", "each", "d"])
    }

    @Test func namesAnUnknownBuiltInAction() {
        let json = #"{"id":"x","name":"X","steps":[{"id":"a","builtIn":"teleport"}]}"#
        #expect {
            try JSONDecoder().decode(Shortcut.self, from: Data(json.utf8))
        } throws: { error in
            "\(error)".contains("'teleport' is not a built-in action")
        }
    }
}
