import ArgumentParser
import ErrandCommands

/// Parses the command line and runs the command the async way.
///
/// NB: top-level code here resolved `Errand.main()` to the synchronous `ParsableCommand.main()`,
/// which refuses async subcommands; inside an `async` function the async overloads win.
func runErrand() async {
    await Errand.main(nil)
}

await runErrand()
