import ArgumentParser
import ErrandCommands

await Errand.main()
