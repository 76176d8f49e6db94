import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends one POST and returns the status and body: the only I/O of the webhook handler, so the
/// handler's logic can be tested with a fake transport as well as against a real server.
public protocol WebhookTransport: Sendable {
    /// The answer to a POST of `body` to `url`; throws `WebhookTransportError` when there is none.
    func post(url: String, headers: [(String, String)], body: [UInt8], timeout: Duration)
        async throws(WebhookTransportError) -> (status: Int, body: [UInt8])
}

/// Why a POST got no answer.
public struct WebhookTransportError: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case timeout
        case connection
    }

    public var kind: Kind
    public var detail: String
}

/// The transport over AsyncHTTPClient's shared client.
public struct HTTPClientTransport: WebhookTransport {
    /// The largest answer read, so a runaway server cannot exhaust memory.
    public var maximumResponseBytes: Int

    public init(maximumResponseBytes: Int = 1 << 20) {
        self.maximumResponseBytes = maximumResponseBytes
    }

    public func post(url: String, headers: [(String, String)], body: [UInt8], timeout: Duration)
        async throws(WebhookTransportError) -> (status: Int, body: [UInt8])
    {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(body)
        let parts = timeout.components
        let milliseconds = parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: .milliseconds(milliseconds))
            let buffer = try await response.body.collect(upTo: maximumResponseBytes)
            return (Int(response.status.code), Array(buffer.readableBytesView))
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout {
            throw WebhookTransportError(kind: .timeout, detail: String(describing: error))
        } catch {
            throw WebhookTransportError(kind: .connection, detail: String(describing: error))
        }
    }
}
