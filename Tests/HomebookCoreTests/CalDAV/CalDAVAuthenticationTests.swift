import HTTPClient
import TestSupport
import Testing

@testable import HomebookCore

/// How a sync offers the password (docs/manual.md#sync): Basic with the first request where
/// it cannot be read on the way, and as the server asks (Digest) where the server wants that.
@Suite struct CalDAVAuthenticationTests {
    @Test func aServerThatWantsDigestIsAskedAgainTheWayItAsks() throws {
        let server = try LoopbackHTTPServer { request in
            request.header("Authorization")?.hasPrefix("Digest ") == true
                ? .answer(status: 207, body: Array("<multistatus xmlns=\"DAV:\"/>".utf8))
                : .answer(
                    status: 401,
                    headers: [
                        ("WWW-Authenticate", "Digest realm=\"dav\", nonce=\"abc\", qop=\"auth\"")
                    ]
                )
        }
        defer { server.stop() }
        let client = CalDAVClient(
            origin: server.baseURL,
            user: "alice",
            password: "s3cret",
            timeoutSeconds: 5
        )
        // Loopback: Basic goes first, is refused with a Digest challenge, and the request is
        // sent again as the server asks (no credentials, the challenge, then Digest).
        #expect(try client.send(.propfind, "/cal/", doing: "testing").status == 207)
        let first = server.requests.map { $0.header("Authorization") ?? "" }
        #expect(first.count == 3)
        #expect(first.first?.hasPrefix("Basic ") == true)
        #expect(first.last?.hasPrefix("Digest ") == true)
        // From then on the client asks first and never sends Basic again.
        #expect(try client.send(.propfind, "/cal/", doing: "testing").status == 207)
        let second = server.requests.dropFirst(3).map { $0.header("Authorization") ?? "" }
        #expect(second.count == 2)
        #expect(second.first == "")
        #expect(!second.contains { $0.hasPrefix("Basic ") })
    }

    @Test func aServerThatAsksForBasicGetsItWithTheFirstRequest() throws {
        let server = try LoopbackHTTPServer { request in
            request.header("Authorization") == "Basic YWxpY2U6czNjcmV0"
                ? .answer(status: 207, body: Array("<multistatus xmlns=\"DAV:\"/>".utf8))
                : .answer(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"dav\"")])
        }
        defer { server.stop() }
        let client = CalDAVClient(
            origin: server.baseURL,
            user: "alice",
            password: "s3cret",
            timeoutSeconds: 5
        )
        for _ in 0..<3 {
            #expect(try client.send(.propfind, "/cal/", doing: "testing").status == 207)
        }
        #expect(server.requests.count == 3)
        #expect(client.requestCount == 3)
    }
}
