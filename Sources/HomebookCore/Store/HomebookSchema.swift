package import SQLiteWrapper

/// The schema: the SQL files of the top-level `migrations/` folder, compiled into the binary.
package enum HomebookSchema {
    /// Every embedded migration, in version order.
    ///
    /// - Throws: ``MigrationError/invalidMigrationList(_:)`` when a file name does not have
    ///   the `NNNN_name.sql` form (the schema tests catch this before it ships).
    package static func migrations() throws -> [Migration] {
        try EmbeddedMigrations.files.map { file in
            guard let migration = Migration(fileName: file.name, sql: file.sql) else {
                throw MigrationError.invalidMigrationList(
                    "\(file.name) is not named NNNN_name.sql"
                )
            }
            return migration
        }
    }

    /// The work SQL cannot do, by the version of the migration it completes.
    package static let followUps: [Int64: @Sendable (Database) throws -> Void] = [
        10: IDSequence.raiseAboveUndoLog
    ]

    /// The embedded files as (file name, SQL) pairs, for tests that compare them with disk.
    public static var embeddedFiles: [(name: String, sql: String)] {
        EmbeddedMigrations.files
    }
}
