package import SQLiteWrapper

/// The schema: the SQL files of the top-level `migrations/` folder, compiled into the binary.
package enum HomebookSchema {
    /// Every embedded migration, in version order. Their file names were read and their
    /// checksums computed when they were embedded (a bad name fails the build).
    package static func migrations() -> [Migration] {
        EmbeddedMigrations.files.map { file in
            Migration(
                version: file.version,
                name: file.migration,
                sql: file.sql,
                checksum: file.checksum
            )
        }
    }

    /// The stamp of a database these migrations brought current (`Migrator.fingerprint`),
    /// computed when they were embedded: a current file is known without listing them.
    package static let fingerprint = EmbeddedMigrations.fingerprint

    /// The migrator of these migrations and their follow-ups.
    package static func migrator() throws -> Migrator {
        try Migrator(migrations: migrations(), followUps: followUps)
    }

    /// The work SQL cannot do, by the version of the migration it completes.
    package static let followUps: [Int64: @Sendable (Database) throws -> Void] = [
        10: IDSequence.raiseAboveUndoLog,
        29: GlobalIDs.fillAfterMigration,
    ]

    /// The embedded files as (file name, SQL, checksum computed at build time), for tests
    /// that compare them with disk.
    public static var embeddedFiles: [(name: String, sql: String, checksum: String)] {
        EmbeddedMigrations.files.map { ($0.name, $0.sql, $0.checksum) }
    }
}
