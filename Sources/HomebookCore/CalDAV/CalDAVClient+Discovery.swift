internal import HTTPClient

/// A calendar found on a server.
public struct RemoteCalendar: Hashable, Sendable {
    /// Its decoded path (`/alice/work/`).
    public var path: String
    /// Its display name (the last part of the path when it has none).
    public var name: String
    /// Its colour as the server gives it (`#3A7BD5FF`), if any.
    public var color: String?
}

/// Finding a user's calendars from a server's address (RFC 4791 §7.1, RFC 5397, RFC 6764).
extension CalDAVClient {
    /// The calendars at `url`: the address may be a calendar itself, a calendar home, a
    /// principal, or just the server (then `current-user-principal`, found there or under
    /// `/.well-known/caldav`, leads to the `calendar-home-set`). A principal, home or
    /// redirect on another origin is asked only if the user confirms it (``send``); the
    /// origin returned is where the calendars are.
    func discover(
        _ url: String
    ) throws(CalDAVError) -> (origin: String, home: String, calendars: [RemoteCalendar]) {
        let doing = "finding the calendars"
        let props = """
            <D:resourcetype/><D:current-user-principal/><C:calendar-home-set/>\
            <D:displayname/><A:calendar-color/><C:supported-calendar-component-set/>
            """
        var candidates = [url]
        let wellKnown = origin + "/.well-known/caldav"
        if DAVAddress.path(of: url) == "/" {
            candidates.insert(wellKnown, at: 0)
        } else {
            candidates.append(wellKnown)
        }
        var lastError: CalDAVError?
        for candidate in candidates {
            let status: DAVElement
            do {
                status = try propfind(candidate, depth: 0, props: props, doing: doing)
            } catch .server(let host, let code, let doing) {
                lastError = .server(host: host, status: code, doing: doing)
                continue
            }
            guard let response = status.all("response").first, let found = response.okProps else {
                continue
            }
            if Self.isCalendar(found) {
                let address = DAVAddress.resolve(response.href ?? candidate, against: candidate)
                let path = DAVAddress.path(of: address)
                return (
                    DAVAddress.origin(of: address) ?? origin, path, [Self.calendar(path, found)]
                )
            }
            if let home = found.child("calendar-home-set", DAVXML.caldav)?.href {
                return try calendars(atHome: DAVAddress.resolve(home, against: candidate))
            }
            if let principal = found.child("current-user-principal")?.href {
                let principalURL = DAVAddress.resolve(principal, against: candidate)
                let homes = try propfind(
                    principalURL,
                    depth: 0,
                    props: "<C:calendar-home-set/>",
                    doing: doing
                )
                if let href = homes.all("response").first?.okProps?
                    .child("calendar-home-set", DAVXML.caldav)?.href
                {
                    return try calendars(atHome: DAVAddress.resolve(href, against: principalURL))
                }
            }
        }
        if let lastError, case .server(_, let code, _) = lastError, code != 404, code != 405 {
            throw lastError
        }
        throw .noCalendars(
            url: DAVAddress.origin(of: url).map { $0 + DAVAddress.path(of: url) } ?? url
        )
    }

    /// The origin, path and calendars of the home at the absolute address `home`.
    private func calendars(
        atHome home: String
    ) throws(CalDAVError) -> (origin: String, home: String, calendars: [RemoteCalendar]) {
        (
            DAVAddress.origin(of: home) ?? origin, DAVAddress.path(of: home),
            try calendars(inHome: home)
        )
    }

    /// The calendars holding events in the home at `path` (decoded, or an absolute
    /// address) (Depth 1).
    func calendars(inHome path: String) throws(CalDAVError) -> [RemoteCalendar] {
        let status = try propfind(
            path,
            depth: 1,
            props: """
                <D:resourcetype/><D:displayname/><A:calendar-color/>\
                <C:supported-calendar-component-set/>
                """,
            doing: "listing the calendars"
        )
        var found: [RemoteCalendar] = []
        for response in status.all("response") {
            guard let href = response.href, let props = response.okProps, Self.isCalendar(props)
            else { continue }
            found.append(Self.calendar(DAVAddress.path(of: href), props))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Whether the props describe a calendar that may hold events.
    static func isCalendar(_ props: DAVElement) -> Bool {
        guard props.child("resourcetype")?.child("calendar", DAVXML.caldav) != nil else {
            return false
        }
        guard let set = props.child("supported-calendar-component-set", DAVXML.caldav) else {
            return true
        }
        let components = set.all("comp", DAVXML.caldav).compactMap { $0.attributes["name"] }
        return components.isEmpty || components.contains { $0.uppercased() == "VEVENT" }
    }

    /// A calendar from its path and props.
    static func calendar(_ path: String, _ props: DAVElement) -> RemoteCalendar {
        let shown = props.child("displayname")?.text.trimmingWhitespace() ?? ""
        let last = path.split(separator: "/").last.map(String.init) ?? path
        let color = props.child("calendar-color", DAVXML.apple)?.text.trimmingWhitespace()
        return RemoteCalendar(
            path: path.hasSuffix("/") ? path : path + "/",
            name: shown.isEmpty ? last : shown,
            color: color?.isEmpty == false ? color : nil
        )
    }
}
