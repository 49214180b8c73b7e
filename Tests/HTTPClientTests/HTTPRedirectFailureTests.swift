import HTTPClient
import TestSupport
import Testing

/// After a redirect, an error names the server that failed, not the one that redirected.
@Suite struct HTTPRedirectFailureTests {
    @Test func aFailedRedirectNamesTheServerItWentTo() throws {
        // A port nothing listens on: a server started and stopped again.
        let gone = try LoopbackHTTPServer { _ in .answer(status: 200) }
        let closed = "127.0.0.1:\(gone.port)"
        gone.stop()
        let server = try LoopbackHTTPServer { _ in
            .answer(status: 302, headers: [("Location", "http://\(closed)/elsewhere")])
        }
        defer { server.stop() }
        let first = "127.0.0.1:\(server.port)"
        do {
            _ = try HTTPSession(userAgent: "homebook-test")
                .send(HTTPRequest(url: server.baseURL + "/start", timeoutSeconds: 5))
            Issue.record("the redirect to a closed port succeeded")
        } catch {
            #expect(error.description.contains(closed))
            #expect(!error.description.contains(first))
        }
    }
}
