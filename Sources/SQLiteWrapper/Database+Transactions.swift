extension Database {
    /// Runs `body` inside `BEGIN IMMEDIATE` … `COMMIT`: one atomic, durable write.
    ///
    /// IMMEDIATE takes the write lock up front, so another process's lock is waited for
    /// under the busy timeout instead of failing later with an unretryable SQLITE_BUSY
    /// when a read transaction tries to upgrade.
    ///
    /// When `body` throws, or the commit fails, the transaction is rolled back and the
    /// **first** error is rethrown. Inside an open transaction, `write` nests as a savepoint.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/lang_transaction.html>
    public func write<Result>(_ body: (Database) throws -> Result) throws -> Result {
        guard isAutocommit else {
            return try savepoint(body)
        }
        let observers = writeObservers
        guard !observers.isEmpty else {
            return try transaction(begin: "BEGIN IMMEDIATE", body)
        }
        var committed = false
        defer {
            for observer in observers { observer.transactionDidEnd(self, committed: committed) }
        }
        let result = try transaction(begin: "BEGIN IMMEDIATE") { db in
            for observer in observers { try observer.transactionDidBegin(db) }
            let result = try body(db)
            for observer in observers { try observer.transactionWillCommit(db) }
            return result
        }
        committed = true
        return result
    }

    /// Adds `observer` to those told of every outermost write (see ``WriteObserver``); any
    /// number may watch one connection, each told in the order it was added.
    public func addWriteObserver(_ observer: any WriteObserver) {
        writeObservers.append(observer)
    }

    /// Stops telling `observer` of writes.
    public func removeWriteObserver(_ observer: any WriteObserver) {
        writeObservers.removeAll { $0 === observer }
    }

    /// A number that changes whenever another connection (another process, or another
    /// connection of this one) commits a change to the file; this connection's own commits
    /// leave it as it was. Cheap enough to ask several times a second.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/pragma.html#pragma_data_version>
    public func dataVersion() throws -> Int64 {
        guard let row = try fetchOne("PRAGMA data_version") else { return 0 }
        return try row.get(0)
    }

    /// Runs `body` inside a read transaction, so several queries see one snapshot.
    public func read<Result>(_ body: (Database) throws -> Result) throws -> Result {
        guard isAutocommit else {
            return try body(self)
        }
        return try transaction(begin: "BEGIN DEFERRED", body)
    }

    private func transaction<Result>(
        begin: String,
        _ body: (Database) throws -> Result
    ) throws -> Result {
        try execute(begin)
        do {
            let result = try body(self)
            try execute("COMMIT")
            return result
        } catch {
            rollbackIfOpen()
            throw error
        }
    }

    private func savepoint<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try execute("SAVEPOINT nested_write")
        do {
            let result = try body(self)
            try execute("RELEASE nested_write")
            return result
        } catch {
            // ROLLBACK TO undoes the savepoint's work but keeps it open; RELEASE closes it.
            try? execute("ROLLBACK TO nested_write")
            try? execute("RELEASE nested_write")
            throw error
        }
    }

    /// Rolls back only when a transaction is still open.
    ///
    /// > If certain kinds of errors occur within a transaction, the transaction may or may
    /// > not be rolled back automatically. (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY, SQLITE_NOMEM)
    ///
    /// A ROLLBACK without a transaction would fail and hide the first error.
    private func rollbackIfOpen() {
        if !isAutocommit {
            try? execute("ROLLBACK")
        }
    }
}
