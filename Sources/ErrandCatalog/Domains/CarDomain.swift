import Foundation

/// Car commands: hazard lights and horn, door locks, fuel or charge level.
enum CarDomain {
    private static let car = ParameterDefinition.system("carName", "Car", .string)

    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "car",
            action: ActionDefinition(
                id: "activateSignals", title: "Activate car signals", category: .other,
                parameters: [
                    car,
                    ParameterDefinition(
                        id: "signal", title: "Signal", type: .string, isRequired: true,
                        prompt: "Flash the lights or honk the horn?",
                        options: .fixed([.string("lights"), .string("horn")])),
                ],
                summary: ParameterSummary(text: "Activate the {signal} of {carName}"),
                // NB: the signal is a slot of each phrase: "honk the horn" says which, and was asked
                // "Flash the lights or honk the horn?".
                phrases: [
                    "(honk|sound|beep) [the|my] [car] {signal}", "(flash|turn on) [the|my] [car] [hazard] {signal}",
                ],
                dialog: DialogTemplates(success: "Done."))),
        SystemIntent(
            domain: "car",
            action: ActionDefinition(
                id: "setDoorLock", title: "Set door lock", category: .other,
                parameters: [
                    car,
                    ParameterDefinition(
                        id: "lock", title: "Lock", type: .string, isRequired: true,
                        prompt: "Lock or unlock the doors?", options: .fixed([.string("lock"), .string("unlock")])),
                ],
                summary: ParameterSummary(text: "Set door lock of {carName} to {lock}"),
                phrases: ["{lock} [the|my] [car] [doors]", "{lock} [the] doors of {carName}"],
                dialog: DialogTemplates(success: "Done."), requiresConfirmation: true, authentication: .required)),
        SystemIntent(
            domain: "car",
            action: ActionDefinition(
                id: "getEnergyLevel", title: "Check fuel or charge level", category: .information,
                parameters: [car],
                summary: ParameterSummary(text: "Check energy level of {carName}"),
                phrases: [
                    "how much (gas|fuel|charge|battery) (is left|do I have) [in {carName}]",
                    "(check|what's) [the|my] [car] (fuel|charge|battery) level",
                ],
                outputs: [
                    OutputDefinition(id: "fuelPercentage", type: .percentage),
                    OutputDefinition(id: "distanceRemaining", type: .decimal),
                ])),
    ]
}
