import Foundation
import HTTPClient

#if canImport(Glibc)
    import Glibc
#endif

/// A real CalDAV server (Debian's Radicale or Xandikos) that a test starts on a free loopback
/// port with a fresh store, uses, and stops: the sync tests talk to what people run.
///
/// `.ci/run` installs both. Radicale checks ``password`` (a plain htpasswd file): it then
/// asks for credentials as real servers do, which libcurl answers. Xandikos has no
/// authentication of its own and serves one principal, `/user/`.
public final class CalDAVServer: @unchecked Sendable {
    /// Which server.
    public enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case radicale
        case xandikos

        /// The server's name.
        public var description: String { rawValue }
    }

    /// Which server this is.
    public let kind: Kind
    /// The port it listens on, on 127.0.0.1.
    public let port: UInt16
    /// The folder holding its store and configuration, removed by ``stop()``.
    public let folder: String
    private let process: Process
    private let session = HTTPSession(userAgent: "homebook-test")

    /// `http://127.0.0.1:PORT`, no trailing slash.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The user every test signs in as (Xandikos ignores it).
    public let user = "alice"
    /// That user's password (Radicale checks it).
    public let password: String

    /// The path of the user's calendar home: `/alice/` (Radicale), `/user/calendars/`.
    public var homePath: String {
        kind == .radicale ? "/\(user)/" : "/user/calendars/"
    }

    /// Starts `kind` with an empty store.
    public static func start(_ kind: Kind) throws -> CalDAVServer {
        var lastError: (any Error)?
        // A free port is chosen here and handed over; another process may take it first.
        for _ in 0..<5 {
            do {
                return try CalDAVServer(kind: kind)
            } catch {
                lastError = error
            }
        }
        throw lastError ?? StartError("\(kind) did not start")
    }

    private init(kind: Kind) throws {
        self.kind = kind
        password = "s3cret-\(UInt32.random(in: 0...UInt32.max))"
        var template = Array((NSTemporaryDirectory() + "homebook-dav-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else { throw StartError("mkdtemp failed") }
        folder = String(cString: created)
        port = try Self.freePort()
        process = Process()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let log = folder + "/server.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: log)
        switch kind {
        case .radicale:
            let config = """
                [server]
                hosts = 127.0.0.1:\(port)
                [storage]
                filesystem_folder = \(folder)/store
                [rights]
                type = owner_only
                [logging]
                level = warning
                [auth]
                type = htpasswd
                htpasswd_filename = \(folder)/users
                htpasswd_encryption = plain

                """
            try "\(user):\(password)\n".write(
                toFile: folder + "/users",
                atomically: true,
                encoding: .utf8
            )
            try config.write(toFile: folder + "/config", atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/radicale")
            process.arguments = ["--config", folder + "/config"]
        case .xandikos:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xandikos")
            process.arguments = [
                "--defaults", "-d", folder + "/store", "-l", "127.0.0.1", "-p", "\(port)",
            ]
        }
        do {
            try process.run()
            try waitUntilListening()
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Stops the server and removes its store.
    public func stop() {
        // SIGKILL: a child of the test process may inherit a mask that blocks SIGTERM, and
        // a server's store is thrown away anyway.
        kill()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Kills the server at once (SIGKILL), as a crash would: requests then find no one.
    public func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Creates a calendar `slug` in the user's home with a display name and colour, and
    /// returns its path.
    @discardableResult
    public func makeCalendar(_ slug: String, name: String, color: String? = nil) throws -> String {
        let path = homePath + slug + "/"
        var props = "<D:displayname>\(name)</D:displayname>"
        if let color { props += "<A:calendar-color>\(color)</A:calendar-color>" }
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
            xmlns:A="http://apple.com/ns/ical/"><D:set><D:prop>\(props)</D:prop></D:set>\
            </C:mkcalendar>
            """
        let response = try request("MKCALENDAR", path, body: body)
        guard response.isSuccess else {
            throw StartError("MKCALENDAR \(path): \(response.status) \(text(response))")
        }
        return path
    }

    /// Stores `ics` at `path` as another client would (no preconditions); returns the status.
    @discardableResult
    public func put(_ path: String, _ ics: String) throws -> Int {
        try request(
            "PUT",
            path,
            body: ics,
            headers: [HTTPHeader("Content-Type", "text/calendar; charset=utf-8")]
        ).status
    }

    /// The object at `path`, or nil when there is none.
    public func get(_ path: String) throws -> String? {
        let response = try request("GET", path)
        return response.isSuccess ? text(response) : nil
    }

    /// Deletes the object at `path`; returns the status.
    @discardableResult
    public func delete(_ path: String) throws -> Int {
        try request("DELETE", path).status
    }

    /// The paths of the objects in the calendar at `path` (a Depth 1 PROPFIND).
    public func objects(in path: String) throws -> [String] {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>
            """
        let response = try request(
            "PROPFIND",
            path,
            body: body,
            headers: [HTTPHeader("Depth", "1")]
        )
        let xml = text(response)
        var paths: [String] = []
        var rest = Substring(xml)
        while let open = rest.range(of: "href>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "</") else { break }
            let href = String(rest[..<close.lowerBound])
            if href.hasSuffix(".ics") { paths.append(href) }
            rest = rest[close.upperBound...]
        }
        return paths
    }

    /// Sends one request as the user, with the server's password.
    public func request(
        _ method: String,
        _ path: String,
        body: String = "",
        headers: [HTTPHeader] = []
    ) throws -> HTTPResponse {
        try session.send(
            HTTPRequest(
                HTTPMethod(rawValue: method),
                url: baseURL + path,
                headers: headers
                    + (body.isEmpty || headers.contains { $0.name == "Content-Type" }
                        ? [] : [HTTPHeader("Content-Type", "application/xml; charset=utf-8")]),
                body: Array(body.utf8),
                credentials: HTTPCredentials(user: user, password: password),
                timeoutSeconds: 30
            )
        )
    }

    private func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    /// Waits up to 30 s for the server to answer on its port.
    private func waitUntilListening() throws {
        for _ in 0..<300 {
            guard process.isRunning else {
                let log = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8))
                throw StartError("\(kind) exited: \(log ?? "")")
            }
            if let response = try? session.send(
                HTTPRequest(
                    .propfind,
                    url: baseURL + "/",
                    credentials: HTTPCredentials(user: user, password: password),
                    timeoutSeconds: 2
                )
            ), response.status > 0 {
                return
            }
            usleep(100_000)
        }
        throw StartError("\(kind) did not answer on port \(port)")
    }

    /// A port nobody listens on now: bound to 0, read, and released.
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw StartError("socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { throw StartError("bind failed") }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Why a server could not start or be prepared.
    public struct StartError: Error, CustomStringConvertible {
        /// What failed.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
