import Foundation
import HomebookCore
import TestSupport
import Testing

/// Two network faults the loopback HTTP server cannot play: a name that does not resolve, and
/// an HTTPS server whose certificate nothing trusts. Each is one clear line, exit 1, nothing
/// stored; and nothing leaves the machine (docs/manual.md#weather).
@Suite struct WeatherNetworkFaultTests {
    /// A host name glibc's resolver refuses to put in a query: a DNS label is at most 63
    /// bytes (RFC 1035 §2.3.4), so a 64-byte label fails in `res_mkquery` before any packet is
    /// built, and `getaddrinfo` answers "not found" having sent nothing (checked with
    /// `strace -e connect,sendto`: no socket to port 53; a 63-byte label does send a query).
    static let unresolvable = String(repeating: "a", count: 64) + ".invalid"

    /// The variables that keep every request off any proxy, so the name is never handed on.
    static let noProxy = ["NO_PROXY": "*", "no_proxy": "*"]

    @Test func aNameThatDoesNotResolveIsOneLineAndStoresNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            // An existing database, so standard error holds only the fault's line.
            try HomebookStore.open(path: db).close()
            var environment = Self.noProxy
            environment["HOMEBOOK_OPENMETEO_GEOCODING_URL"] = "http://" + Self.unresolvable
            let result = try weather(["London"], db: db, environment: environment)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "Error: cannot reach \(Self.unresolvable): the name was not found"
                    + " (check the address and the network)\n"
            )
            #expect(result.stdout.isEmpty)
            #expect(try storedFetches(db) == 0)
        }
    }

    @Test func aNameThatDoesNotResolveShowsTheStoredDataWithAWarning() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try weather(["London"], db: db, environment: provider.environment).status == 0)
            var environment = provider.environment.merging(Self.noProxy) { $1 }
            environment["HOMEBOOK_OPENMETEO_URL"] = "http://" + Self.unresolvable
            let result = try weather(["London", "--refresh"], db: db, environment: environment)
            #expect(result.status == 0)
            #expect(
                result.stderr.hasPrefix(
                    "Warning: cannot reach \(Self.unresolvable): the name was not found"
                )
            )
            #expect(result.stdout.contains("— offline; times in Europe/London"))
            #expect(try storedFetches(db) == 1)
        }
    }

    @Test func anHTTPSServerWithASelfSignedCertificateIsRefused() throws {
        let server = try SelfSignedServer()
        defer { server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            // An existing database, so standard error holds only the fault's line.
            try HomebookStore.open(path: db).close()
            var environment = Self.noProxy
            environment["HOMEBOOK_OPENMETEO_GEOCODING_URL"] = "https://127.0.0.1:\(server.port)"
            let result = try weather(["London"], db: db, environment: environment)
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(
                result.stderr.hasPrefix("Error: cannot reach 127.0.0.1:\(server.port) securely: ")
            )
            #expect(
                result.stderr.hasSuffix(
                    "securely: its certificate is not trusted (self-signed, expired, or for"
                        + " another name; the system's certificates are used)\n"
                )
            )
            #expect(try storedFetches(db) == 0)
            // The handshake was refused before any request was sent.
            #expect(server.requestsServed() == 0)
        }
    }
}

/// An HTTPS server on 127.0.0.1 with the test-only certificate in `Tests/Fixtures/TLS`
/// (self-signed for IP 127.0.0.1, made with `openssl req -x509 -newkey ec …`; nothing trusts
/// it), run by Python's `ssl` module, which every CI run has. It answers any GET with JSON.
final class SelfSignedServer: Sendable {
    let port: Int
    private let process: Process
    private let served: String

    init() throws {
        let folder = WeatherFixtures.folder.replacingOccurrences(of: "/Weather", with: "/TLS")
        served = NSTemporaryDirectory() + "homebook-tls-\(UUID().uuidString)"
        let script = """
            import http.server, ssl, sys
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    open(sys.argv[3], "a").write("served\\n")
                    self.send_response(200)
                    self.send_header("Content-Length", "2")
                    self.end_headers()
                    self.wfile.write(b"{}")
                def log_message(self, *args):
                    pass
            server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(sys.argv[1], sys.argv[2])
            server.socket = context.wrap_socket(server.socket, server_side=True)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script, folder + "/self-signed-cert.pem",
            folder + "/self-signed-key.pem", served,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The first line is the port it listens on.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
            byte != Data("\n".utf8)
        {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    /// How many requests got past the handshake.
    func requestsServed() -> Int {
        ((try? String(contentsOfFile: served, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    func stop() {
        // SIGKILL: the test runner's threads block SIGTERM, and the child inherits the mask.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: served)
    }
}
