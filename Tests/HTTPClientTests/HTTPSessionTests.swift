import HTTPClient
import TestSupport
import Testing

@Suite("HTTPSession against a loopback server")
struct HTTPSessionTests {
    let session = HTTPSession(userAgent: "homebook-test")

    @Test func returnsStatusHeadersAndBodyOfA200() throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(
                status: 200,
                headers: [("ETag", "\"v1\""), ("X-Extra", "one")],
                body: Array("hello".utf8)
            )
        }
        defer { server.stop() }
        let response = try session.send(HTTPRequest(url: server.baseURL + "/greeting?x=1"))
        #expect(response.status == 200)
        #expect(response.isSuccess)
        #expect(response.body == Array("hello".utf8))
        #expect(response.header("etag") == "\"v1\"")
        #expect(response.header("X-EXTRA") == "one")
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/greeting?x=1")
        #expect(request.header("User-Agent") == "homebook-test")
    }

    @Test(arguments: ["PUT", "PROPFIND", "REPORT", "DELETE"])
    func sendsTheMethodHeadersAndBody(method: String) throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(status: 207, body: Array("<multistatus/>".utf8))
        }
        defer { server.stop() }
        let body = Array("<propfind xmlns=\"DAV:\"/>".utf8)
        let response = try session.send(
            HTTPRequest(
                HTTPMethod(rawValue: method),
                url: server.baseURL + "/cal/",
                headers: [HTTPHeader("Depth", "1"), HTTPHeader("Content-Type", "application/xml")],
                body: body
            )
        )
        #expect(response.status == 207)
        let request = try #require(server.requests.first)
        #expect(request.method == method)
        #expect(request.header("depth") == "1")
        #expect(request.header("content-type") == "application/xml")
        #expect(request.body == body)
        // libcurl's own 100-continue handshake is switched off.
        #expect(request.header("expect") == nil)
    }

    @Test(arguments: [404, 500, 503])
    func errorStatusesAreResponsesNotErrors(status: Int) throws {
        let server = try LoopbackHTTPServer { _ in .answer(status: status, body: Array("nope".utf8))
        }
        defer { server.stop() }
        let response = try session.send(HTTPRequest(url: server.baseURL + "/missing"))
        #expect(response.status == status)
        #expect(!response.isSuccess)
        #expect(response.body == Array("nope".utf8))
    }

    @Test func aSlowAnswerHitsTheRequestTimeout() throws {
        let server = try LoopbackHTTPServer { _ in .answer(status: 200, body: [1], delay: 30) }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try session.send(HTTPRequest(url: server.baseURL + "/slow", timeoutSeconds: 1))
        }
        #expect(error == .timedOut(host: "127.0.0.1:\(server.port)", seconds: 1))
        #expect(
            error?.description
                == "cannot reach 127.0.0.1:\(server.port): timed out (no complete answer within 1 s)"
        )
    }

    @Test func anAnnouncedBodyOverTheLimitIsRefused() throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(status: 200, body: Array(repeating: 7, count: 5000))
        }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try session.send(HTTPRequest(url: server.baseURL + "/big", maximumResponseBytes: 4096))
        }
        #expect(error == .responseTooLarge(host: "127.0.0.1:\(server.port)", limit: 4096))
        #expect(
            error?.description
                == "127.0.0.1:\(server.port) sent more than 4 KiB; the answer was refused"
        )
    }

    @Test func anUnannouncedBodyIsAbortedOnceItPassesTheLimit() throws {
        // 4 GiB offered without a Content-Length: reading it all would take minutes; the
        // transfer must stop soon after the first 64 KiB.
        let chunk = [UInt8](repeating: 0x61, count: 65536)
        let server = try LoopbackHTTPServer { _ in .stream(chunk: chunk, count: 65536) }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try session.send(
                HTTPRequest(url: server.baseURL + "/endless", maximumResponseBytes: 65536)
            )
        }
        #expect(error == .responseTooLarge(host: "127.0.0.1:\(server.port)", limit: 65536))
        #expect(server.streamedBytes < 64 << 20)
    }

    @Test func aBodyExactlyAtTheLimitIsAccepted() throws {
        let server = try LoopbackHTTPServer { _ in
            .stream(chunk: [UInt8](repeating: 1, count: 1024), count: 4)
        }
        defer { server.stop() }
        let response = try session.send(
            HTTPRequest(url: server.baseURL + "/four", maximumResponseBytes: 4096)
        )
        #expect(response.body.count == 4096)
    }

    @Test func aRefusedConnectionSaysSoByHostOnly() throws {
        let server = try LoopbackHTTPServer.answering(body: "")
        let port = server.port
        server.stop()
        let url = "http://alice:s3cret@127.0.0.1:\(port)/dav/?key=abc123"
        let error = #expect(throws: HTTPError.self) { try session.send(HTTPRequest(url: url)) }
        #expect(error == .cannotConnect(host: "127.0.0.1:\(port)", reason: "connection refused"))
        let message = error?.description ?? ""
        #expect(message == "cannot reach 127.0.0.1:\(port): connection refused")
        #expect(
            !message.contains("s3cret") && !message.contains("alice") && !message.contains("abc123")
        )
    }

    @Test func aTruncatedAnswerIsAnError() throws {
        let server = try LoopbackHTTPServer { _ in
            .truncated(status: 200, body: Array("{\"current\":".utf8), declaredLength: 500)
        }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try session.send(HTTPRequest(url: server.baseURL))
        }
        #expect(
            error?.description
                == "cannot reach 127.0.0.1:\(server.port): the connection closed before the answer was complete"
        )
    }

    @Test func aHangUpWithoutAnswerIsAnError() throws {
        let server = try LoopbackHTTPServer { _ in .hangUp }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try session.send(HTTPRequest(url: server.baseURL))
        }
        #expect(
            error
                == .transferFailed(
                    host: "127.0.0.1:\(server.port)",
                    reason: "the connection closed before the answer was complete"
                )
        )
    }

    @Test func credentialsAnswerAChallengeAndAreNeverShown() throws {
        let server = try LoopbackHTTPServer { request in
            request.header("Authorization") == "Basic YWxpY2U6czNjcmV0"
                ? .answer(status: 200, body: Array("in".utf8))
                : .answer(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"dav\"")])
        }
        defer { server.stop() }
        let credentials = HTTPCredentials(user: "alice", password: "s3cret")
        let response = try session.send(HTTPRequest(url: server.baseURL, credentials: credentials))
        #expect(response.status == 200)
        #expect(response.body == Array("in".utf8))
        #expect("\(credentials)" == "alice:••••")
    }

    @Test func theChallengeIsReportedAndBasicCanGoWithTheFirstRequest() throws {
        let server = try LoopbackHTTPServer { request in
            request.header("Authorization") == "Basic YWxpY2U6czNjcmV0"
                ? .answer(status: 200)
                : .answer(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"dav\"")])
        }
        defer { server.stop() }
        let asked = try session.send(
            HTTPRequest(
                url: server.baseURL,
                credentials: HTTPCredentials(user: "alice", password: "s3cret")
            )
        )
        #expect(asked.status == 200)
        #expect(asked.challenges == ["basic"])
        #expect(server.requests.count == 2)
        #expect(server.requests.first?.header("Authorization") == nil)
        let preemptive = try session.send(
            HTTPRequest(
                url: server.baseURL,
                credentials: HTTPCredentials(user: "alice", password: "s3cret", scheme: .basic)
            )
        )
        #expect(preemptive.status == 200)
        #expect(preemptive.challenges.isEmpty)
        #expect(server.requests.count == 3)
    }

    @Test func aLineBreakInAHeaderIsRefusedBeforeAnyRequest() throws {
        let server = try LoopbackHTTPServer { _ in .answer(status: 200) }
        defer { server.stop() }
        let request = HTTPRequest(
            url: server.baseURL,
            headers: [HTTPHeader("X-A", "1\r\nX-Injected: 2")]
        )
        #expect(
            throws: HTTPError.invalidRequest("a header contains a line break or an invalid name")
        ) {
            try session.send(request)
        }
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [
        "ftp://127.0.0.1/", "file:///etc/passwd", "127.0.0.1", "http://", "http:///x",
    ])
    func onlyHTTPAddressesAreAccepted(url: String) {
        #expect(throws: HTTPError.invalidAddress) { try session.send(HTTPRequest(url: url)) }
    }

    @Test func redirectsAreFollowedToTheLastResponse() throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/old"
                ? .answer(status: 301, headers: [("Location", "/new")])
                : .answer(status: 200, headers: [("X-Where", "new")], body: Array("moved".utf8))
        }
        defer { server.stop() }
        let response = try session.send(HTTPRequest(url: server.baseURL + "/old"))
        #expect(response.status == 200)
        #expect(response.body == Array("moved".utf8))
        #expect(response.header("x-where") == "new")
        #expect(response.header("location") == nil)
    }

    @Test func aMissingLibrarySaysWhatToInstall() {
        let session = HTTPSession(userAgent: "t", libraryPath: "libcurl-not-here.so.4")
        let error = #expect(throws: HTTPError.self) {
            try session.send(HTTPRequest(url: "http://127.0.0.1:9/"))
        }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("cannot use the network: libcurl could not be loaded ("))
        #expect(message.contains("libcurl-not-here.so.4"))
        #expect(message.hasSuffix("install it (Debian and Ubuntu: apt install libcurl4)"))
    }

    @Test func cancellingStopsTheTransfer() throws {
        let server = try LoopbackHTTPServer { _ in .answer(status: 200, body: [1], delay: 30) }
        defer { server.stop() }
        let error = #expect(throws: HTTPError.self) {
            try session.send(HTTPRequest(url: server.baseURL, isCancelled: { true }))
        }
        #expect(error == .cancelled(host: "127.0.0.1:\(server.port)"))
    }
}
