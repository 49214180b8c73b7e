internal import SQLiteWrapper

/// What a sync did, for the person at the keyboard.
public struct CalDAVSyncReport: Sendable {
    /// The account synced.
    public let account: String
    /// Events (objects) sent up: new, changed or deleted.
    public var sent = 0
    /// Events received: new, changed or deleted on the server.
    public var received = 0
    /// How many requests were made.
    public var requests = 0
    /// Titles of the events changed on both sides: the server's version won, the local one
    /// is kept as a conflict copy.
    public var conflicts: [String] = []
    /// Server objects left alone, with why (they stay on the server untouched).
    public var leftOut: [String] = []
}

/// Progress while a sync runs: events sent and received so far.
public struct CalDAVSyncProgress: Sendable {
    /// Events sent so far.
    public let sent: Int
    /// Events received so far (read from the server, applied a batch at a time).
    public let received: Int
}

/// Two-way sync of an account's calendars (docs/manual.md#sync).
///
/// Per calendar, what changed on the server (sync-collection, else a full ETag listing), then
/// local changes go up (PUT with If-Match or If-None-Match: *, DELETE with If-Match).
/// What is learnt is applied a batch at a time (each answer, at most 500 objects) inside one
/// transaction held for the whole sync, so memory stays flat however many events arrive. A
/// sync cut short leaves the planner as it was; the next one finds
/// its own uploads on the server, recognises them by content and UID, and finishes without
/// duplicating anything.
public struct CalDAVSync {
    let store: HomebookStore
    let zone: LocalZone

    /// A sync of `store`'s accounts, in the local time zone.
    public init(store: HomebookStore) {
        self.init(store: store, zone: .current)
    }

    /// A sync in `zone` (tests pin one).
    package init(store: HomebookStore, zone: LocalZone) {
        self.store = store
        self.zone = zone
    }

    /// Syncs `account` with `password`; each request may take `timeoutSeconds`.
    ///
    /// On failure the error is recorded as the account's last sync and thrown; nothing
    /// local has changed. `isCancelled` is asked before each request, while it runs and
    /// before each batch is applied: true throws ``CalDAVError/cancelled``, the transaction
    /// rolls back and nothing is recorded.
    public func run(
        _ account: CalDAVAccount,
        password: String,
        timeoutSeconds: Int,
        progress: ((CalDAVSyncProgress) -> Void)? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) throws -> CalDAVSyncReport {
        let client = CalDAVClient(
            origin: account.origin,
            user: account.user,
            password: password,
            timeoutSeconds: timeoutSeconds,
            isCancelled: isCancelled
        )
        let now = Int64(SystemCalls.now())
        var session = SyncSession(
            planner: store.planner(in: zone),
            accounts: store.calDAVAccounts,
            client: client,
            zone: zone,
            report: CalDAVSyncReport(account: account.name),
            progress: progress,
            applyBatch: { batch in
                if isCancelled?() == true { throw CalDAVError.cancelled }
                try apply(batch, now: now)
            }
        )
        do {
            // One transaction for the whole sync: batches are applied as they arrive (so
            // memory stays flat), and a failure anywhere rolls all of them back.
            try store.connection.write { db in
                UndoRecorder.describe("sync \"\(account.name)\"", in: db)
                // Undo keeps the events the sync adds as one rowid range (a session holding
                // 50,000 new rows took 45 MB); edits and deletions are recorded as usual.
                try UndoRecorder.beginRange(of: "planner_events", in: db)
                try session.plan(account)
                session.report.requests = client.requestCount
                // The last look before the transaction commits: a cancel wins until here.
                if isCancelled?() == true { throw CalDAVError.cancelled }
                try finish(session.plan, account: account, report: session.report, now: now)
            }
        } catch CalDAVError.cancelled {
            throw CalDAVError.cancelled
        } catch let error as CalDAVError {
            try recordFailure(account, error.description)
            throw error
        }
        return session.report
    }

    /// Records a failed sync as the account's last one.
    func recordFailure(_ account: CalDAVAccount, _ message: String) throws {
        try store.connection.write { _ in
            try store.connection.execute(
                """
                INSERT INTO caldav_sync_runs (account_id, finished_at, succeeded, message)
                VALUES (?, ?, 0, ?)
                ON CONFLICT (account_id) DO UPDATE SET finished_at = excluded.finished_at,
                    succeeded = 0, message = excluded.message, sent = 0, received = 0
                """,
                [.integer(account.id), .integer(Int64(SystemCalls.now())), .text(message)]
            )
        }
    }
}

extension CalDAVSync {
    /// Syncs the account called `name`, or every account, one after the other; each
    /// account's password comes from ``CalDAVPassword/find(account:command:host:user:environment:ask:)``.
    ///
    /// - Returns: each account's report or error (one failing does not stop the others; a
    ///   cancel does: the account it stopped ends the list with ``CalDAVError/cancelled``).
    /// - Throws: ``CalDAVError/unknownAccount(_:)``, and database errors.
    public func runAll(
        named name: String?,
        timeoutSeconds: Int,
        environment: (String) -> String?,
        ask: ((_ user: String, _ host: String) -> String?)?,
        progress: ((String, CalDAVSyncProgress) -> Void)? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) throws -> [(account: String, outcome: Result<CalDAVSyncReport, CalDAVError>)] {
        let accounts = store.calDAVAccounts
        let chosen = try name.map { [try accounts.account(named: $0)] } ?? accounts.list()
        var results: [(account: String, outcome: Result<CalDAVSyncReport, CalDAVError>)] = []
        for account in chosen {
            do {
                let password: String
                do {
                    password = try CalDAVPassword.find(
                        account: account.name,
                        command: account.passwordCommand,
                        host: account.netrcHost,
                        user: account.user,
                        environment: environment,
                        ask: ask.map { ask in { ask(account.user, account.netrcHost) } }
                    )
                } catch {
                    try recordFailure(account, error.description)
                    throw error
                }
                let report = try run(
                    account,
                    password: password,
                    timeoutSeconds: timeoutSeconds,
                    progress: progress.map { tell in { tell(account.name, $0) } },
                    isCancelled: isCancelled
                )
                results.append((account.name, .success(report)))
            } catch let error as CalDAVError {
                results.append((account.name, .failure(error)))
                if error == .cancelled { break }
            }
        }
        return results
    }
}
