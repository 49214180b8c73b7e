import Foundation
import HTTPClient

/// A loopback proxy in front of a real CalDAV server that passes requests through, except
/// where the test's `fault` answers (or acts) instead: 5xx, delays, cut answers, races.
public final class FaultProxy: @unchecked Sendable {
    /// What to do with one request.
    public enum Action: Sendable {
        /// Forward it and return the server's answer.
        case forward
        /// Answer this instead, without forwarding.
        case reply(LoopbackHTTPServer.Reply)
        /// Forward it, then answer this instead of the server's answer.
        case forwardThen(LoopbackHTTPServer.Reply)
        /// Forward it with `body` instead of its own, and return the server's answer with its
        /// body passed through `answer` (a server that truncates, or that hands out tokens).
        case forwardEditing(body: [UInt8], answer: @Sendable ([UInt8]) -> [UInt8])
    }

    private let server: LoopbackHTTPServer
    private let lock = NSLock()
    private var fault: @Sendable (LoopbackHTTPServer.Request) -> Action = { _ in .forward }

    /// The proxy's address, which the account is given.
    public var baseURL: String { server.baseURL }

    /// The requests seen so far.
    public var requests: [LoopbackHTTPServer.Request] { server.requests }

    /// A proxy on a free loopback port that forwards to `target` (`http://127.0.0.1:PORT`).
    public init(to target: String) throws {
        let session = HTTPSession(userAgent: "fault-proxy")
        let box = Box()
        server = try LoopbackHTTPServer { request in
            let action = box.proxy?.currentFault(request) ?? .forward
            switch action {
            case .reply(let reply): return reply
            case .forward, .forwardThen, .forwardEditing:
                let skipped: Set<String> = ["host", "content-length", "connection", "expect"]
                let headers = request.headers.filter { !skipped.contains($0.name.lowercased()) }
                    .map { HTTPHeader($0.name, $0.value) }
                guard
                    let response = try? session.send(
                        HTTPRequest(
                            HTTPMethod(rawValue: request.method),
                            url: target + request.target,
                            headers: headers,
                            body: action.forwardedBody ?? request.body,
                            followsRedirects: false
                        )
                    )
                else { return .hangUp }
                if case .forwardThen(let reply) = action { return reply }
                let dropped: Set<String> = [
                    "content-length", "connection", "transfer-encoding", "content-encoding",
                ]
                return .answer(
                    status: response.status,
                    headers: response.headers.filter { !dropped.contains($0.name.lowercased()) }
                        .map { ($0.name, $0.value) },
                    body: action.editAnswer?(response.body) ?? response.body
                )
            }
        }
        box.proxy = self
    }

    /// From now on, `fault` decides each request.
    public func inject(_ fault: @escaping @Sendable (LoopbackHTTPServer.Request) -> Action) {
        lock.withLock { self.fault = fault }
    }

    /// Passes everything through again.
    public func heal() { inject { _ in .forward } }

    /// Stops the proxy's server.
    public func stop() { server.stop() }

    private func currentFault(_ request: LoopbackHTTPServer.Request) -> Action {
        let fault = lock.withLock { self.fault }
        return fault(request)
    }

    private final class Box: @unchecked Sendable {
        weak var proxy: FaultProxy?
    }
}

extension FaultProxy.Action {
    /// The body sent on instead of the request's own, if any.
    fileprivate var forwardedBody: [UInt8]? {
        if case .forwardEditing(let body, _) = self { return body }
        return nil
    }

    /// The edit made to the server's answer, if any.
    fileprivate var editAnswer: (@Sendable ([UInt8]) -> [UInt8])? {
        if case .forwardEditing(_, let answer) = self { return answer }
        return nil
    }
}
