import ErrandCatalog
import Foundation

/// Handles an app's actions by POSTing JSON to its webhook, one request per phase, signed with
/// HMAC-SHA256 over the timestamp and body.
///
/// Resolve and confirm are retried after a timeout, a lost connection or a 5xx answer, within
/// one budget: the configuration's timeout bounds the whole phase, retries included. Handle
/// is sent once, with an idempotency key, so an order is never placed twice: a handle that got
/// no answer fails with `outcomeUnknown`, and the conversation offers to try again with the
/// same key. Every problem — no answer, a refused signature, a malformed reply — becomes a
/// `HandlerFailure` with a sentence for the person, never a crash.
///
/// ```swift
/// let handler = WebhookHandler(configuration: WebhookConfiguration(url: "http://127.0.0.1:8080/errand", secret: key))
/// ```
public struct WebhookHandler: ActionHandler {
    public var configuration: WebhookConfiguration
    public var transport: any WebhookTransport

    public init(configuration: WebhookConfiguration, transport: any WebhookTransport = HTTPClientTransport()) {
        self.configuration = configuration
        self.transport = transport
    }

    public func resolve(_ request: ActionRequest) async throws(HandlerFailure) -> [String: ParameterResolution] {
        let response = try await call(WebhookRequest(phase: .resolve, request: request), retrying: true)
        if let error = response.error { throw Self.failure(error) }
        var results: [String: ParameterResolution] = [:]
        for (name, body) in response.resolutions ?? [:] {
            guard let resolution = body.resolution else {
                tell(request.app, .resolve, "resolution of '\(name)' has result '\(body.result)' without what it needs")
                throw Self.malformed
            }
            results[name] = resolution
        }
        return results
    }

    public func confirm(_ request: ActionRequest) async throws(HandlerFailure) -> [String: Value] {
        let response = try await call(WebhookRequest(phase: .confirm, request: request), retrying: true)
        if let error = response.error { throw Self.failure(error) }
        return response.outputs ?? [:]
    }

    public func handle(_ request: ActionRequest, idempotencyKey: String) async throws(HandlerFailure) -> [String: Value]
    {
        let message = WebhookRequest(phase: .handle, request: request, idempotencyKey: idempotencyKey)
        let response = try await call(message, retrying: false)
        if let error = response.error { throw Self.failure(error) }
        return response.outputs ?? [:]
    }

    /// Sends one phase's request, retrying when allowed, and decodes the answer.
    func call(_ message: WebhookRequest, retrying: Bool) async throws(HandlerFailure) -> WebhookResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { throw Self.malformed }
        let bytes = Array(body)
        let attempts = retrying ? 1 + max(0, configuration.retries) : 1
        var delay = configuration.retryDelay
        var lastFailure = Self.noAnswer(.timeout, outcomeUnknown: message.phase == .handle)
        // NB: one budget for the phase, retries included: a retry only gets the time left.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.timeout)
        for attempt in 0..<attempts {
            if attempt > 0 {
                guard deadline - clock.now > delay else { break }
                try? await Task.sleep(for: delay)
                delay *= 2
            }
            let remaining = deadline - clock.now
            guard remaining > .zero else { break }
            let timestamp = Int(configuration.clock().timeIntervalSince1970)
            var headers = [
                ("Content-Type", "application/json"), (WebhookSignature.timestampHeader, String(timestamp)),
                (
                    WebhookSignature.signatureHeader,
                    WebhookSignature.sign(body: bytes, timestamp: timestamp, secret: configuration.secret)
                ),
                ("Errand-Phase", message.phase.rawValue),
            ]
            if let key = message.idempotencyKey { headers.append(("Idempotency-Key", key)) }
            let answer: (status: Int, body: [UInt8])
            do {
                answer = try await transport.post(
                    url: configuration.url, headers: headers, body: bytes, timeout: remaining)
            } catch {
                tell(message.app, message.phase, error.detail, attempt: attempt, of: attempts)
                lastFailure = Self.noAnswer(error.kind, outcomeUnknown: message.phase == .handle)
                if error.kind == .tooLarge { throw lastFailure }
                continue
            }
            switch answer.status {
            case 200..<300:
                guard let decoded = try? JSONDecoder().decode(WebhookResponse.self, from: Data(answer.body)),
                    decoded.version == "1"
                else {
                    let problem = WebhookAnswerProblem.describe(answer.body) ?? "not a version 1 answer"
                    tell(
                        message.app, message.phase, "HTTP \(answer.status), \(problem)", attempt: attempt, of: attempts)
                    throw Self.unreadable(outcomeUnknown: message.phase == .handle)
                }
                return decoded
            case 401, 403:
                tell(
                    message.app, message.phase,
                    "HTTP \(answer.status): the signature was refused; check that the variable the manifest's "
                        + "secretEnv names holds the app's secret, and that this machine's clock is right",
                    attempt: attempt, of: attempts)
                throw HandlerFailure.message("Sorry, the request wasn't accepted, so nothing was done.")
            case 500..<600:
                tell(message.app, message.phase, "HTTP \(answer.status)", attempt: attempt, of: attempts)
                lastFailure =
                    message.phase == .handle
                    ? HandlerFailure(
                        message: "Sorry, something went wrong, so I can't tell whether it went through.",
                        outcomeUnknown: true)
                    : HandlerFailure.message("Sorry, something went wrong, so nothing was done.")
                continue
            default:
                tell(
                    message.app, message.phase, "HTTP \(answer.status); expected 200 with a version 1 answer",
                    attempt: attempt,
                    of: attempts)
                throw HandlerFailure.message("Sorry, the request wasn't understood, so nothing was done.")
            }
        }
        throw lastFailure
    }

    /// Tells the operator of one failed call: `webhook com.example.bakery (URL), handle, try 1 of 1: HTTP 500`.
    func tell(_ app: String, _ phase: WebhookRequest.Phase, _ reason: String, attempt: Int = 0, of attempts: Int = 1) {
        configuration.report(
            "webhook \(app) (\(configuration.url)), \(phase.rawValue), try \(attempt + 1) of \(attempts): \(reason)")
    }

    static let malformed = HandlerFailure.message("Sorry, the answer couldn't be read, so nothing was done.")

    /// What the person hears when the app answered but the answer can't be read: after handle
    /// was sent the order may have been placed, so it is never "nothing was done".
    static func unreadable(outcomeUnknown: Bool) -> HandlerFailure {
        outcomeUnknown
            ? HandlerFailure(
                message: "Sorry, the answer couldn't be read, so I can't tell whether it went through.",
                outcomeUnknown: true)
            : malformed
    }

    /// What the person hears when a call got no answer it could use: too late, too slow, too
    /// long, or no connection at all (the app isn't running, or the connection broke).
    static func noAnswer(_ kind: WebhookTransportError.Kind, outcomeUnknown: Bool) -> HandlerFailure {
        switch (kind, outcomeUnknown) {
        case (.slowAnswer, true):
            HandlerFailure(
                message: "Sorry, the app answered too slowly, so I can't tell whether it went through.",
                outcomeUnknown: true)
        case (.slowAnswer, false): HandlerFailure.message("Sorry, the app answered too slowly, so nothing was done.")
        case (.tooLarge, _): unreadable(outcomeUnknown: outcomeUnknown)
        case (.timeout, true):
            HandlerFailure(
                message: "Sorry, there was no answer in time, so I can't tell whether it went through.",
                outcomeUnknown: true)
        case (.timeout, false): HandlerFailure.message("Sorry, there was no answer in time, so nothing was done.")
        case (.connection, true):
            HandlerFailure(
                message: "Sorry, the connection to the app was lost, so I can't tell whether it went through.",
                outcomeUnknown: true)
        case (.connection, false): HandlerFailure.message("Sorry, the app couldn't be reached, so nothing was done.")
        }
    }

    static func failure(_ body: WebhookResponse.ErrorBody) -> HandlerFailure {
        HandlerFailure(name: body.name, values: body.values ?? [:], message: body.message)
    }
}
