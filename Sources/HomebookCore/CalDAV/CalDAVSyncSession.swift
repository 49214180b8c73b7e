/// The network part of one sync: reads what changed on the server, sends local changes up,
/// and collects what the planner must apply (docs/manual.md#sync).
struct SyncSession {
    let planner: Planner
    let accounts: CalDAVAccounts
    let client: CalDAVClient
    let zone: LocalZone
    var report: CalDAVSyncReport
    let progress: ((CalDAVSyncProgress) -> Void)?
    var plan = CalDAVSyncPlan()
    /// UIDs of events matched to a server object during this sync (not sent as new).
    private var matched: Set<String> = []
    /// UIDs no longer linked to an object after this sync (moved to another calendar).
    private var unlinked: Set<String> = []
    private var writerParts: (ICalendarWriter, [String])?
    /// Applies a batch of changes inside the sync's one transaction.
    let applyBatch: ([CalDAVSyncPlan.Change]) throws -> Void
    /// The most changes collected before they are applied.
    static let batchSize = 500

    init(
        planner: Planner,
        accounts: CalDAVAccounts,
        client: CalDAVClient,
        zone: LocalZone,
        report: CalDAVSyncReport,
        progress: ((CalDAVSyncProgress) -> Void)?,
        applyBatch: @escaping ([CalDAVSyncPlan.Change]) throws -> Void
    ) {
        self.planner = planner
        self.accounts = accounts
        self.client = client
        self.zone = zone
        self.report = report
        self.progress = progress
        self.applyBatch = applyBatch
    }

    /// Reads and sends everything for `account`; fills ``plan``.
    mutating func plan(_ account: CalDAVAccount) throws {
        let calendars = try accounts.syncedCalendars(of: account)
        let linked = try accounts.linkedUIDs()
        for calendar in calendars {
            try down(calendar, linked: linked)
        }
        for calendar in calendars where calendar.takesNewEvents {
            try sendNew(calendar)
        }
        try flush()
    }

    /// Server changes of one calendar, then local changes of the objects it did not change.
    private mutating func down(_ calendar: SyncedCalendar, linked: [String: Int64]) throws {
        var listed: Set<String> = []
        var received: Set<String> = []
        var removed: Set<String> = []
        // Each answer is applied before the next is read, so a long sync holds one answer's
        // text at a time, not the whole calendar's.
        let summary = try client.changes(in: calendar.link.path, since: calendar.token) {
            round in
            removed.formUnion(round.removed)
            removed.subtract(round.changed.keys)
            listed.formUnion(round.changed.keys)
            received.formUnion(try receive(round.changed, in: calendar, linked: linked))
        }
        if let token = summary.token { plan.tokens[calendar.link.id] = token }
        if summary.isFull {
            for stored in calendar.items.keys where !listed.contains(stored) {
                removed.insert(stored)
            }
        }
        for itemPath in removed.sorted() {
            guard let item = calendar.items[itemPath] else { continue }
            try deletedOnServer(item)
            try flushIfFull()
        }
        try flush()
        for item in calendar.items.values.sorted(by: { $0.path < $1.path })
        where !received.contains(item.path) && !removed.contains(item.path) {
            try up(item, in: calendar)
            try flushIfFull()
        }
        try flush()
    }

    /// Takes one answer's changed objects (reading the text of those listed without it, 200
    /// at a time) and applies them; returns the paths taken.
    private mutating func receive(
        _ listed: [String: RemoteObject],
        in calendar: SyncedCalendar,
        linked: [String: Int64]
    ) throws -> Set<String> {
        var changed = listed
        // The same ETag is the same object (often homebook's own upload coming back).
        for (itemPath, object) in changed {
            if let item = calendar.items[itemPath], let etag = object.etag, etag == item.etag {
                changed[itemPath] = nil
            }
        }
        var taken: Set<String> = []
        for itemPath in changed.keys.sorted() {
            guard let object = changed[itemPath], object.ics != nil else { continue }
            try fromServer(calendar, itemPath, object, linked: linked)
            taken.insert(itemPath)
            try flushIfFull()
        }
        try flush()
        let unread = changed.filter { $0.value.ics == nil }.map(\.key).sorted()
        var start = 0
        while start < unread.count {
            let chunk = Array(unread[start..<min(start + 200, unread.count)])
            start += chunk.count
            let read = try client.objects(chunk, in: calendar.link.path)
            for itemPath in chunk {
                guard let object = read[itemPath] else { continue }
                try fromServer(calendar, itemPath, object, linked: linked)
                taken.insert(itemPath)
            }
            try flush()
        }
        return taken
    }

    /// Applies the changes collected so far and drops them, with the text they held.
    mutating func flush() throws {
        guard !plan.changes.isEmpty else { return }
        try applyBatch(plan.changes)
        plan.changes = []
        client.heldBytes = 0
    }

    /// Applies the changes collected so far once there are ``batchSize`` of them.
    private mutating func flushIfFull() throws {
        if plan.changes.count >= Self.batchSize { try flush() }
    }

    /// A new or changed server object: it wins; local changes to it are kept as copies.
    private mutating func fromServer(
        _ calendar: SyncedCalendar,
        _ path: String,
        _ object: RemoteObject,
        linked: [String: Int64]
    ) throws {
        let parsed = CalDAVObject.read(object.ics ?? "", zone: zone)
        let item = calendar.items[path]
        var local: [PlannerEvent] = []
        if let item {
            local = try item.uids.compactMap { try planner.event(uid: $0) }
        } else if let events = parsed.events, let uid = parsed.uid {
            // An event already here with this UID is the same event: an upload whose sync
            // was cut short, or a file imported from the same calendar.
            if let other = linked[uid] {
                leaveAlone(parsed, path, "its UID is already synced (object \(other))")
                return
            }
            local = try events.compactMap { $0.storedUID }.compactMap { try planner.event(uid: $0) }
            matched.formUnion(local.map(\.uid))
        }
        if parsed.events == nil {
            // Remembered (so it is not read again until it changes), named, not received.
            leaveAlone(parsed, path, parsed.problem ?? "it cannot be represented")
        }
        let serverDigest = parsed.events.map { _ in
            CalDAVObject.digest(parsed.plannerEvents(calendar: ""), zone: zone)
        }
        let localDigest = local.isEmpty ? nil : CalDAVObject.digest(local, zone: zone)
        let localChanged =
            item.map { $0.digest != nil && localDigest != nil && localDigest != $0.digest }
            ?? !local.isEmpty
        let same = serverDigest != nil && serverDigest == localDigest
        let conflict = localChanged && !same
        if conflict { report.conflicts.append(local.first?.title ?? "") }
        if !same, parsed.events != nil { report.received += 1 }
        plan.changes.append(
            .fromServer(
                calendarID: calendar.link.id,
                path: path,
                object: object,
                parsed: parsed,
                itemID: item?.id,
                conflictCopies: conflict ? local : [],
                sameAsLocal: same
            )
        )
        tell()
    }

    /// An object deleted on the server: its events go; changed ones are kept as copies.
    private mutating func deletedOnServer(_ item: SyncedItem) throws {
        let local = try item.uids.compactMap { try planner.event(uid: $0) }
        let changed =
            item.digest != nil && !local.isEmpty
            && CalDAVObject.digest(local, zone: zone) != item.digest
        if changed { report.conflicts.append(local.first?.title ?? "") }
        report.received += 1
        plan.changes.append(
            .deletedOnServer(itemID: item.id, uids: item.uids, conflictCopies: changed ? local : [])
        )
        tell()
    }

    /// Sends up a local edit or deletion of an object the server did not change.
    private mutating func up(_ item: SyncedItem, in calendar: SyncedCalendar) throws {
        guard item.digest != nil else { return }
        let local = try item.uids.compactMap { try planner.event(uid: $0) }
        let series = item.uid ?? item.uids.first ?? ""
        let seriesGone = item.uids.contains(series) && !local.contains { $0.uid == series }
        let movedAway =
            try !seriesGone && !local.isEmpty
            && planner.calendarID(ofUID: local.first { $0.uid == series }?.uid ?? local[0].uid)
                != calendar.localID
        if local.isEmpty || seriesGone || movedAway {
            switch try client.delete(item.path, ifMatch: item.etag ?? "*") {
            case .done:
                report.sent += 1
                if movedAway { unlinked.formUnion(item.uids) }
                plan.changes.append(.deletedUp(itemID: item.id, uids: movedAway ? [] : item.uids))
            case .changedOnServer:
                try refetch(item, in: calendar)
            }
            tell()
            return
        }
        let digest = CalDAVObject.digest(local, zone: zone)
        guard digest != item.digest else { return }
        let body = try text(local, series: series, original: item.ics)
        switch try client.put(item.path, body: body, ifMatch: item.etag ?? "*") {
        case .done(let etag):
            report.sent += 1
            plan.changes.append(
                .sent(
                    calendarID: calendar.link.id,
                    path: item.path,
                    etag: etag,
                    ics: body,
                    uid: series,
                    uids: local.map(\.uid),
                    digest: digest,
                    itemID: item.id
                )
            )
        case .changedOnServer:
            // Changed by someone else since it was listed: theirs wins, ours is kept.
            try refetch(item, in: calendar)
        }
        tell()
    }

    /// Reads an object again after a 412 and takes the server's version.
    private mutating func refetch(_ item: SyncedItem, in calendar: SyncedCalendar) throws {
        if let fresh = try client.get(item.path) {
            try fromServer(
                calendar,
                item.path,
                RemoteObject(etag: fresh.etag, ics: fresh.ics),
                linked: [:]
            )
        } else {
            try deletedOnServer(item)
        }
    }

    /// Sends up the planner calendar's events no server holds yet.
    private mutating func sendNew(_ calendar: SyncedCalendar) throws {
        guard let localID = calendar.localID else { return }
        var uids = try accounts.unsyncedUIDs(in: localID).filter { !matched.contains($0) }
        // Events moved away are unlinked already when their deletion was applied.
        var listedUIDs = Set(uids)
        for uid in unlinked.sorted() where try planner.calendarID(ofUID: uid) == localID {
            if listedUIDs.insert(uid).inserted { uids.append(uid) }
        }
        let candidates = Set(uids)
        var groups: [(series: String, uids: [String])] = []
        var index: [String: Int] = [:]
        for uid in uids {
            if let (series, _) = CalDAVObject.occurrence(of: uid), candidates.contains(series) {
                if let at = index[series] {
                    groups[at].uids.append(uid)
                } else {
                    index[series] = groups.count
                    groups.append((series, [series, uid]))
                }
            } else if index[uid] == nil {
                index[uid] = groups.count
                groups.append((uid, [uid]))
            }
        }
        var taken = Set(calendar.items.keys)
        for group in groups {
            let events = try group.uids.compactMap { try planner.event(uid: $0) }
            guard !events.isEmpty else { continue }
            var path = calendar.link.path + Self.fileName(group.series) + ".ics"
            if taken.contains(path) {
                path = calendar.link.path + Self.fileName(Planner.newUID()) + ".ics"
            }
            taken.insert(path)
            let body = try text(events, series: group.series, original: nil)
            switch try client.put(path, body: body, ifMatch: nil) {
            case .done(let etag):
                report.sent += 1
                plan.changes.append(
                    .sent(
                        calendarID: calendar.link.id,
                        path: path,
                        etag: etag,
                        ics: body,
                        uid: group.series,
                        uids: events.map(\.uid),
                        digest: CalDAVObject.digest(events, zone: zone),
                        itemID: nil
                    )
                )
            case .changedOnServer:
                // Something is there already: most likely this event, sent by a sync that
                // was cut short. Reading it matches it by UID.
                if let fresh = try client.get(path) {
                    try fromServer(
                        calendar,
                        path,
                        RemoteObject(etag: fresh.etag, ics: fresh.ics),
                        linked: [:]
                    )
                }
            }
            tell()
        }
    }

    /// The text to send for `events`, with the writer set up once per sync.
    private mutating func text(
        _ events: [PlannerEvent],
        series: String,
        original: String?
    ) throws
        -> String
    {
        if writerParts == nil {
            let (times, seriesTimes, timeZones) = try planner.exportRepeatTimes(
                calendarID: nil,
                now: Int64(SystemCalls.now())
            )
            writerParts = (
                ICalendarWriter(zone: zone, repeatTimes: times, series: seriesTimes), timeZones
            )
        }
        guard let (writer, timeZones) = writerParts else { return "" }
        return CalDAVObject.text(
            for: events,
            seriesUID: series,
            original: original,
            writer: writer,
            timeZones: timeZones
        )
    }

    /// Names an object the planner leaves alone, with why, in the report.
    private mutating func leaveAlone(_ parsed: CalDAVObject, _ path: String, _ reason: String) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let note = "\(Self.name(parsed.title)) (\(DisplayText.singleLine(file))): \(reason)"
        plan.leftOut.append(note)
        report.leftOut.append(note)
    }

    private func tell() {
        progress?(CalDAVSyncProgress(sent: report.sent, received: report.received))
    }

    /// A file name for a UID: letters, digits, `.`, `_` and `-` only.
    static func fileName(_ uid: String) -> String {
        let safe = uid.unicodeScalars.map { scalar -> Character in
            let isSafe =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
            return isSafe ? Character(scalar) : "-"
        }
        return String(String(safe).prefix(120))
    }

    /// An event's title for the report.
    static func name(_ title: String?) -> String {
        guard let title, !title.isEmpty else { return "(no title)" }
        return "\"\(DisplayText.singleLine(title))\""
    }
}
