import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that a test starts, scripts and stops: it answers each
/// request with what the test's handler says, including the faults a real network has.
///
/// Each connection gets one answer and is closed (`Connection: close`), on its own thread, so a
/// slow answer never holds up another request.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// A request as the server read it.
    public struct Request: Sendable {
        /// The method, such as `GET`.
        public let method: String
        /// The request target: the path and query as sent (an absolute URL through a proxy).
        public let target: String
        /// The header fields in order.
        public let headers: [(name: String, value: String)]
        /// The body (read by `Content-Length`).
        public let body: [UInt8]

        /// The value of the first header called `name`, compared without case.
        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// The path without the query.
        public var path: String { String(target.prefix { $0 != "?" }) }

        /// The query's parameters, percent-decoded (`+` is a space).
        public var query: [String: String] {
            guard let mark = target.firstIndex(of: "?") else { return [:] }
            var result: [String: String] = [:]
            for pair in target[target.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map {
                    String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                        ?? String($0)
                }
                result[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return result
        }
    }

    /// How the server answers one request.
    public enum Reply: Sendable {
        /// A complete answer, sent after `delay` seconds (the wait ends early if the client
        /// hangs up).
        case answer(
            status: Int,
            headers: [(String, String)] = [],
            body: [UInt8] = [],
            delay: Double = 0
        )
        /// Headers announcing `declaredLength` bytes, then only `body`, then the connection closes.
        case truncated(status: Int, body: [UInt8], declaredLength: Int)
        /// A 200 without `Content-Length` whose body is `chunk` repeated up to `count` times, for
        /// as long as the client keeps reading.
        case stream(chunk: [UInt8], count: Int)
        /// The connection closes without any answer.
        case hangUp
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let lock = NSLock()
    private var received: [Request] = []
    private var streamed = 0
    private var stopped = false

    /// `http://127.0.0.1:PORT`, with no trailing slash.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The requests answered so far, in order of arrival.
    public var requests: [Request] { lock.withLock { received } }

    /// How many body bytes `.stream` replies have written so far.
    public var streamedBytes: Int { lock.withLock { streamed } }

    /// Starts listening on a free loopback port; `handler` chooses each reply.
    public init(handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError("bind or listen failed: errno \(errno)")
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(fd, $0, &actualLength)
            }
        }
        port = UInt16(bigEndian: actual.sin_port)
        listener = fd
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Stops accepting connections; answers in progress finish or fail on their own.
    public func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        // Only shut down here: accept then fails and the accept thread closes the socket. Closing
        // it here would free its number for another test's socket while that thread may still
        // call accept on it, and steal that test's connections.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// A server that answers every request with `status` and `body`.
    public static func answering(status: Int = 200, body: String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in .answer(status: status, body: Array(body.utf8)) }
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                close(listener)
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        lock.withLock { received.append(request) }
        switch handler(request) {
        case .answer(let status, let headers, let body, let delay):
            if delay > 0, !waitWhileConnected(client, seconds: delay) { return }
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            _ = write(client, Array(head.utf8) + (request.method == "HEAD" ? [] : body))
        case .truncated(let status, let body, let declaredLength):
            let head =
                "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(declaredLength)\r\n"
                + "Connection: close\r\n\r\n"
            _ = write(client, Array(head.utf8) + body)
        case .stream(let chunk, let count):
            guard write(client, Array("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n".utf8)) else {
                return
            }
            for _ in 0..<count {
                guard write(client, chunk) else { return }
                lock.withLock { streamed += chunk.count }
            }
        case .hangUp:
            return
        }
    }

    /// Waits `seconds`, or less if the client closes; true when the client is still there.
    private func waitWhileConnected(_ client: Int32, seconds: Double) -> Bool {
        var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(seconds * 1000))
        return ready == 0
    }

    private func write(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private func readRequest(_ client: Int32) -> Request? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data += buffer[0..<count]
            if data.count >= 4 {
                headEnd = (0...(data.count - 4)).first { Array(data[$0..<($0 + 4)]) == separator }
            }
        }
        guard let end = headEnd else { return nil }
        let lines = String(decoding: data[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (
                    String(line[..<colon]),
                    line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                )
            )
        }
        let declared =
            headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) }
            ?? 0
        var body = Array(data[(end + 4)...])
        while body.count < declared {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            body += buffer[0..<count]
        }
        return Request(
            method: String(requestLine[0]),
            target: String(requestLine[1]),
            headers: headers,
            body: body
        )
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// Why the server could not start.
    public struct ServerError: Error, CustomStringConvertible {
        /// What failed.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
