import ArgumentParser
import ErrandCommands
import Testing

/// An empty `--state` (a script's `--state "$DIR"` with `DIR` unset) is refused where it is
/// read, with the usage of the command it was given to; it used to open the default directory.
struct StateOptionTests {
    @Test(arguments: [
        ["donate", "--state", "", "--user", "amy", "--app", "com.example.coffee", "--action", "OrderCoffee"],
        ["suggest", "--state", "", "--user", "amy"],
        ["automations", "list", "--state", "", "--user", "amy"],
        ["shortcuts", "list", "--state", "", "--user", "amy"],
        ["chat", "--state", "", "--user", "amy"],
        ["donate", "--user", "amy", "--app", "com.example.coffee", "--delete-all", "--state", ""],
    ])
    func anEmptyStateIsRefused(arguments: [String]) {
        #expect {
            _ = try Errand.parseAsRoot(arguments)
        } throws: { error in
            Errand.message(for: error).contains("--state is empty: give a directory")
        }
    }
}
