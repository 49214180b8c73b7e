internal import SQLiteWrapper

/// Applying what a sync learnt to the planner, a batch at a time inside the sync's one
/// transaction: one change in `undo --list` (docs/manual.md#sync).
extension CalDAVSync {
    /// Applies `changes`; the caller holds the sync's write transaction open.
    func apply(_ changes: [CalDAVSyncPlan.Change], now: Int64) throws {
        let planner = store.planner(in: zone)
        let accounts = store.calDAVAccounts
        let database = store.connection
        do {
            var localIDs: [Int64: Int64] = [:]
            func localID(_ calendarID: Int64) throws -> Int64 {
                if let known = localIDs[calendarID] { return known }
                let row = try database.fetchOne(
                    cached: "SELECT local_calendar_id, name FROM caldav_calendars WHERE id = ?",
                    [.integer(calendarID)]
                )
                var id: Int64? = try row?.get(0)
                if id == nil {
                    // The planner calendar was deleted since: the one of the remote's name.
                    id = try accounts.localCalendar(named: try row?.get(1) ?? "Calendar")
                    try database.execute(
                        cached: "UPDATE caldav_calendars SET local_calendar_id = ? WHERE id = ?",
                        [.integer(id ?? 0), .integer(calendarID)]
                    )
                }
                localIDs[calendarID] = id
                return id ?? 0
            }
            for change in changes {
                switch change {
                case .fromServer(
                    let calendarID,
                    let path,
                    let object,
                    let parsed,
                    let itemID,
                    let copies,
                    _
                ):
                    let local = try localID(calendarID)
                    try keepConflictCopies(copies, in: local, planner: planner, now: now)
                    try store(
                        object,
                        parsed: parsed,
                        at: path,
                        calendarID: calendarID,
                        localID: local,
                        itemID: itemID,
                        planner: planner,
                        now: now
                    )
                case .deletedOnServer(let itemID, let uids, let copies):
                    let local = try copies.first.map { try planner.calendarID(ofUID: $0.uid) }
                    if let local = local ?? nil {
                        try keepConflictCopies(copies, in: local, planner: planner, now: now)
                    }
                    try deleteEvents(uids)
                    try database.execute(
                        cached: "DELETE FROM caldav_items WHERE id = ?",
                        [.integer(itemID)]
                    )
                case .sent(
                    let calendarID,
                    let path,
                    let etag,
                    let ics,
                    let uid,
                    let uids,
                    let digest,
                    _
                ):
                    try saveItem(
                        calendarID: calendarID,
                        path: path,
                        etag: etag,
                        ics: ics,
                        uid: uid,
                        digest: digest,
                        uids: uids
                    )
                case .deletedUp(let itemID, let uids):
                    try deleteEvents(uids)
                    try database.execute(
                        cached: "DELETE FROM caldav_items WHERE id = ?",
                        [.integer(itemID)]
                    )
                }
            }
        }
    }

    /// Records the sync's new tokens and its success; the caller holds the sync's write
    /// transaction open.
    func finish(
        _ plan: CalDAVSyncPlan,
        account: CalDAVAccount,
        report: CalDAVSyncReport,
        now: Int64
    ) throws {
        let database = store.connection
        do {
            for (calendarID, token) in plan.tokens {
                try database.execute(
                    cached: """
                        INSERT INTO caldav_sync_tokens (calendar_id, token) VALUES (?, ?)
                        ON CONFLICT (calendar_id) DO UPDATE SET token = excluded.token
                        """,
                    [.integer(calendarID), .text(token)]
                )
            }
            try database.execute(
                cached: """
                    INSERT INTO caldav_sync_runs (account_id, finished_at, succeeded, message,
                        sent, received, last_success_at) VALUES (?, ?, 1, '', ?, ?, ?)
                    ON CONFLICT (account_id) DO UPDATE SET finished_at = excluded.finished_at,
                        succeeded = 1, message = '', sent = excluded.sent,
                        received = excluded.received, last_success_at = excluded.finished_at
                    """,
                [
                    .integer(account.id), .integer(now), .integer(Int64(report.sent)),
                    .integer(Int64(report.received)), .integer(now),
                ]
            )
        }
    }

    /// Stores the server's object: its events replace the ones it was (kept in place, so
    /// event numbers stay), and the object is remembered as synced.
    private func store(
        _ object: RemoteObject,
        parsed: CalDAVObject,
        at path: String,
        calendarID: Int64,
        localID: Int64,
        itemID: Int64?,
        planner: Planner,
        now: Int64
    ) throws {
        let database = store.connection
        let old: [String] =
            try itemID.map { id in
                try database.fetchAll(
                    cached: "SELECT uid FROM caldav_item_events WHERE item_id = ?",
                    [.integer(id)]
                ).map { try $0.get(0) }
            } ?? []
        let events = parsed.events ?? []
        let new = events.compactMap(\.storedUID)
        try deleteEvents(old.filter { !new.contains($0) })
        for event in events {
            guard let uid = event.storedUID else { continue }
            let recipeID = try event.recipeName.flatMap { name -> Int64? in
                let ids = try database.fetchAll(
                    cached: "SELECT id FROM recipes WHERE name = ? LIMIT 2",
                    [.text(name)]
                )
                return ids.count == 1 ? try ids[0].get(0) : nil
            }
            let row = EventRow(
                calendarID: localID,
                uid: uid,
                title: event.title,
                description: event.description,
                location: event.location,
                span: event.span,
                recipeID: recipeID,
                repeatRule: event.rule,
                stamp: event.stamp ?? now,
                zone: event.zone
            )
            if let id: Int64 = try database.fetchOne(
                cached: "SELECT id FROM planner_events WHERE uid = ?",
                [.text(uid)]
            )?.get(0) {
                try planner.update(id, row)
                try planner.saveExceptions(of: id, event.rule)
                try planner.saveExtraDates(of: id, event.extraDates)
            } else {
                // New events are kept by undo as one rowid range, not row by row.
                try UndoRecorder.appendingToRange(in: database.database) {
                    try planner.insert(row)
                }
                let id: Int64 =
                    try database.fetchOne(cached: "SELECT last_insert_rowid()")?.get(0) ?? 0
                try planner.saveExceptions(of: id, event.rule)
                try planner.saveExtraDates(of: id, event.extraDates)
            }
        }
        let stored = try new.compactMap { try planner.event(uid: $0) }
        try saveItem(
            calendarID: calendarID,
            path: path,
            etag: object.etag,
            ics: object.ics ?? "",
            uid: parsed.uid,
            digest: parsed.events == nil ? nil : CalDAVObject.digest(stored, zone: zone),
            uids: parsed.events == nil ? [] : new
        )
    }

    /// Remembers an object as synced, with the events it is.
    private func saveItem(
        calendarID: Int64,
        path: String,
        etag: String?,
        ics: String,
        uid: String?,
        digest: String?,
        uids: [String]
    ) throws {
        let database = store.connection
        try database.execute(
            cached: """
                INSERT INTO caldav_items (calendar_id, path, etag, ics, uid, digest)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (calendar_id, path) DO UPDATE SET etag = excluded.etag,
                    ics = excluded.ics, uid = excluded.uid, digest = excluded.digest
                """,
            [
                .integer(calendarID), .text(path), etag.map(DatabaseValue.text) ?? .null,
                .text(ics), uid.map(DatabaseValue.text) ?? .null,
                digest.map(DatabaseValue.text) ?? .null,
            ]
        )
        let itemID: Int64 =
            try database.fetchOne(
                cached: "SELECT id FROM caldav_items WHERE calendar_id = ? AND path = ?",
                [.integer(calendarID), .text(path)]
            )?.get(0) ?? 0
        try database.execute(
            cached: "DELETE FROM caldav_item_events WHERE item_id = ?",
            [.integer(itemID)]
        )
        for uid in uids {
            try database.execute(
                cached: """
                    INSERT INTO caldav_item_events (uid, item_id) VALUES (?, ?)
                    ON CONFLICT (uid) DO UPDATE SET item_id = excluded.item_id
                    """,
                [.text(uid), .integer(itemID)]
            )
        }
    }

    /// Deletes the planner events with these UIDs (those still there).
    private func deleteEvents(_ uids: [String]) throws {
        for uid in uids {
            try store.connection.execute(
                cached: "DELETE FROM planner_events WHERE uid = ?",
                [.text(uid)]
            )
        }
    }

    /// Keeps the local versions of events the server's version replaces, as new events
    /// marked as conflicts, in planner calendar `localID`.
    private func keepConflictCopies(
        _ events: [PlannerEvent],
        in localID: Int64,
        planner: Planner,
        now: Int64
    ) throws {
        let database = store.connection
        for event in events {
            var recipeID: Int64?
            if let recipe = event.recipe { recipeID = recipe.id }
            let row = EventRow(
                calendarID: localID,
                uid: Planner.newUID(),
                title: event.title,
                description: event.description,
                location: event.location,
                span: event.span,
                recipeID: recipeID,
                repeatRule: event.repeatRule,
                stamp: now,
                zone: event.timeZone
            )
            try UndoRecorder.appendingToRange(in: database.database) { try planner.insert(row) }
            let id: Int64 = try database.fetchOne(cached: "SELECT last_insert_rowid()")?.get(0) ?? 0
            try planner.saveExceptions(of: id, event.repeatRule)
            try planner.saveExtraDates(of: id, event.extraDates)
            try database.execute(
                cached:
                    "INSERT INTO caldav_conflicts (event_id, original_uid, found_at) VALUES (?, ?, ?)",
                [.integer(id), .text(event.uid), .integer(now)]
            )
        }
    }
}
