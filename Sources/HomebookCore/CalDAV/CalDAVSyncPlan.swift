internal import SQLiteWrapper

/// What one sync learnt and did on the server, to be applied to the planner in one
/// transaction (docs/manual.md#sync).
struct CalDAVSyncPlan {
    /// One change to apply locally.
    enum Change {
        /// The server's object replaces the events it was (or becomes new ones). With
        /// `conflictCopies`, those local events changed too and are kept as copies.
        case fromServer(
            calendarID: Int64,
            path: String,
            object: RemoteObject,
            parsed: CalDAVObject,
            itemID: Int64?,
            conflictCopies: [PlannerEvent],
            sameAsLocal: Bool
        )
        /// The server deleted the object.
        case deletedOnServer(itemID: Int64, uids: [String], conflictCopies: [PlannerEvent])
        /// Local events were sent up as this object.
        case sent(
            calendarID: Int64,
            path: String,
            etag: String?,
            ics: String,
            uid: String,
            uids: [String],
            digest: String,
            itemID: Int64?
        )
        /// The object was deleted on the server at homebook's request; `uids` are local events
        /// of it still to delete (changed occurrences of a deleted series).
        case deletedUp(itemID: Int64, uids: [String])
    }

    var changes: [Change] = []
    /// The new sync token of each calendar (by caldav_calendars id).
    var tokens: [Int64: String] = [:]
    /// Objects left alone, with why.
    var leftOut: [String] = []
}

/// An object as the last sync left it.
struct SyncedItem {
    let id: Int64
    let path: String
    let etag: String?
    let ics: String
    let uid: String?
    /// nil: not represented in the planner.
    let digest: String?
    /// The planner events (by UID) it became.
    let uids: [String]
}

/// A calendar being synced, with what the last sync left.
struct SyncedCalendar {
    let link: CalDAVCalendarLink
    /// The planner calendar's id, nil until the first sync creates it.
    let localID: Int64?
    let token: String?
    let items: [String: SyncedItem]
    /// Whether new local events of the planner calendar go to this remote calendar (the
    /// first one mapped to it).
    let takesNewEvents: Bool
}

extension CalDAVAccounts {
    /// The calendars of `account` that sync, with what the last sync left.
    func syncedCalendars(of account: CalDAVAccount) throws -> [SyncedCalendar] {
        try account.calendars.filter { !$0.skipped }.map { link in
            let row = try database.fetchOne(
                """
                SELECT c.local_calendar_id, t.token,
                    (SELECT min(o.id) FROM caldav_calendars o
                     WHERE o.local_calendar_id = c.local_calendar_id AND o.skipped = 0)
                FROM caldav_calendars c LEFT JOIN caldav_sync_tokens t ON t.calendar_id = c.id
                WHERE c.id = ?
                """,
                [.integer(link.id)]
            )
            let localID: Int64? = try row?.get(0)
            var items: [String: SyncedItem] = [:]
            let rows = try database.fetchAll(
                """
                SELECT i.id, i.path, i.etag, i.ics, i.uid, i.digest,
                    (SELECT group_concat(e.uid, char(10)) FROM caldav_item_events e
                     WHERE e.item_id = i.id)
                FROM caldav_items i WHERE i.calendar_id = ?
                """,
                [.integer(link.id)]
            )
            for row in rows {
                let uids: String? = try row.get(6)
                let item = SyncedItem(
                    id: try row.get(0),
                    path: try row.get(1),
                    etag: try row.get(2),
                    ics: try row.get(3),
                    uid: try row.get(4),
                    digest: try row.get(5),
                    uids: uids.map { $0.split(separator: "\n").map(String.init) } ?? []
                )
                items[item.path] = item
            }
            let first: Int64? = try row?.get(2)
            return SyncedCalendar(
                link: link,
                localID: localID,
                token: try row?.get(1),
                items: items,
                takesNewEvents: localID != nil && first == link.id
            )
        }
    }

    /// Every UID linked to an object of any account, and the object's id.
    func linkedUIDs() throws -> [String: Int64] {
        var linked: [String: Int64] = [:]
        for row in try database.fetchAll("SELECT uid, item_id FROM caldav_item_events") {
            linked[try row.get(0)] = try row.get(1)
        }
        return linked
    }

    /// The UIDs of the events in planner calendar `localID` that no server holds yet:
    /// never synced, not a conflict copy.
    func unsyncedUIDs(in localID: Int64) throws -> [String] {
        try database.fetchAll(
            """
            SELECT e.uid FROM planner_events e
            WHERE e.calendar_id = ?
              AND NOT EXISTS (SELECT 1 FROM caldav_item_events i WHERE i.uid = e.uid)
              AND NOT EXISTS (SELECT 1 FROM caldav_conflicts c WHERE c.event_id = e.id)
            ORDER BY e.id
            """,
            [.integer(localID)]
        ).map { try $0.get(0) }
    }
}

extension Planner {
    /// The event stored with `uid`, if any.
    func event(uid: String) throws -> PlannerEvent? {
        try database.fetchOne(cached: Self.select + " WHERE e.uid = ?", [.text(uid)]).map {
            try Self.decode($0, clamping: true)
        }
    }

    /// The calendar id of the event stored with `uid`, if any.
    func calendarID(ofUID uid: String) throws -> Int64? {
        try database.fetchOne(
            cached: "SELECT calendar_id FROM planner_events WHERE uid = ?",
            [.text(uid)]
        )?.get(0)
    }
}
