import ErrandCatalog
import ErrandConversation
import ErrandSuggestions
import Foundation

/// Donates each action a conversation handled for `person`, the way an app donates what people
/// do: one interaction donation per performed action, with its values, its outputs and the
/// moment it happened.
///
/// A donation the store refuses is reported on standard error; the conversation goes on. An
/// app only previewed (`errand chat --preview`) did nothing, so nothing of it is donated.
struct DonatingObserver: PerformedActionObserver {
    let sink: any DonationSink
    let person: String
    var previewed: Set<String> = []

    func performed(_ request: ActionRequest, outputs: [String: Value]) async {
        guard !previewed.contains(request.app) else { return }
        let donation = Donation(
            person: person, app: request.app,
            content: .interaction(InteractionDonation(action: request.action, values: request.values, result: outputs)),
            context: DonationContext(
                date: request.context.now,
                timeZone: DonationContext.text(of: request.context.timeZone, at: request.context.now)))
        do {
            try sink.donate(donation)
        } catch {
            writeError("note: \(request.app) \(request.action) was not donated: \(error)")
        }
    }
}
