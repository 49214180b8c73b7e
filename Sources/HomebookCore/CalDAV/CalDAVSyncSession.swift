/// The network part of one sync: reads what changed on the server, sends local changes up
/// (`CalDAVSyncSession+Sending.swift`), and collects what the planner must apply
/// (docs/manual.md#sync).
struct SyncSession {
    let planner: Planner
    let accounts: CalDAVAccounts
    let client: CalDAVClient
    let zone: LocalZone
    var report: CalDAVSyncReport
    let progress: ((CalDAVSyncProgress) -> Void)?
    var plan = CalDAVSyncPlan()
    /// UIDs of events matched to a server object during this sync (not sent as new).
    var matched: Set<String> = []
    /// UIDs no longer linked to an object after this sync (moved to another calendar).
    var unlinked: Set<String> = []
    /// The writer of the objects sent up and the time zones they carry, set up once.
    var writerParts: (ICalendarWriter, [String])?
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
    mutating func flushIfFull() throws {
        if plan.changes.count >= Self.batchSize { try flush() }
    }

    /// A new or changed server object: it wins; local changes to it are kept as copies.
    mutating func fromServer(
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
    mutating func deletedOnServer(_ item: SyncedItem) throws {
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

    /// Names an object the planner leaves alone, with why, in the report.
    private mutating func leaveAlone(_ parsed: CalDAVObject, _ path: String, _ reason: String) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let note = "\(Self.name(parsed.title)) (\(DisplayText.singleLine(file))): \(reason)"
        plan.leftOut.append(note)
        report.leftOut.append(note)
    }

    /// Reports the counts so far to whoever follows the sync.
    func tell() {
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
