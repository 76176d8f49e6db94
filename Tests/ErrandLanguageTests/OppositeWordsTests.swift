import ErrandCatalog
import ErrandTestSupport
import Testing

@testable import ErrandLanguage

/// A request is never read as the action that does its opposite: "turn on the kitchen lights"
/// to an app that can only turn them off differs from "turn off the kitchen lights" in one
/// word, and doing the opposite of what was asked is worse than saying it was not understood.
struct OppositeWordsTests {
    /// A fan whose one action takes the way it goes as a value: "on" and "off" are both its words.
    static let fan = """
        app: com.example.breeze
        name: Breeze
        types:
          Power: { cases: [on, off] }
        actions:
          SwitchFan:
            title: Switch the fan
            category: other
            parameters:
              power: { type: Power, title: Power, required: true, prompt: "On or off?" }
            summary: Switch the fan {power}
            phrases: ["turn {power} the fan", "switch the fan {power}"]
        """

    static let reminders = """
        app: com.example.nudge
        name: Nudge
        actions:
          AddReminder:
            title: Add a reminder
            category: create
            parameters:
              title: { type: string, title: Title, required: true, prompt: "What should I remind you of?" }
            summary: Add a reminder to {title}
            phrases: ["remind me to {title}", "add a reminder to {title}", "turn on a reminder to {title}"]
        """

    /// An understander of the lights of `Tests/Fixtures/Preview/glow.yaml` and the apps of
    /// `sources`.
    static func understander(lights: Bool = true, _ sources: String...) throws -> Understander {
        let apps = try sources.enumerated().map { index, source in
            try #require(ManifestLoader().loadApp(source: source, file: "app\(index).yaml").app)
        }
        let glow = lights ? try TestData.previewCatalog("glow").apps : []
        return try Understander.trained(on: Catalog(apps: glow + apps))
    }

    static func best(_ text: String, _ understander: Understander) -> Interpretation? {
        understander.interpretations(of: text, context: UnderstandingContext()).best
    }

    @Test(arguments: ["turn on the kitchen lights", "turn the kitchen lights on", "switch on the office lights"])
    func theOppositeOfAnActionIsNotThatAction(text: String) throws {
        let understander = try Self.understander()
        #expect(Self.best(text, understander)?.action != "TurnOffLights")
        #expect(Self.best("turn off the kitchen lights", understander)?.action == "TurnOffLights")
    }

    /// A way the action goes that is one of its values is its own word.
    @Test func aValueOfEitherWayIsTheActionsOwn() throws {
        let understander = try Self.understander(Self.fan)
        let reading = try #require(Self.best("turn on the fan", understander))
        #expect(reading.action == "SwitchFan")
        #expect(reading.parameters["power"]?.value == .enumCase("on"))
    }

    /// An opposite inside a value is the value's: the reminder's title may say "off".
    @Test func anOppositeInsideAValueIsTheValues() throws {
        let understander = try Self.understander(lights: false, Self.reminders)
        let reading = try #require(Self.best("remind me to turn off the oven", understander))
        #expect(reading.action == "AddReminder")
        #expect(reading.parameters["title"]?.text == "turn off the oven")
    }

    /// A request that says both ways ("off" for the lights, "on" for where they are) is the
    /// action that says one of them.
    @Test func aRequestSayingBothWaysKeepsTheAction() throws {
        let understander = try Self.understander()
        let tokens = Tokenizer.tokens(of: "turn off the lights on the landing")
        let reading = Interpretation(app: "com.example.glow", action: "TurnOffLights", confidence: 0.9, source: .model)
        #expect(!understander.opposites.saysTheOpposite(reading, of: tokens))
        let opposite = Tokenizer.tokens(of: "turn the lights on at the landing")
        #expect(understander.opposites.saysTheOpposite(reading, of: opposite))
    }

    static let timers = """
        app: com.example.whisk
        name: Whisk
        actions:
          StartTimer:
            title: Start a timer
            category: start
            parameters:
              duration: { type: duration, title: Duration, required: true, prompt: "For how long?" }
            summary: Start a {duration} timer
            phrases: ["start a {duration} timer", "set a timer for {duration}", "timer {duration}"]
        """

    /// "cancel the timer" to an app that can only start one was a timer asked "For how long?".
    @Test func cancellingIsNotStarting() throws {
        let understander = try Self.understander(lights: false, Self.timers)
        #expect(Self.best("cancel the timer", understander)?.action != "StartTimer")
        #expect(Self.best("start a 10 minute timer", understander)?.action == "StartTimer")
    }
}
