/// Why a database cannot be brought to the current schema.
public enum MigrationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The database records a version this program does not know: a newer program made it.
    case newerDatabase(databaseVersion: Int64, knownVersion: Int64)
    /// An applied migration's recorded name or checksum differs from the embedded one.
    case changedMigration(version: Int64, name: String)
    /// The embedded list is not strictly increasing, or has duplicates.
    case invalidMigrationList(String)
    /// A migration left rows that violate a foreign key.
    case foreignKeyViolation(version: Int64, name: String)

    /// A message for the person at the keyboard.
    public var description: String {
        switch self {
        case .newerDatabase(let databaseVersion, let knownVersion):
            return "this database was created by a newer version of the program"
                + " (schema version \(databaseVersion); this one knows up to \(knownVersion));"
                + " it was left unchanged"
        case .changedMigration(let version, let name):
            return "migration \(version) (\(name)) differs from the one applied to this database;"
                + " migrations are append-only: add a new one instead of editing it"
        case .invalidMigrationList(let reason):
            return "invalid migration list: \(reason)"
        case .foreignKeyViolation(let version, let name):
            return "migration \(version) (\(name)) left foreign key violations; it was rolled back"
        }
    }
}
