import ErrandShortcuts
import Testing

/// A fence is a matter of streets: a radius of 0, of more than 100 km, or not a number is
/// refused before the automation is kept (a radius of 1e16 m used to be taken).
struct GeoFenceRadiusTests {
    @Test(arguments: [0, -5, 100_001, 1e16, .infinity, .nan])
    func aRadiusPastAnyPlaceIsRefused(radius: Double) {
        let fence = GeoFence(name: "Home", latitude: 40.71, longitude: -74.0, radius: radius)
        for automation in [
            Automation(id: "a", shortcutID: "s", trigger: .arrive(fence)),
            Automation(id: "b", shortcutID: "s", trigger: .deviceEvent("car"), conditions: [.place(fence)]),
        ] {
            #expect {
                try automation.validate()
            } throws: { error in
                "\(error)".contains("must be more than 0 and at most 100000 metres")
            }
        }
    }

    @Test(arguments: [1, 150, 100_000])
    func aRadiusOfStreetsIsKept(radius: Double) throws {
        let fence = GeoFence(name: "Home", latitude: 40.71, longitude: -74.0, radius: radius)
        try Automation(id: "a", shortcutID: "s", trigger: .leave(fence)).validate()
    }
}
