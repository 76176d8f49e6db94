import Foundation

/// What the conversation engine calls after an action is handled successfully: exactly one
/// donation per performed action.
public protocol DonationSink: Sendable {
    /// Keeps the donation, or throws a `DonationError` saying why it was refused.
    func donate(_ donation: Donation) throws(DonationError)
}
