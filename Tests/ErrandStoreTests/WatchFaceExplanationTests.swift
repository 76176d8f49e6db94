import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation
import Testing

/// A relevant shortcut on the watch face says which of its relevance providers holds, in one
/// short line, as the predictions say why they are shown.
struct WatchFaceExplanationTests {
    /// 07:31 in New York on Monday 2 March 2026, and 18:00 that day.
    static let now = Date(timeIntervalSince1970: 1_772_454_660)
    static let sixPM = Date(timeIntervalSince1970: 1_772_492_400)
    static let home = RelevanceProvider.place(latitude: 40.71, longitude: -74.0, radius: 200)

    @Test(
        arguments: [
            ([.dailyRoutine(.morning)], "Home", "relevant this morning"),
            // The provider that holds is named, not the first one listed.
            ([.dailyRoutine(.evening), home], "Home", "relevant near Home"),
            ([home], nil, "relevant here"),
            ([.dateInterval(start: now, end: sixPM)], "Home", "relevant until 6 pm"),
            (
                [.dateInterval(start: now, end: sixPM.addingTimeInterval(15 * 3_600))], "Home",
                "relevant until 9 am tomorrow"
            ),
            (
                [.dateInterval(start: now, end: sixPM.addingTimeInterval(3 * 86_400))], "Home",
                "relevant until Thursday 5 March"
            ),
            ([], "Home", "relevant any time"),
        ] as [([RelevanceProvider], String?, String)])
    func theExplanationNamesTheProviderThatHolds(relevance: [RelevanceProvider], place: String?, expected: String)
        throws
    {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let shortcut = RelevantShortcut(shortcut: SurfaceTests.holidayCoffee, relevance: relevance)
        try center.replaceRelevantShortcuts([shortcut], of: "amy", app: "com.example.coffee")
        var moment = try #require(Fixtures.context().predictionContext)
        moment.place?.name = place
        let shown = try center.suggestions(for: "amy", on: .watchFace, in: moment)
        #expect(shown.map(\.explanation) == [expected])
    }
}
