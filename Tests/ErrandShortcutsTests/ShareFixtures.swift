import ErrandCatalog
import ErrandConversation
import Foundation

@testable import ErrandShortcuts

/// Shortcuts against the example apps, with every binding kind and every block.
enum ShareFixtures {
    static let catalog = ExampleApps.catalog
    static let latte = EntityReference(type: "Drink", id: "latte", title: "Latte")

    static let usual = Shortcut(
        id: "usual", name: "Order my usual", phrase: "order my usual",
        steps: [
            .app(
                "order", "com.example.coffee", "OrderCoffee",
                [
                    "coffee": .literal(.entity(latte)), "size": .literal(.enumCase("large")),
                    "quantity": .literal(.integer(2)),
                ])
        ])

    /// Tells someone the person is running late; asks the importer who.
    static let late = Shortcut(
        id: "late", name: "Running late", phrase: "running late", inputType: .list(.person),
        steps: [
            .builtIn("when", .currentDate),
            .builtIn(
                "later", .date, ["date": .output(step: "when", property: nil), "adjustment": .literal(.duration(900))]),
            .builtIn(
                "check", .if,
                ["input": .input(property: nil), "condition": .literal(.string("hasAnyValue"))],
                then: [
                    .app(
                        "send", "com.example.messages", "SendMessage",
                        [
                            "recipients": .literal(.list([.person(Person(name: "Amy", id: "amy-1"))])),
                            "content": .text("Running late, there by {later}"),
                        ])
                ],
                otherwise: [.builtIn("none", .showResult, ["text": .literal(.string("No one to tell."))])]),
            .builtIn("again", .runShortcut, ["shortcut": .literal(.string("usual"))]),
        ],
        importQuestions: [
            ImportQuestion(
                step: "send", parameter: "recipients", prompt: "Who should hear you're late?", type: .list(.person))
        ])

    /// Every binding kind, every block, nested three deep, and a Run shortcut.
    static let everything = Shortcut(
        id: "all", name: "Everything", inputType: .string,
        steps: [
            .builtIn("t", .text, ["text": .text("Hello {input} at {now}, {var:who}")]),
            .builtIn("n", .number, ["number": .literal(.decimal(2.5))]),
            .builtIn(
                "sum", .calculate,
                [
                    "a": .output(step: "n", property: nil), "operator": .literal(.string("*")),
                    "b": .literal(.integer(4)),
                ]),
            .builtIn(
                "v", .setVariable, ["name": .literal(.string("who")), "value": .variable("who", property: "name")]),
            .builtIn(
                "l", .list,
                ["items": .list([.literal(.string("a")), .currentDate, .askEachTime, .input(property: "x")])]),
            .builtIn(
                "d", .dictionary,
                [
                    "entries": .dictionary([
                        "k": .literal(.boolean(true)), "nested": .list([.output(step: "t", property: "count")]),
                    ])
                ]),
            .builtIn(
                "g", .getValueForKey, ["dictionary": .output(step: "d", property: nil), "key": .literal(.string("k"))]),
            .builtIn(
                "menu", .chooseFromMenu, ["prompt": .literal(.string("Which?"))],
                menu: [
                    MenuItem(
                        title: "Loop",
                        steps: [
                            .builtIn(
                                "r", .repeat, ["count": .literal(.integer(3))],
                                body: [
                                    .builtIn(
                                        "each", .repeatWithEach, ["items": .output(step: "l", property: nil)],
                                        body: [
                                            .builtIn(
                                                "cond", .if,
                                                [
                                                    "input": .variable("repeatItem", property: nil),
                                                    "condition": .literal(.string("is")),
                                                    "value": .literal(.string("a")),
                                                ],
                                                then: [.builtIn("w", .wait, ["seconds": .literal(.decimal(0.5))])],
                                                otherwise: [
                                                    .builtIn(
                                                        "stop", .stop,
                                                        [
                                                            "result": .literal(
                                                                .dateTime(Date(timeIntervalSince1970: 1_800_000_000)))
                                                        ])
                                                ])
                                        ])
                                ])
                        ]),
                    MenuItem(title: "Nothing"),
                ]),
            .builtIn(
                "ask", .askForInput,
                [
                    "prompt": .literal(.string("How many?")), "type": .literal(.string("number")),
                    "default": .literal(.integer(1)),
                ]),
            .app(
                "order", "com.example.coffee", "OrderCoffee",
                [
                    "coffee": .literal(.entity(latte)), "size": .askEachTime,
                    "quantity": .output(step: "ask", property: nil),
                ]),
            .builtIn("show", .showResult, ["text": .literal(.currency(CurrencyAmount(amount: 3.25, code: "USD")))]),
            .builtIn("get", .getVariable, ["name": .literal(.string("who"))]),
            .builtIn(
                "run", .runShortcut,
                ["shortcut": .literal(.string("Order my usual")), "input": .output(step: "get", property: nil)]),
        ])

    /// An app whose Leave tip action takes a percent and a mood from fixed lists of choices
    /// (10 or 15; Happy or Calm), which no example app has.
    static let tips = AppDefinition(
        id: "com.example.tips", name: "Tips",
        actions: [
            ActionDefinition(
                id: "LeaveTip", title: "Leave tip",
                parameters: [
                    ParameterDefinition(
                        id: "percent", title: "Percent", type: .integer, options: .fixed([.integer(10), .integer(15)])),
                    ParameterDefinition(
                        id: "mood", title: "Mood", type: .string, options: .fixed([.string("Happy"), .string("Calm")])),
                ])
        ])

    /// A one-step shortcut that leaves a tip with these bindings.
    static func tip(_ parameters: [String: ParameterBinding]) -> Shortcut {
        Shortcut(id: "tip", name: "Tip", steps: [.app("tip", "com.example.tips", "LeaveTip", parameters)])
    }
}
