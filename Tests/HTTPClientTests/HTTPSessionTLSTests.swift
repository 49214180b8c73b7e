import HTTPClient
import TestSupport
import Testing

/// HTTPS through the loopback server: what a stalled handshake says.
@Suite struct HTTPSessionTLSTests {
    @Test func aTLSHandshakeThatNeverEndsHitsTheConnectTimeout() throws {
        // A plain-HTTP server spoken to in TLS waits for a request line that never comes: the
        // handshake is part of connecting, so the connect limit ends it, and says so.
        let server = try LoopbackHTTPServer { _ in .answer(status: 200) }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try HTTPSession(userAgent: "t").send(
                HTTPRequest(url: "https://127.0.0.1:\(server.port)/", connectTimeoutSeconds: 1)
            )
        }
        #expect(error == .connectTimedOut(host: "127.0.0.1:\(server.port)", seconds: 1))
        #expect(
            error?.description
                == "cannot reach 127.0.0.1:\(server.port): timed out (no connection within 1 s)"
        )
    }
}
