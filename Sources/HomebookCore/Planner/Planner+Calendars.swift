internal import SQLiteWrapper

/// Calendars: list, add, rename, delete.
extension Planner {
    /// Every calendar with its number of events, the default (first) one first.
    public func calendars() throws -> [PlannerCalendar] {
        try database.fetchAll(
            cached: """
                SELECT c.id, c.name,
                (SELECT count(*) FROM planner_events e WHERE e.calendar_id = c.id)
                FROM planner_calendars c ORDER BY c.id
                """
        ).map {
            PlannerCalendar(id: try $0.get(0), name: try $0.get(1), eventCount: try $0.get(2))
        }
    }

    /// Adds a calendar.
    ///
    /// - Returns: its id.
    public func addCalendar(_ name: String) throws -> Int64 {
        let name = try Self.title(name, field: "calendar name")
        return try database.write { db in
            try refuseExisting(name)
            try db.cachedStatement("INSERT INTO planner_calendars (name) VALUES (?)")
                .execute([.text(name)])
            return db.lastInsertRowID
        }
    }

    /// Renames a calendar (a change of case alone is allowed).
    public func renameCalendar(_ old: String, to new: String) throws {
        let new = try Self.title(new, field: "calendar name")
        try database.write { db in
            let id = try calendarID(old)
            if new.lowercased() != old.trimmingWhitespace().lowercased() {
                try refuseExisting(new)
            }
            try db.cachedStatement("UPDATE planner_calendars SET name = ? WHERE id = ?")
                .execute([.text(new), .integer(id)])
            // The default calendar follows its rename, in the same change.
            try db.cachedStatement(
                "UPDATE settings SET value = ? WHERE key = 'default-calendar' AND value = ? COLLATE NOCASE"
            ).execute([.text(new), .text(old.trimmingWhitespace())])
        }
    }

    /// Deletes an empty calendar; the last calendar stays.
    public func deleteCalendar(_ name: String) throws {
        try database.write { db in
            let id = try calendarID(name)
            let all = try calendars()
            guard let calendar = all.first(where: { $0.id == id }) else {
                throw PlannerError.unknownCalendar(name)
            }
            guard calendar.eventCount == 0 else {
                throw PlannerError.calendarNotEmpty(calendar.name, events: calendar.eventCount)
            }
            guard all.count > 1 else { throw PlannerError.lastCalendar(calendar.name) }
            try db.cachedStatement("DELETE FROM planner_calendars WHERE id = ?")
                .execute([.integer(id)])
            // A deleted default calendar leaves the first calendar as the default.
            try db.cachedStatement(
                "DELETE FROM settings WHERE key = 'default-calendar' AND value = ? COLLATE NOCASE"
            ).execute([.text(calendar.name)])
        }
    }

    private func refuseExisting(_ name: String) throws {
        if (try? calendarID(name)) != nil { throw PlannerError.calendarExists(name) }
    }
}
