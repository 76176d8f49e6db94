import ArgumentParser
import ErrandCommands

// NB: parses and runs by hand; `Errand.main()` resolves to the synchronous entry point here,
// which ArgumentParser rejects for an async root command in debug builds.
do {
    var command = try Errand.parseAsRoot()
    if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
    } else {
        try command.run()
    }
} catch {
    Errand.exit(withError: error)
}
