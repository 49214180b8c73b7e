import HomebookCore
import SQLiteWrapper

/// Opens a new store on a file in a fresh temporary folder, runs `body` with it and the
/// folder, and closes it: the one way tests get a real database to work on.
@discardableResult
public func withTemporaryStore<Result>(
    named name: String = "test.sqlite",
    _ body: (_ store: HomebookStore, _ folder: String) throws -> Result
) throws -> Result {
    try withTemporaryDirectory { folder in
        try withStore(at: folder + "/" + name) { store in try body(store, folder) }
    }
}

/// Opens the store at `path` (a file a test made, often through the built binary), runs
/// `body` with it and closes it, so a test never leaves a connection open behind it.
///
/// Tests of opening itself (permissions, migrations, planted files) call
/// `HomebookStore.open` directly, because opening is what they check.
@discardableResult
public func withStore<Result>(
    at path: String,
    _ body: (_ store: HomebookStore) throws -> Result
) throws -> Result {
    let store = try HomebookStore.open(path: path)
    defer { try? store.close() }
    return try body(store)
}

/// Makes the open store's file look as a newer homebook leaves it: a migration this one does
/// not know recorded, and the stamp of that homebook's migrations in place of this one's
/// (every migration clears the stamp in its own transaction; Migrator+Stamp.swift).
public func markAsMigratedByANewerHomebook(_ store: HomebookStore) throws {
    try store.database.execute(
        "INSERT INTO schema_migrations VALUES (9999, 'future', 'x', '2030-01-01T00:00:00Z')"
    )
    try store.database.execute("PRAGMA user_version = 0")
}
