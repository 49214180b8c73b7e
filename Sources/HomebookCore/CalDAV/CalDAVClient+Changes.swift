internal import HTTPClient

/// An object as the server holds it.
struct RemoteObject: Equatable {
    /// Its ETag, when the server gave one.
    var etag: String?
    /// Its iCalendar text, when it was asked for.
    var ics: String?
}

/// What changed in a calendar since a sync token.
struct CollectionChanges {
    /// Objects added or changed, by decoded path.
    var changed: [String: RemoteObject] = [:]
    /// Objects deleted, by decoded path.
    var removed: Set<String> = []
    /// The token to ask from next time, nil when the server has none.
    var token: String?
    /// Whether this lists every object (a first sync, a refused token, a server without
    /// sync-collection): anything stored but not listed is gone.
    var isFull = false
}

/// Reading what changed: sync-collection (RFC 6578), or a full ETag listing where the server
/// refuses the token or lacks the report; objects' text by calendar-multiget (RFC 4791 §7.9).
extension CalDAVClient {
    /// The most answers one calendar's changes may take: a server truncates at hundreds or
    /// thousands of objects an answer, so this is far beyond a real calendar, and a server
    /// that says "truncated, ask again" forever gets an error instead of the machine.
    static let maximumRounds = 100

    /// Counts `ics` against ``maximumHeldBytes``.
    func hold(_ ics: String?, doing: String) throws(CalDAVError) {
        heldBytes += ics?.utf8.count ?? 0
        if heldBytes > Self.maximumHeldBytes {
            throw .refused(
                host: host,
                doing: doing,
                reason: "it sent more than \(Self.maximumHeldBytes >> 20) MiB of events in one sync"
            )
        }
    }

    /// The changes in the calendar at `path` since `token` (nil: everything), handed to
    /// `each` one answer at a time, so the caller applies them and drops their text before
    /// the next answer is read; returns the final token and whether it listed everything
    /// (with ``CollectionChanges/changed`` and ``CollectionChanges/removed`` empty).
    func changes(
        in path: String,
        since token: String?,
        each: (CollectionChanges) throws -> Void
    ) throws -> CollectionChanges {
        var result = CollectionChanges(isFull: token == nil)
        var current = token
        // A truncated answer (507 on the collection) is followed from the token it gives.
        for _ in 0..<Self.maximumRounds {
            let body = """
                <?xml version="1.0" encoding="utf-8"?>
                <D:sync-collection xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
                <D:sync-token>\(DAVXML.escape(current ?? ""))</D:sync-token>\
                <D:sync-level>1</D:sync-level>\
                <D:prop><D:getetag/><C:calendar-data/></D:prop></D:sync-collection>
                """
            let response = try send(
                .report,
                path,
                headers: [HTTPHeader("Depth", "1")],
                body: body,
                doing: "reading changes"
            )
            if response.status != 207 {
                let text = String(decoding: response.body, as: UTF8.self)
                if current != nil,
                    response.status == 403 || response.status == 409
                        || text.contains("valid-sync-token")
                {
                    // The token is refused (too old, or the calendar was recreated): list all.
                    return try changes(in: path, since: nil, each: each)
                }
                if [400, 403, 404, 405, 415, 422, 501].contains(response.status) {
                    try each(try listing(of: path))
                    return CollectionChanges(isFull: true)
                }
                throw CalDAVError.server(
                    host: host,
                    status: response.status,
                    doing: "reading changes"
                )
            }
            let status = try multistatus(response, doing: "reading changes")
            var truncated = false
            var round = CollectionChanges()
            for item in status.all("response") {
                guard let href = item.href else { continue }
                let itemPath = DAVAddress.path(of: href)
                if itemPath == path || itemPath + "/" == path {
                    truncated = truncated || item.statusCode == 507
                    continue
                }
                if item.statusCode == 404 || item.statusCode == 410 {
                    round.removed.insert(itemPath)
                    round.changed[itemPath] = nil
                } else if let props = item.okProps {
                    // Collections inside a calendar are not events.
                    if props.child("resourcetype")?.child("collection") != nil { continue }
                    round.removed.remove(itemPath)
                    let ics = props.child("calendar-data", DAVXML.caldav).map(\.text)
                        .flatMap { $0.isEmpty ? nil : $0 }
                    try hold(ics, doing: "reading changes")
                    round.changed[itemPath] = RemoteObject(
                        etag: props.child("getetag")?.text.trimmingWhitespace(),
                        ics: ics
                    )
                }
            }
            try each(round)
            let next = status.child("sync-token")?.text.trimmingWhitespace()
            result.token = next?.isEmpty == false ? next : nil
            guard truncated, let next = result.token, next != current else { return result }
            current = next
        }
        throw CalDAVError.refused(
            host: host,
            doing: "reading changes",
            reason: "it answered \"truncated, ask again\" more than \(Self.maximumRounds) times"
        )
    }

    /// Every object of the calendar with its ETag (a Depth 1 PROPFIND), for servers
    /// without sync-collection.
    func listing(of path: String) throws(CalDAVError) -> CollectionChanges {
        let status = try propfind(
            path,
            depth: 1,
            props: "<D:getetag/><D:resourcetype/>",
            doing: "listing events"
        )
        var result = CollectionChanges(isFull: true)
        for item in status.all("response") {
            guard let href = item.href, let props = item.okProps else { continue }
            let itemPath = DAVAddress.path(of: href)
            if itemPath == path || itemPath + "/" == path
                || props.child("resourcetype")?.child("collection") != nil
            {
                continue
            }
            result.changed[itemPath] = RemoteObject(
                etag: props.child("getetag")?.text.trimmingWhitespace(),
                ics: nil
            )
        }
        return result
    }

    /// The text and ETag of `paths` in the calendar at `calendar`, 200 to a request.
    func objects(
        _ paths: [String],
        in calendar: String
    ) throws(CalDAVError) -> [String: RemoteObject] {
        var found: [String: RemoteObject] = [:]
        var start = 0
        while start < paths.count {
            let batch = paths[start..<min(start + 200, paths.count)]
            start += batch.count
            let hrefs = batch.map {
                "<D:href>\(DAVXML.escape(DAVAddress.encoded(path: $0)))</D:href>"
            }
            let body = """
                <?xml version="1.0" encoding="utf-8"?>
                <C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
                <D:prop><D:getetag/><C:calendar-data/></D:prop>\(hrefs.joined())\
                </C:calendar-multiget>
                """
            let response = try send(
                .report,
                calendar,
                headers: [HTTPHeader("Depth", "1")],
                body: body,
                doing: "reading events"
            )
            let status = try multistatus(response, doing: "reading events")
            for item in status.all("response") {
                guard let href = item.href, let props = item.okProps,
                    let data = props.child("calendar-data", DAVXML.caldav)?.text, !data.isEmpty
                else { continue }
                try hold(data, doing: "reading events")
                found[DAVAddress.path(of: href)] = RemoteObject(
                    etag: props.child("getetag")?.text.trimmingWhitespace(),
                    ics: data
                )
            }
        }
        return found
    }
}
