package import SQLiteWrapper

/// SQLite's errors become ``StoreError``s here, and nowhere else.
///
/// Like GRDB's `DatabaseError`, the translation lives in one place: repositories reach the
/// database only through ``StoreConnection``, which calls it, so an error leaving the core is
/// already phrased for the person at the keyboard whichever front asked.
extension StoreError {
    /// Translates a SQLite error into what it means for the user's file at `path`.
    package init(_ error: SQLiteError, path: String) {
        switch error.code {
        case .notADatabase: self = .notADatabase(path: path)
        case .corrupt: self = .corrupt(path: path)
        case .readOnly: self = .readOnly(path: path)
        case .full: self = .diskFull
        case .busy, .locked: self = .busy
        case .cannotOpen: self = .cannotOpen(path: path, reason: error.message)
        default: self = .database(error.message)
        }
    }

    /// Any error from database work on the file at `path`, translated when it is SQLite's or
    /// the migrator's; domain errors (and errors already translated) pass through unchanged.
    static func translating(_ error: any Error, path: String) -> any Error {
        switch error {
        case let error as SQLiteError: return StoreError(error, path: path)
        case let error as MigrationError: return StoreError.migration(error.description)
        default: return error
        }
    }
}
