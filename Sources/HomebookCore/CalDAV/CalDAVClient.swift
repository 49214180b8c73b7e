internal import HTTPClient

/// The requests a sync makes to a CalDAV server (RFC 4791, RFC 6578), each one blocking, each
/// counted, each failure turned into a ``CalDAVError``.
final class CalDAVClient {
    private let session: HTTPSession
    /// How the password is offered to each origin: Basic with the first request where it
    /// cannot be read on the way (HTTPS, or this machine), and from the moment a server has
    /// asked for Basic alone; Digest only on plain HTTP to another machine; otherwise as the
    /// server asks, which costs a second round trip per request.
    private var schemes: [String: HTTPAuthenticationScheme] = [:]
    private let user: String
    private let password: String
    private let timeoutSeconds: Int
    /// The server's `scheme://host:port`.
    let origin: String
    /// The host (and port), for messages.
    let host: String
    /// Whether the user confirms sending the password to another origin (asked once per
    /// origin); nil: never (a sync goes only to the account's origin).
    private let confirm: ((String) -> Bool)?
    /// Asked before each request and while it runs; true stops the sync with
    /// ``CalDAVError/cancelled``.
    private let isCancelled: (@Sendable () -> Bool)?
    /// Origins besides ``origin`` that may have the password.
    private(set) var trusted: Set<String> = []
    /// How many requests were sent.
    private(set) var requestCount = 0
    /// Bytes of calendar text held since the last batch was applied (CalDAVClient+Changes),
    /// against ``maximumHeldBytes``.
    var heldBytes = 0
    /// The most calendar text one batch may hold before it is applied (the count starts again
    /// after each batch): one answer too large gets an error, not the machine's memory.
    static let maximumHeldBytes = 128 << 20

    init(
        origin: String,
        user: String,
        password: String,
        timeoutSeconds: Int,
        confirm: ((String) -> Bool)? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) {
        session = HTTPSession(userAgent: "homebook/" + HomebookVersion.current)
        self.user = user
        self.password = password
        self.timeoutSeconds = timeoutSeconds
        self.origin = origin
        self.confirm = confirm
        self.isCancelled = isCancelled
        host = DAVAddress.host(of: origin)
    }

    /// The first scheme for `origin`: see ``schemes``.
    static func firstScheme(_ origin: String) -> HTTPAuthenticationScheme {
        if DAVAddress.isPrivateChannel(origin) { return .basic }
        return origin.lowercased().hasPrefix("http://") ? .digest : .asAsked
    }

    /// Whether requests to `other` may carry the password: the account's own origin, or
    /// one the user confirmed; otherwise ``CalDAVError/untrustedOrigin(origin:asked:)``.
    private func check(_ other: String) throws(CalDAVError) {
        let key = other.lowercased()
        if key == origin.lowercased() || trusted.contains(key) { return }
        guard let confirm, confirm(other) else {
            throw .untrustedOrigin(origin: other, asked: origin)
        }
        trusted.insert(key)
    }

    /// Sends one request for `path` (decoded) or an absolute address, following up to five
    /// redirects; the password goes only to trusted origins (docs/manual.md#accounts).
    func send(
        _ method: HTTPMethod,
        _ target: String,
        headers: [HTTPHeader] = [],
        body: String = "",
        doing: String
    ) throws(CalDAVError) -> HTTPResponse {
        var url = DAVAddress.origin(of: target) != nil ? target : DAVAddress.url(target, on: origin)
        var all = headers
        if !body.isEmpty, !headers.contains(where: { $0.name == "Content-Type" }) {
            all.append(HTTPHeader("Content-Type", "application/xml; charset=utf-8"))
        }
        for _ in 0...5 {
            let response = try sendOnce(method, url, all, body)
            guard [301, 302, 303, 307, 308].contains(response.status),
                let location = response.header("Location"), !location.isEmpty
            else { return response }
            let next = DAVAddress.resolve(location, against: url)
            guard DAVAddress.origin(of: next) != nil else { return response }
            url = next
        }
        throw .refused(host: host, doing: doing, reason: "more than five redirects")
    }

    /// One request to `url` without following redirects.
    private func sendOnce(
        _ method: HTTPMethod,
        _ url: String,
        _ headers: [HTTPHeader],
        _ body: String
    ) throws(CalDAVError) -> HTTPResponse {
        guard let target = DAVAddress.origin(of: url) else {
            throw .network(.invalidAddress)
        }
        if isCancelled?() == true { throw .cancelled }
        try check(target)
        let key = target.lowercased()
        let scheme = schemes[key] ?? Self.firstScheme(target)
        requestCount += 1
        var response = try transfer(method, url, headers, body, scheme)
        let targetHost = DAVAddress.host(of: target)
        if response.status == 401, scheme == .basic,
            response.challenges.contains(where: { $0 != "basic" })
        {
            // The server wants Digest: ask again the way it asks.
            schemes[key] = .asAsked
            response = try transfer(method, url, headers, body, .asAsked)
        }
        if response.status == 401, scheme == .digest, !response.challenges.isEmpty,
            response.challenges.allSatisfy({ $0 == "basic" })
        {
            throw .cleartextPassword(host: targetHost)
        }
        if response.status == 401 || response.status == 407 {
            throw .unauthorized(host: targetHost)
        }
        if schemes[key] ?? scheme == .asAsked, !response.challenges.isEmpty,
            response.challenges.allSatisfy({ $0 == "basic" })
        {
            schemes[key] = .basic
        }
        return response
    }

    private func transfer(
        _ method: HTTPMethod,
        _ url: String,
        _ headers: [HTTPHeader],
        _ body: String,
        _ scheme: HTTPAuthenticationScheme
    ) throws(CalDAVError) -> HTTPResponse {
        do {
            return try session.send(
                HTTPRequest(
                    method,
                    url: url,
                    headers: headers,
                    body: Array(body.utf8),
                    credentials: HTTPCredentials(user: user, password: password, scheme: scheme),
                    timeoutSeconds: timeoutSeconds,
                    followsRedirects: false,
                    isCancelled: isCancelled
                )
            )
        } catch {
            if case .cancelled = error { throw .cancelled }
            throw .network(error)
        }
    }

    /// A PROPFIND for `props` (inner XML of `<D:prop>`), as a multistatus.
    func propfind(
        _ target: String,
        depth: Int,
        props: String,
        doing: String
    ) throws(CalDAVError)
        -> DAVElement
    {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
            xmlns:A="http://apple.com/ns/ical/"><D:prop>\(props)</D:prop></D:propfind>
            """
        let response = try send(
            .propfind,
            target,
            headers: [HTTPHeader("Depth", String(depth))],
            body: body,
            doing: doing
        )
        return try multistatus(response, doing: doing)
    }

    /// The multistatus of a 207 answer.
    func multistatus(_ response: HTTPResponse, doing: String) throws(CalDAVError) -> DAVElement {
        guard response.status == 207 else {
            throw .server(host: host, status: response.status, doing: doing)
        }
        let root: DAVElement
        do {
            root = try DAVXML.read(response.body)
        } catch .tooDeep {
            throw .refused(
                host: host,
                doing: doing,
                reason: "its XML is nested more than \(DAVXML.maximumDepth) levels deep"
            )
        } catch .tooManyElements {
            throw .refused(
                host: host,
                doing: doing,
                reason: "its XML holds more than \(DAVXML.maximumElements) elements"
            )
        } catch {
            throw .malformed(host: host, doing: doing)
        }
        guard root.name == "multistatus" else { throw .malformed(host: host, doing: doing) }
        return root
    }

    /// PUTs an object; `ifMatch` nil means a new one (`If-None-Match: *`).
    func put(_ path: String, body: String, ifMatch etag: String?) throws(CalDAVError) -> WriteResult
    {
        let precondition =
            etag.map { HTTPHeader("If-Match", $0) } ?? HTTPHeader("If-None-Match", "*")
        let response = try send(
            .put,
            path,
            headers: [HTTPHeader("Content-Type", "text/calendar; charset=utf-8"), precondition],
            body: body,
            doing: "sending an event"
        )
        if response.isSuccess { return .done(etag: response.header("ETag")) }
        if response.status == 412 { return .changedOnServer }
        throw .server(host: host, status: response.status, doing: "sending an event")
    }

    /// DELETEs an object if it is still `etag`.
    func delete(_ path: String, ifMatch etag: String?) throws(CalDAVError) -> WriteResult {
        let response = try send(
            .delete,
            path,
            headers: etag.map { [HTTPHeader("If-Match", $0)] } ?? [],
            doing: "deleting an event"
        )
        // Gone already is what was asked.
        if response.isSuccess || response.status == 404 || response.status == 410 {
            return .done(etag: nil)
        }
        if response.status == 412 { return .changedOnServer }
        throw .server(host: host, status: response.status, doing: "deleting an event")
    }

    /// GETs one object: its etag and text, or nil when it is gone.
    func get(_ path: String) throws(CalDAVError) -> (etag: String?, ics: String)? {
        let response = try send(.get, path, doing: "reading an event")
        if response.status == 404 || response.status == 410 { return nil }
        guard response.isSuccess else {
            throw .server(host: host, status: response.status, doing: "reading an event")
        }
        return (response.header("ETag"), String(decoding: response.body, as: UTF8.self))
    }

    /// What a PUT or DELETE achieved.
    enum WriteResult: Equatable {
        /// Stored or deleted; the new ETag when the server gave one.
        case done(etag: String?)
        /// The precondition failed: someone changed the object first (412).
        case changedOnServer
    }
}

extension DAVElement {
    /// The `prop` of the first propstat whose status is 200 (or without status).
    var okProps: DAVElement? {
        all("propstat").first { propstat in
            propstat.child("status").map { $0.text.contains(" 200") } ?? true
        }?.child("prop")
    }

    /// The status code of a `response` (its own status, not a propstat's), if it has one.
    var statusCode: Int? {
        guard let text = child("status")?.text.trimmingWhitespace() else { return nil }
        let parts = text.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
