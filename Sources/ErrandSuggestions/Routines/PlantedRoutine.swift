import ErrandCatalog
import Foundation

/// A routine a simulated person was given, as the truth file of `errand simulate --truth`
/// writes it, one JSON object a line:
///
/// ```json
/// {"user":"u1","app":"com.example.workouts","action":"StartWorkout","parameters":{"workout":"run"},
///  "trigger":{"kind":"time","weekdays":[0,2,4],"time":"18:00"}}
/// ```
///
/// `optional` marks a weak or ambiguous habit: suggesting it is no error, missing it no miss.
public struct PlantedRoutine: Sendable, Hashable, Codable {
    public var user: String
    public var app: String
    public var action: String
    public var parameters: [String: String]
    public var trigger: RoutineTrigger
    public var optional: Bool

    public init(
        user: String, app: String, action: String, parameters: [String: String], trigger: RoutineTrigger,
        optional: Bool = false
    ) {
        self.user = user
        self.app = app
        self.action = action
        self.parameters = parameters
        self.trigger = trigger
        self.optional = optional
    }

    private enum CodingKeys: String, CodingKey { case user, app, action, parameters, trigger, optional }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        user = try container.decode(String.self, forKey: .user)
        app = try container.decode(String.self, forKey: .app)
        action = try container.decode(String.self, forKey: .action)
        parameters =
            try container.decodeIfPresent([String: LogValue].self, forKey: .parameters)?.mapValues(\.text) ?? [:]
        trigger = try container.decode(RoutineTrigger.self, forKey: .trigger)
        optional = try container.decodeIfPresent(Bool.self, forKey: .optional) ?? false
    }

    /// The truth-file line: keys in the order user, app, action, parameters, trigger, then
    /// `"optional":true` only for optional routines.
    public var line: String {
        var text = "{\"user\":\(JSONText.string(user)),\"app\":\(JSONText.string(app)),"
        text += "\"action\":\(JSONText.string(action)),\"parameters\":\(JSONText.object(parameters)),"
        text += "\"trigger\":\(trigger.json)"
        if optional { text += ",\"optional\":true" }
        return text + "}"
    }

    /// Reads a truth file's text; blank lines are skipped.
    ///
    /// - Throws: `UsageLogError` naming the line that is not a planted routine.
    public static func routines(in text: String, file: String = "<truth>") throws(UsageLogError) -> [PlantedRoutine] {
        let decoder = JSONDecoder()
        var result: [PlantedRoutine] = []
        for (index, line) in text.normalizingLineBreaks().split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            do {
                result.append(try decoder.decode(PlantedRoutine.self, from: Data(trimmed.utf8)))
            } catch {
                throw UsageLogError(
                    description: "\(file):\(index + 1): not a planted routine (\(error)); expected "
                        + "{\"user\",\"app\",\"action\",\"parameters\",\"trigger\":{\"kind\":\"time\"|\"arrive\"|\"leave\"|\"after\"|\"device\",…}}"
                )
            }
        }
        return result
    }
}
