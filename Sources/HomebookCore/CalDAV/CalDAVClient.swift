internal import HTTPClient

/// The requests a sync makes to a CalDAV server (RFC 4791, RFC 6578), each one blocking, each
/// counted, each failure turned into a ``CalDAVError``.
final class CalDAVClient {
    private let session: HTTPSession
    /// Basic with the first request where the password cannot be read on the way (HTTPS, or
    /// this machine), and from the moment a server has asked for Basic alone; otherwise
    /// offered as the server asks, which costs a second round trip per request.
    private var credentials: HTTPCredentials
    private let timeoutSeconds: Int
    /// The server's `scheme://host:port`.
    let origin: String
    /// The host (and port), for messages.
    let host: String
    /// How many requests were sent.
    private(set) var requestCount = 0

    init(origin: String, user: String, password: String, timeoutSeconds: Int) {
        session = HTTPSession(userAgent: "homebook/" + HomebookVersion.current)
        credentials = HTTPCredentials(
            user: user,
            password: password,
            scheme: DAVAddress.isPrivateChannel(origin) ? .basic : .asAsked
        )
        self.timeoutSeconds = timeoutSeconds
        self.origin = origin
        host = DAVAddress.host(of: origin)
    }

    /// Sends one request for `path` (decoded) or an absolute address.
    func send(
        _ method: HTTPMethod,
        _ target: String,
        headers: [HTTPHeader] = [],
        body: String = "",
        doing: String
    ) throws(CalDAVError) -> HTTPResponse {
        let url = DAVAddress.origin(of: target) != nil ? target : DAVAddress.url(target, on: origin)
        var all = headers
        if !body.isEmpty, !headers.contains(where: { $0.name == "Content-Type" }) {
            all.append(HTTPHeader("Content-Type", "application/xml; charset=utf-8"))
        }
        requestCount += 1
        var response = try transfer(method, url, all, body)
        if response.status == 401, credentials.scheme == .basic,
            response.challenges.contains(where: { $0 != "basic" })
        {
            // The server wants Digest: ask again the way it asks.
            credentials.scheme = .asAsked
            response = try transfer(method, url, all, body)
        }
        if response.status == 401 || response.status == 407 { throw .unauthorized(host: host) }
        if credentials.scheme == .asAsked, !response.challenges.isEmpty,
            response.challenges.allSatisfy({ $0 == "basic" })
        {
            credentials.scheme = .basic
        }
        return response
    }

    private func transfer(
        _ method: HTTPMethod,
        _ url: String,
        _ headers: [HTTPHeader],
        _ body: String
    ) throws(CalDAVError) -> HTTPResponse {
        do {
            return try session.send(
                HTTPRequest(
                    method,
                    url: url,
                    headers: headers,
                    body: Array(body.utf8),
                    credentials: credentials,
                    timeoutSeconds: timeoutSeconds
                )
            )
        } catch {
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
        guard let root = DAVXML.parse(response.body), root.name == "multistatus" else {
            throw .malformed(host: host, doing: doing)
        }
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
