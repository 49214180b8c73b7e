internal import SQLiteWrapper

/// What the fronts' account screens ask besides `plan account`'s calls: whether a name is
/// taken, one change of a calendar's mapping and sync, and which events are conflict copies
/// (docs/manual.md#accounts, docs/manual.md#conflicts).
extension CalDAVAccounts {
    /// Whether an account called `name` exists.
    public func exists(_ name: String) throws -> Bool {
        try database.fetchOne(
            "SELECT 1 FROM caldav_accounts WHERE name = ?",
            [.text(name.trimmingWhitespace())]
        ) != nil
    }

    /// Maps the remote calendar `remote` (its name or path) of the account `name` to the
    /// planner calendar `local` (created if missing) and leaves it out of syncs or takes it
    /// back in, as one undoable change.
    public func setLink(
        account name: String,
        remote: String,
        to local: String,
        skipped: Bool
    )
        throws
    {
        let account = try account(named: name)
        let wanted = remote.trimmingWhitespace()
        guard
            let link = account.calendars.first(where: {
                $0.name.lowercased() == wanted.lowercased() || $0.path == wanted
            })
        else { throw CalDAVError.unknownRemoteCalendar(account: account.name, name: wanted) }
        let localName = try Planner.title(local, field: "calendar name")
        try database.write { db in
            UndoRecorder.describe(
                skipped
                    ? "skip calendar \"\(link.name)\" of \"\(account.name)\""
                    : "map \"\(link.name)\" to calendar \"\(localName)\"",
                in: db
            )
            let id = try localCalendar(named: localName)
            try database.execute(
                "UPDATE caldav_calendars SET local_calendar_id = ?, skipped = ? WHERE id = ?",
                [.integer(id), .integer(skipped ? 1 : 0), .integer(link.id)]
            )
        }
    }

    /// The event ids of the conflict copies, for the agenda's mark (one small read).
    public func conflictCopyIDs() throws -> Set<Int64> {
        Set(
            try database.fetchAll("SELECT event_id FROM caldav_conflicts").map {
                try $0.get(0) as Int64
            }
        )
    }

    /// The conflict whose copy is the event `id`, or nil when that event is no copy.
    public func conflict(copy id: Int64) throws -> CalDAVConflict? {
        guard
            let uid: String = try database.fetchOne(
                "SELECT original_uid FROM caldav_conflicts WHERE event_id = ?",
                [.integer(id)]
            )?.get(0)
        else { return nil }
        let planner = Planner(database: database)
        return CalDAVConflict(copy: try planner.get(id), original: try planner.event(uid: uid))
    }
}
