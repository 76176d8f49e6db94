import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends one POST and returns the status and body: the only I/O of the webhook handler, so the
/// handler's logic can be tested with a fake transport as well as against a real server.
public protocol WebhookTransport: Sendable {
    /// The answer to a POST of `body` to `url`, whole within `timeout`; throws
    /// `WebhookTransportError` when there is none.
    func post(url: String, headers: [(String, String)], body: [UInt8], timeout: Duration)
        async throws(WebhookTransportError) -> (status: Int, body: [UInt8])
}

/// Why a POST got no answer, or none that could be used.
public struct WebhookTransportError: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// No status line and headers within the time allowed.
        case timeout
        /// The headers came, but the body was still arriving when the time was up.
        case slowAnswer
        /// No connection could be made, or it broke.
        case connection
        /// The body was longer than the transport reads.
        case tooLarge
    }

    public var kind: Kind
    /// What happened, for the operator: "timed out after 2 s", "answer > 1048576 bytes", ….
    public var detail: String

    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }
}

/// The transport over AsyncHTTPClient's shared client.
public struct HTTPClientTransport: WebhookTransport {
    /// The largest answer read, so a runaway server cannot exhaust memory.
    public var maximumResponseBytes: Int

    public init(maximumResponseBytes: Int = 1 << 20) {
        self.maximumResponseBytes = maximumResponseBytes
    }

    // NB: `execute(_:timeout:)` bounds only the wait for the head, and a read timeout only the
    // pause between two reads, so a server that drips its body byte by byte would hold the call
    // for as long as it likes: the body races the clock, against the same deadline. The head
    // keeps the client's own deadline (which says a refused connection as such), raced against
    // the clock a little later only in case the client overstays it.
    public func post(url: String, headers: [(String, String)], body: [UInt8], timeout: Duration)
        async throws(WebhookTransportError) -> (status: Int, body: [UInt8])
    {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(body)
        let sent = request
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let limit = maximumResponseBytes
        let waited = "timed out after \(Self.seconds(timeout))"
        let response: HTTPClientResponse
        do {
            guard
                let head = try await Self.race(
                    deadline.advanced(by: Self.grace),
                    {
                        try await HTTPClient.shared.execute(sent, timeout: .milliseconds(Self.milliseconds(timeout)))
                    })
            else { throw WebhookTransportError(kind: .timeout, detail: waited) }
            response = head
        } catch let error as WebhookTransportError {
            throw error
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout {
            throw WebhookTransportError(kind: .timeout, detail: waited)
        } catch {
            throw WebhookTransportError(kind: .connection, detail: "no connection: \(error)")
        }
        let status = Int(response.status.code)
        do {
            guard let buffer = try await Self.race(deadline, { try await response.body.collect(upTo: limit) }) else {
                throw Self.slowAnswer(status: status, waited: waited)
            }
            return (status, Array(buffer.readableBytesView))
        } catch let error as WebhookTransportError {
            throw error
        } catch is NIOTooManyBytesError {
            throw WebhookTransportError(kind: .tooLarge, detail: "HTTP \(status), answer > \(limit) bytes")
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout {
            throw Self.slowAnswer(status: status, waited: waited)
        } catch {
            throw Self.brokenOff(status: status, error: error, at: .now, deadline: deadline, waited: waited)
        }
    }

    /// Why a body that broke off failed: after the deadline it was still arriving when the time
    /// was up, a slow answer, though the clock's task, on a process whose threads are all busy,
    /// may not have woken to say so first (a server that drips its body and then hangs up was
    /// reported as unreachable); before it, the connection broke.
    static func brokenOff(
        status: Int, error: any Error, at now: ContinuousClock.Instant, deadline: ContinuousClock.Instant,
        waited: String
    ) -> WebhookTransportError {
        now >= deadline
            ? slowAnswer(status: status, waited: waited)
            : WebhookTransportError(
                kind: .connection, detail: "HTTP \(status), body cut off: \(String(describing: error))")
    }

    /// "HTTP 200, body still arriving when it timed out after 2 s".
    static func slowAnswer(status: Int, waited: String) -> WebhookTransportError {
        WebhookTransportError(kind: .slowAnswer, detail: "HTTP \(status), body still arriving when it \(waited)")
    }

    /// How long past the deadline the client may take to give up by itself.
    static let grace = Duration.milliseconds(500)

    /// How late the clock's task may wake before its lateness says the process's threads were
    /// all busy, rather than the server slow.
    static let lateness = Duration.milliseconds(250)

    /// The result of `work`, or `nil` when `deadline` passes first (`work` is then cancelled).
    ///
    /// The clock is a task too: on a process whose threads are all busy it wakes late, and the
    /// answer that came in time may be waiting for a thread as well. A clock that wakes more than
    /// `lateness` late waits as long again before it calls the time up, so a busy process is
    /// not taken for a slow server (the webhook tests, beside hundreds of others, saw their
    /// answers called late).
    static func race<T: Sendable>(
        _ deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T? {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                let late = ContinuousClock.now - deadline
                if late > lateness { try await Task.sleep(for: late) }
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        let parts = duration.components
        return max(1, parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
    }

    /// "2 s", "0.5 s".
    static func seconds(_ duration: Duration) -> String {
        let tenths = (Double(milliseconds(duration)) / 100).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int64(tenths / 10)) s" : "\(tenths / 10) s"
    }
}
