import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// An action that stops, cancels or removes is never the model's reading of a request that
/// says none of the words that do so, when the request is wholly the words of another action's
/// phrase (`Tests/Fixtures/Preview/{inkjet,focus}.yaml`). The newcomer pass found "print",
/// to an app that prints and cancels print jobs, read as "cancel print jobs", and "yes"
/// cancelled them; "pomodoro", to a focus timer, stopped the session.
struct StopsUnaskedTests {
    @Test(arguments: [
        ("print", "inkjet", "CancelPrintJobs"), ("print please", "inkjet", "CancelPrintJobs"),
        ("pomodoro", "focus", "StopFocus"),
    ])
    func aBareVerbOfAnotherActionStopsNothing(text: String, app: String, stopping: String) throws {
        let understanding = try NewcomerManifestTests.understander(app).interpretations(
            of: text, context: NewcomerManifestTests.context)
        #expect(!(understanding.interpretations + understanding.rejected).contains { $0.action == stopping })
    }

    /// A request that says the stopping word still stops.
    @Test(arguments: [
        ("cancel my print jobs", "inkjet", "CancelPrintJobs"), ("stop printing", "inkjet", "CancelPrintJobs"),
        ("stop the pomodoro", "focus", "StopFocus"),
    ])
    func aRequestThatSaysSoStops(text: String, app: String, stopping: String) throws {
        let reading = try #require(try NewcomerManifestTests.best(text, in: app))
        #expect(reading.action == stopping)
    }
}
