import Foundation

/// How to reach an app's webhook: its URL, the shared secret requests are signed with, the
/// time each call may take, and how often resolve and confirm are retried.
public struct WebhookConfiguration: Sendable {
    public var url: String
    /// The shared secret of the HMAC-SHA256 signature; an empty secret still signs, with no key.
    public var secret: String
    /// The longest one phase may take, body and retries included, before it counts as no answer.
    public var timeout: Duration
    /// Extra attempts for resolve and confirm after a timeout, a lost connection or a 5xx
    /// answer. Handle is never retried by itself: a timed-out handle is offered to the person
    /// again, with the same idempotency key.
    public var retries: Int
    /// The pause before the first retry; doubled before each further one.
    public var retryDelay: Duration
    /// The clock that stamps each request, passed in so signatures can be tested.
    public var clock: @Sendable () -> Date
    /// Where each failed call is told to the operator, one line each: the app, URL, phase, try
    /// and what went wrong (`errand chat` writes them to standard error).
    public var report: @Sendable (String) -> Void

    public init(
        url: String, secret: String, timeout: Duration = .seconds(5), retries: Int = 2,
        retryDelay: Duration = .milliseconds(50), clock: @escaping @Sendable () -> Date = { Date() },
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.url = url
        self.secret = secret
        self.timeout = timeout
        self.retries = retries
        self.retryDelay = retryDelay
        self.clock = clock
        self.report = report
    }
}
