import ErrandStore
import Foundation
import Testing

struct StateDirectoryTests {
    @Test func theStateOptionWinsOverTheEnvironment() {
        let directory = StateDirectory.resolve(explicit: "/tmp/mine", environment: ["ERRAND_STATE": "/tmp/env"])
        #expect(directory.url.path == "/tmp/mine")
    }

    @Test func theEnvironmentVariableWinsOverTheDefault() {
        let directory = StateDirectory.resolve(explicit: nil, environment: ["ERRAND_STATE": "/tmp/env", "HOME": "/h"])
        #expect(directory.url.path == "/tmp/env")
    }

    @Test func defaultsToTheApplicationSupportPath() {
        #if os(Linux)
            let xdg = StateDirectory.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"])
            #expect(xdg.url.path == "/data/errand")
            let home = StateDirectory.resolve(explicit: nil, environment: ["HOME": "/h"])
            #expect(home.url.path == "/h/.local/share/errand")
        #endif
    }
}
