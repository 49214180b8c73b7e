internal import SQLiteWrapper

/// A local version kept when an event changed on both sides (docs/manual.md#conflicts).
public struct CalDAVConflict: Hashable, Sendable {
    /// The copy: the person's version, as it was before the sync.
    public let copy: PlannerEvent
    /// The event holding the server's version, nil when the server deleted it.
    public let original: PlannerEvent?
}

/// Conflict copies: listing them and keeping one version.
extension CalDAVAccounts {
    /// Every conflict copy, oldest first.
    public func conflicts() throws -> [CalDAVConflict] {
        try database.fetchAll(
            "SELECT event_id, original_uid FROM caldav_conflicts ORDER BY event_id"
        ).map { row in
            let planner = Planner(database: database)
            return CalDAVConflict(
                copy: try planner.get(try row.get(0)),
                original: try planner.event(uid: try row.get(1))
            )
        }
    }

    /// Keeps the person's version (`mine`) or the server's: the copy's fields replace the
    /// server's version, which the next sync sends up, or the copy is deleted. One change.
    public func resolve(copy id: Int64, keepingMine mine: Bool) throws {
        let planner = Planner(database: database)
        try database.write { db in
            guard
                let uid: String = try database.fetchOne(
                    "SELECT original_uid FROM caldav_conflicts WHERE event_id = ?",
                    [.integer(id)]
                )?.get(0)
            else { throw CalDAVError.unknownConflict(id) }
            let copy = try planner.get(id)
            UndoRecorder.describe(
                (mine ? "keep your version of " : "keep the server's version of ")
                    + "\"\(copy.title)\"",
                in: db
            )
            if mine, let original = try planner.event(uid: uid) {
                try planner.update(
                    original.id,
                    EventRow(
                        calendarID: try planner.calendarID(ofUID: uid) ?? 0,
                        uid: uid,
                        title: copy.title,
                        description: copy.description,
                        location: copy.location,
                        span: copy.span,
                        recipeID: copy.recipe?.id,
                        repeatRule: copy.repeatRule,
                        stamp: Int64(SystemCalls.now()),
                        zone: copy.timeZone
                    )
                )
                try planner.saveExceptions(of: original.id, copy.repeatRule)
                try planner.saveExtraDates(of: original.id, copy.extraDates)
                try database.execute("DELETE FROM planner_events WHERE id = ?", [.integer(id)])
            } else if mine {
                // The server deleted it: the copy becomes an ordinary event, sent up as new.
                try database.execute(
                    "DELETE FROM caldav_conflicts WHERE event_id = ?",
                    [.integer(id)]
                )
            } else {
                try database.execute("DELETE FROM planner_events WHERE id = ?", [.integer(id)])
            }
        }
    }
}

extension CalDAVAccount {
    /// The JSON shape of `plan account list --json`.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("name", .string(name)), ("url", .string(url)), ("user", .string(user)),
            ("password_command", passwordCommand.map(JSONValue.string) ?? .null),
            (
                "calendars",
                .array(
                    calendars.map { link in
                        .object([
                            ("path", .string(link.path)), ("name", .string(link.name)),
                            ("color", link.color.map(JSONValue.string) ?? .null),
                            ("local_calendar", .string(link.localCalendar)),
                            ("skipped", .bool(link.skipped)),
                        ])
                    }
                )
            ),
        ]
        if let run = lastSync {
            fields.append(
                (
                    "last_sync",
                    .object([
                        ("finished_at", .integer(run.finishedAt)),
                        ("succeeded", .bool(run.succeeded)), ("message", .string(run.message)),
                        ("sent", .integer(Int64(run.sent))),
                        ("received", .integer(Int64(run.received))),
                    ])
                )
            )
        } else {
            fields.append(("last_sync", .null))
        }
        return .object(fields)
    }
}

extension CalDAVAccount {
    /// One line on the last sync, for every front: `last sync 5 min ago: sent 1, received
    /// 2`, `last sync failed just now: …`, or `never synced`.
    public func lastSyncLine(now: Int64) -> String {
        guard let run = lastSync else { return "never synced" }
        let age = WeatherClock.age(of: Int(run.finishedAt), now: Int(now))
        if run.succeeded {
            return "last sync \(age): sent \(run.sent), received \(run.received)"
        }
        var line = "last sync failed \(age): \(DisplayText.singleLine(run.message))"
        if let good = run.lastSuccessAt {
            line += " (last good sync \(WeatherClock.age(of: Int(good), now: Int(now))))"
        }
        return line
    }
}

extension CalDAVSyncReport {
    /// The lines a front shows after a sync: what moved, then what was left alone.
    public var lines: [String] {
        var lines = [
            "\(DisplayText.singleLine(account)): sent \(sent), received \(received)"
                + " (\(requests) \(requests == 1 ? "request" : "requests"))"
        ]
        for title in conflicts {
            lines.append(
                "  conflict: \"\(DisplayText.singleLine(title))\" changed on both sides; the "
                    + "server's version won, yours is kept as a copy"
            )
        }
        for note in leftOut {
            lines.append("  left alone on the server: " + DisplayText.singleLine(note))
        }
        return lines
    }
}

extension CalDAVConflict {
    /// One line naming the copy and how to resolve it.
    public var line: String {
        let what = original == nil ? "deleted on the server" : "changed on the server"
        return "conflict copy \(copy.id): \"\(copy.shownTitle)\" (\(what)); keep yours: "
            + "plan conflict keep \(copy.id), keep the server's: plan conflict drop \(copy.id)"
    }
}
