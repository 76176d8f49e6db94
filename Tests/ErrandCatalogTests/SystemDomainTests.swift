import ErrandCatalog
import Testing

/// The system domains an app adopts are complete: parameters, the questions that ask for the
/// required ones, phrases, a summary and dialog, all consistent with each other.
struct SystemDomainTests {
    static let expectedIntents = [
        "calls.startCall", "workouts.startWorkout", "workouts.pauseWorkout", "workouts.resumeWorkout",
        "workouts.endWorkout", "workouts.cancelWorkout", "notes.createNote", "notes.searchNotes",
        "notes.createReminder", "media.playMedia", "media.searchMedia", "media.updateMediaAffinity", "media.addMedia",
        "messaging.sendMessage", "messaging.searchMessages", "messaging.readMessages", "payments.sendPayment",
        "payments.requestPayment", "car.activateSignals", "car.setDoorLock", "car.getEnergyLevel",
    ]

    @Test func theDomainsOfTheGuidelinesAreAllThere() {
        #expect(Set(SystemDomains.intentNames) == Set(Self.expectedIntents))
        #expect(SystemDomains.intentNames.count == SystemDomains.all.count, "intent names must be unique")
        #expect(SystemDomains.intentNames == SystemDomains.intentNames.sorted())
    }

    @Test(arguments: SystemDomains.all)
    func anIntentIsComplete(intent: SystemIntent) throws {
        let action = intent.action
        #expect(SystemDomains.intent(named: intent.id) == intent)
        #expect(action.adoptedIntent == intent.id)
        #expect(!action.title.isEmpty)
        #expect(!action.parameters.isEmpty)
        #expect(!action.phrases.isEmpty)
        let summary = try #require(action.summary)
        let parameters = Set(action.parameters.map(\.id))
        let outputs = Set(action.outputs.map(\.id))
        for parameter in action.parameters where parameter.isRequired {
            let prompt = try #require(parameter.prompt, "\(intent.id).\(parameter.id) has no prompt")
            #expect(prompt.hasSuffix("?"), "\(intent.id).\(parameter.id): prompts are questions")
            #expect(Placeholders.names(in: summary.text).contains(parameter.id), "\(intent.id): summary lacks it")
        }
        for text in action.phrases + summary.allTexts {
            #expect(Set(Placeholders.names(in: text)).isSubset(of: parameters), "\(intent.id): \(text)")
        }
        for (key, text) in action.dialog.allTemplates {
            #expect(Set(Placeholders.names(in: text)).isSubset(of: parameters.union(outputs)), "\(intent.id).\(key)")
        }
        for name in [action.inputParameter, action.keyParameter].compactMap({ $0 }) {
            #expect(parameters.contains(name), "\(intent.id): \(name)")
        }
        for parameter in action.parameters {
            if case .fixed(let options) = parameter.options, let value = parameter.defaultValue {
                #expect(options.contains(value), "\(intent.id).\(parameter.id): the default is not an option")
            }
            if let dependency = parameter.dependency {
                #expect(parameters.contains(dependency.parameter))
            }
        }
    }

    @Test(arguments: ["payments.sendPayment", "payments.requestPayment"])
    func moneyAlwaysConfirmsAndAuthenticates(name: String) throws {
        let action = try #require(SystemDomains.intent(named: name)).action
        #expect(action.mustConfirm)
        #expect(action.authentication == .required)
    }
}
