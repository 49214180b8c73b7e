internal import SQLiteWrapper

/// A CalDAV account: where the server is, who signs in, and its calendars.
public struct CalDAVAccount: Hashable, Sendable {
    /// The account's id.
    public let id: Int64
    /// Its name (`work`, `fastmail`).
    public let name: String
    /// The address given when it was added.
    public let url: String
    /// The user name.
    public let user: String
    /// The command that prints the password, if one was given (never the password).
    public let passwordCommand: String?
    /// The server's `scheme://host:port`.
    public let origin: String
    /// Its calendars.
    public var calendars: [CalDAVCalendarLink]
    /// The last sync, if any.
    public var lastSync: CalDAVSyncRun?

    /// The host (no port), as `~/.netrc` names it.
    public var netrcHost: String { CalDAVPassword.host(of: origin) }
}

/// A remote calendar and the planner calendar it syncs with.
public struct CalDAVCalendarLink: Hashable, Sendable {
    /// Its id.
    public let id: Int64
    /// Its path on the server.
    public let path: String
    /// Its name on the server.
    public let name: String
    /// Its colour on the server, if any.
    public let color: String?
    /// The planner calendar it syncs with (created at the next sync when missing).
    public let localCalendar: String
    /// Whether it is left out of syncs.
    public let skipped: Bool
}

/// When the last sync of an account ended and how.
public struct CalDAVSyncRun: Hashable, Sendable {
    /// When it finished (seconds since 1970).
    public let finishedAt: Int64
    /// Whether it succeeded.
    public let succeeded: Bool
    /// The error's one line when it failed.
    public let message: String
    /// Events sent up.
    public let sent: Int
    /// Events received.
    public let received: Int
    /// When the last successful sync finished, if any.
    public let lastSuccessAt: Int64?
}

/// The CalDAV accounts of a store (docs/manual.md#accounts).
public struct CalDAVAccounts {
    let database: StoreConnection

    /// Validates a new account before its server is asked anything.
    public func checkNew(name: String, url: String, user: String) throws {
        let name = try Self.name(name)
        guard DAVAddress.origin(of: url) != nil else { throw CalDAVError.noCalendars(url: url) }
        // A password in the address would be shown and stored with it: refused, before
        // anything else, so no message repeats the address.
        if DAVAddress.hasPassword(url) { throw CalDAVError.passwordInAddress }
        guard !user.trimmingWhitespace().isEmpty else { throw CalDAVError.emptyUser }
        if try database.fetchOne("SELECT 1 FROM caldav_accounts WHERE name = ?", [.text(name)])
            != nil
        {
            throw CalDAVError.duplicateAccount(name)
        }
    }

    /// Asks the server at `url` for the user's calendars and saves the account, each
    /// calendar mapped to the planner calendar of the same name (created now if missing).
    ///
    /// The password goes only to the origin of `url`, and to another origin the server
    /// sends discovery to when `trust` says yes for it (`--trust-origin`, or a question on
    /// a terminal); the account then syncs with the origin its calendars are on.
    @discardableResult
    public func add(
        name: String,
        url: String,
        user: String,
        password: String,
        passwordCommand: String?,
        timeoutSeconds: Int,
        trust: ((_ origin: String) -> Bool)? = nil
    ) throws -> CalDAVAccount {
        try checkNew(name: name, url: url, user: user)
        let name = try Self.name(name)
        guard let given = DAVAddress.origin(of: url) else {
            throw CalDAVError.noCalendars(url: url)
        }
        let client = CalDAVClient(
            origin: given,
            user: user,
            password: password,
            timeoutSeconds: timeoutSeconds,
            confirm: trust
        )
        let (origin, home, calendars) = try client.discover(url)
        guard !calendars.isEmpty else { throw CalDAVError.noCalendars(url: url) }
        try database.write { db in
            UndoRecorder.describe("add account \"\(name)\"", in: db)
            try database.execute(
                """
                INSERT INTO caldav_accounts (name, url, user_name, password_command, origin,
                    home_path) VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(name), .text(url), .text(user),
                    passwordCommand.map(DatabaseValue.text) ?? .null, .text(origin), .text(home),
                ]
            )
            let accountID = db.lastInsertRowID
            for calendar in calendars {
                let local = try localCalendar(named: calendar.name)
                try database.execute(
                    """
                    INSERT INTO caldav_calendars (account_id, path, name, color,
                        local_calendar_id) VALUES (?, ?, ?, ?, ?)
                    """,
                    [
                        .integer(accountID), .text(calendar.path), .text(calendar.name),
                        calendar.color.map(DatabaseValue.text) ?? .null, .integer(local),
                    ]
                )
            }
        }
        return try account(named: name)
    }

    /// Every account, by name.
    public func list() throws -> [CalDAVAccount] {
        try database.fetchAll("SELECT name FROM caldav_accounts ORDER BY name").map {
            try account(named: try $0.get(0))
        }
    }

    /// The account called `name` (any case).
    public func account(named name: String) throws -> CalDAVAccount {
        guard
            let row = try database.fetchOne(
                """
                SELECT id, name, url, user_name, password_command, origin FROM caldav_accounts
                WHERE name = ?
                """,
                [.text(name.trimmingWhitespace())]
            )
        else { throw CalDAVError.unknownAccount(name) }
        let id: Int64 = try row.get(0)
        let calendars = try database.fetchAll(
            """
            SELECT c.id, c.path, c.name, c.color, coalesce(p.name, c.name), c.skipped
            FROM caldav_calendars c LEFT JOIN planner_calendars p ON p.id = c.local_calendar_id
            WHERE c.account_id = ? ORDER BY c.id
            """,
            [.integer(id)]
        ).map { row in
            CalDAVCalendarLink(
                id: try row.get(0),
                path: try row.get(1),
                name: try row.get(2),
                color: try row.get(3),
                localCalendar: try row.get(4),
                skipped: try row.get(5) as Int64 == 1
            )
        }
        let run = try database.fetchOne(
            """
            SELECT finished_at, succeeded, message, sent, received, last_success_at
            FROM caldav_sync_runs WHERE account_id = ?
            """,
            [.integer(id)]
        ).map { row in
            CalDAVSyncRun(
                finishedAt: try row.get(0),
                succeeded: try row.get(1) as Int64 == 1,
                message: try row.get(2),
                sent: Int(try row.get(3) as Int64),
                received: Int(try row.get(4) as Int64),
                lastSuccessAt: try row.get(5)
            )
        }
        return CalDAVAccount(
            id: id,
            name: try row.get(1),
            url: try row.get(2),
            user: try row.get(3),
            passwordCommand: try row.get(4),
            origin: try row.get(5),
            calendars: calendars,
            lastSync: run
        )
    }

    /// Removes an account and what homebook knew of its server; the planner's events stay.
    public func remove(_ name: String) throws {
        let account = try account(named: name)
        try database.write { db in
            UndoRecorder.describe("remove account \"\(account.name)\"", in: db)
            try database.execute("DELETE FROM caldav_accounts WHERE id = ?", [.integer(account.id)])
        }
    }

    /// Maps the remote calendar `remote` (its name or path) to the planner calendar `local`
    /// (created if missing), and syncs it again if it was skipped.
    public func map(account name: String, remote: String, to local: String) throws {
        let account = try account(named: name)
        let link = try calendar(remote, of: account)
        let localName = try Planner.title(local, field: "calendar name")
        try database.write { db in
            UndoRecorder.describe("map \"\(link.name)\" to calendar \"\(localName)\"", in: db)
            let id = try localCalendar(named: localName)
            try database.execute(
                "UPDATE caldav_calendars SET local_calendar_id = ?, skipped = 0 WHERE id = ?",
                [.integer(id), .integer(link.id)]
            )
        }
    }

    /// Leaves the remote calendar `remote` out of syncs (or, with `skipped` false, back in).
    public func skip(account name: String, remote: String, skipped: Bool = true) throws {
        let account = try account(named: name)
        let link = try calendar(remote, of: account)
        try database.write { db in
            UndoRecorder.describe(
                (skipped ? "skip" : "sync") + " calendar \"\(link.name)\" of \"\(account.name)\"",
                in: db
            )
            try database.execute(
                "UPDATE caldav_calendars SET skipped = ? WHERE id = ?",
                [.integer(skipped ? 1 : 0), .integer(link.id)]
            )
        }
    }

    /// The calendar of `account` whose name (any case) or path is `text`.
    private func calendar(_ text: String, of account: CalDAVAccount) throws -> CalDAVCalendarLink {
        let wanted = text.trimmingWhitespace()
        guard
            let link = account.calendars.first(where: {
                $0.name.lowercased() == wanted.lowercased() || $0.path == wanted
                    || $0.path == wanted + "/"
            })
        else { throw CalDAVError.unknownRemoteCalendar(account: account.name, name: wanted) }
        return link
    }

    /// The id of the planner calendar called `name` (any case), created when missing; a
    /// name the planner refuses (several lines) is made one line first.
    func localCalendar(named name: String) throws -> Int64 {
        let oneLine = name.split(whereSeparator: \.isNewline).joined(separator: " ")
        let valid = (try? Planner.title(oneLine, field: "calendar name")) ?? "Calendar"
        if let id: Int64 = try database.fetchOne(
            cached: "SELECT id FROM planner_calendars WHERE name = ?",
            [.text(valid)]
        )?.get(0) {
            return id
        }
        try database.execute(
            cached: "INSERT INTO planner_calendars (name) VALUES (?)",
            [.text(valid)]
        )
        return try database.fetchOne(cached: "SELECT last_insert_rowid()")?.get(0) ?? 0
    }

    /// A validated account name.
    static func name(_ text: String) throws(CalDAVError) -> String {
        guard let name = try? Planner.title(text, field: "account name") else {
            throw .invalidAccountName
        }
        return name
    }
}

extension HomebookStore {
    /// The CalDAV accounts of this store.
    public var calDAVAccounts: CalDAVAccounts {
        CalDAVAccounts(database: connection)
    }
}
