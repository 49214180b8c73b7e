package import SQLiteWrapper

/// An open homebook database: one SQLite file, configured and migrated.
///
/// Opening does only what every command needs: create the file privately when it is new,
/// refuse files that are not homebook databases (or come from a newer homebook) before
/// writing anything, switch on WAL with `synchronous=FULL`, and apply pending migrations.
/// Module repositories hang off the store in extensions (`store.recipes`, `store.ledger`, …).
public final class HomebookStore {
    /// The database file's path.
    public let path: String
    /// The configured connection; the core's repositories reach it through ``connection``,
    /// tests through `package` access.
    package let database: Database
    /// Whether this open created the file: a front says so, so a mistyped path is noticed.
    public private(set) var isNew = false
    /// Whether the store was opened only to read (``open(path:readingOnly:)``): a write
    /// through it fails, and due repeating items are not posted through it.
    public private(set) var isOpenForReadingOnly = false
    /// Counts the changes committed through this connection (see ``changeStamp()``).
    let commits = CommitCounter()

    /// The connection as repositories use it: SQLite's errors leave the core translated.
    var connection: StoreConnection {
        StoreConnection(database: database, path: path)
    }

    private init(path: String, database: Database) {
        self.path = path
        self.database = database
    }

    /// Opens the database at `path`, creating it (and its folders) when missing.
    ///
    /// New folders get mode 0700 and a new file mode 0600: it holds personal financial data.
    ///
    /// With `readingOnly`, a file that exists and needs no migration is opened read-only
    /// (``isOpenForReadingOnly``), for a command that only reads: SQLite then loads the
    /// schema without the CHECK constraints only a write needs, about a tenth of a report's
    /// start-up (docs/manual.md#storage). Any other file, and any failure of that opening, is
    /// opened as without it.
    ///
    /// - Throws: ``StoreError`` for every failure; the file is left unchanged.
    public static func open(
        path: String,
        readingOnly: Bool = false
    ) throws(StoreError) -> HomebookStore {
        if SystemCalls.isDirectory(path) {
            throw .file(.isDirectory(path: path))
        }
        if readingOnly, SystemCalls.exists(path), let store = try connectForReading(path: path) {
            return store
        }
        var created = false
        if !SystemCalls.exists(path) {
            do {
                if let folder = parentFolder(of: path) { try SystemCalls.createDirectories(folder) }
                try SystemCalls.createEmptyPrivateFile(path)
                created = true
            } catch .exists {
                // Another process created it a moment ago; open it if it is ours (below).
            } catch {
                throw .file(error)
            }
        }
        try PrivateDatabaseFiles.secureDatabase(path)
        let companions = try PrivateDatabaseFiles.secureCompanions(of: path)
        do {
            let store = try connect(path: path)
            store.isNew = created
            return store
        } catch .notADatabase(let path) {
            // Not a database: no homebook can be using the companions made for it a moment
            // ago, so they go (any other failure keeps them: another process may use them).
            companions.forEach(SystemCalls.removeFile)
            throw .notADatabase(path: path)
        }
    }

    /// Opens and migrates the database, reading it without a shared `-shm` on a full disk.
    private static func connect(path: String) throws(StoreError) -> HomebookStore {
        do {
            do {
                return try connect(path: path, exclusiveLocking: false)
            } catch let error as SQLiteError
                where [.ioError, .full, .cannotOpen].contains(error.code.primary)
            {
                // A full disk cannot grow the -shm file that WAL reads share, and every read
                // would fail. Keep the ledger readable: the wal-index then lives in heap
                // memory under an exclusive lock, which other processes wait for (they never
                // see a half-shared index). Writes still fail whole with "the disk is full".
                return try connect(path: path, exclusiveLocking: true)
            }
        } catch {
            switch StoreError.translating(error, path: path) {
            case let error as StoreError: throw error
            case let error: throw .database("\(error)")
            }
        }
    }

    /// Opens a current database read-only, after the same checks of the file and its
    /// companions as ``open(path:readingOnly:)``; nil when it is not current or cannot be
    /// opened so, and the usual opening then migrates it or says what is wrong.
    private static func connectForReading(path: String) throws(StoreError) -> HomebookStore? {
        try PrivateDatabaseFiles.secureDatabase(path)
        let companions = try PrivateDatabaseFiles.secureCompanions(of: path)
        let database: Database
        do {
            database = try Database(path: LiteralPath.forSQLite(path), mode: .readOnly)
        } catch let error as SQLiteError where error.code.primary == .notADatabase {
            // As when opening for writing: no homebook can be using the companions made for
            // a file that is not a database a moment ago, so they go.
            companions.forEach(SystemCalls.removeFile)
            throw .notADatabase(path: path)
        } catch let error as SQLiteError where error.code.primary == .busy {
            // Another process holds the file past the busy timeout: opening for writing would
            // wait as long again and fail the same way.
            throw StoreError(error, path: path)
        } catch {
            return nil
        }
        guard
            Migrator.isStamped(database, with: HomebookSchema.fingerprint)
                || (try? HomebookSchema.migrator())?.isCurrent(database) == true
        else {
            try? database.close()
            return nil
        }
        try? database.execute("PRAGMA cache_size = -\(cachedCleanKiB)")
        let store = HomebookStore(path: path, database: database)
        store.isOpenForReadingOnly = true
        return store
    }

    private static func connect(path: String, exclusiveLocking: Bool) throws -> HomebookStore {
        let database = try Database(
            path: LiteralPath.forSQLite(path),
            mode: .readWrite,
            exclusiveLocking: exclusiveLocking
        )
        try database.execute("PRAGMA cache_size = -\(cachedCleanKiB)")
        try database.execute("PRAGMA cache_spill = \(changedPagesBeforeSpill)")
        let store = HomebookStore(path: path, database: database)
        try store.prepareSchema()
        // Every write from now on, from any front, becomes one undoable change.
        if !database.isReadOnly && !undoRecordingSwitchedOffForMeasurement {
            database.addWriteObserver(UndoRecorder())
        }
        database.addWriteObserver(store.commits)
        return store
    }

    /// SQLite's page cache, in KiB. Most commands read each page once (a month of the planner
    /// touches about 750 scattered pages), and every page cached is fresh memory the kernel
    /// must fault in, about 3 µs a page here: SQLite's default of 2 MB cost a month listing
    /// 2 ms and saved it nothing. B-tree interior pages, the ones read again, fit in 256 KiB.
    static let cachedCleanKiB = 256
    /// Pages a write transaction may change before SQLite writes them out early, as with the
    /// default cache (2 MB of 4 KiB pages): pages being changed are held beyond the size
    /// above (`PRAGMA cache_spill`), so an import keeps what it changes in memory as before.
    static let changedPagesBeforeSpill = 500

    /// `HOMEBOOK_BENCH_WITHOUT_UNDO=1` opens stores without undo recording. It exists only so
    /// `scripts/bench` can measure what recording costs (the same binary with and without);
    /// it is not a user setting (CONTRIBUTING.md, "Benchmarks").
    private static var undoRecordingSwitchedOffForMeasurement: Bool {
        SystemCalls.environment("HOMEBOOK_BENCH_WITHOUT_UNDO") == "1"
    }

    private func prepareSchema() throws {
        // Check first, write after: a database from a newer homebook is refused untouched.
        // A stamped file is current without reading its records (Migrator+Stamp.swift), or
        // even listing the migrations.
        let stamped = Migrator.isStamped(database, with: HomebookSchema.fingerprint)
        let migrator = stamped ? nil : try HomebookSchema.migrator()
        var pending: [Migration] = []
        if let migrator, !migrator.isCurrent(database) {
            pending = try migrator.pendingMigrations(in: database)
        }
        if database.isReadOnly {
            guard pending.isEmpty else { throw StoreError.readOnly(path: path) }
            return
        }
        // WAL lets the menu read while a script writes; FULL makes a returned commit durable.
        do {
            try database.execute("PRAGMA journal_mode = WAL")
        } catch let error as SQLiteError where error.code.primary == .full {
            // A file in another journal mode (a copy made elsewhere, `sqlite3` set it) on a
            // full disk: switching writes its header, and opening for reading writes
            // nothing (docs/manual.md#storage). It is read in its own mode; a write fails
            // whole with "the disk is full", and the next opening with room switches it.
        }
        try database.execute("PRAGMA synchronous = FULL")
        if let migrator, !pending.isEmpty {
            try migrator.migrate(
                database,
                now: SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())
            )
            // Every page the migrations wrote is in the WAL now, each rewrite appended again
            // (about 1.7 MB for a new book, five times the file). Copy them into the file and
            // empty the WAL, so a small disk still holds the book and its later commits. A
            // checkpoint that cannot finish (a reader, a full disk) is left to SQLite's own.
            _ = try? database.fetchOne("PRAGMA wal_checkpoint(TRUNCATE)")
        } else if let migrator {
            // A book brought current before files were stamped: stamped now, once. It is
            // only a shortcut for later openings, so a failure (a full disk) changes nothing.
            _ = try? migrator.stamp(database)
        }
    }

    /// Closes the connection, finalizing cached statements.
    public func close() throws {
        try connection.access { try $0.close() }
    }

    private static func parentFolder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = String(path[..<slash])
        return folder.isEmpty ? nil : folder
    }
}
