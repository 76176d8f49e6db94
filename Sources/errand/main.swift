import ErrandCommands

await Errand.runCommandLine()
