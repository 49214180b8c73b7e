/// File paths taken literally, the way a person means them (docs/manual.md#storage).
///
/// SQLite reads some names specially: `:memory:` is an in-memory database that vanishes at
/// exit, and with URI filenames enabled in the library build, `file:…?mode=memory` is too. A
/// path that starts with `/` or `./` is never either, so relative paths get `./` in front.
/// Files whose names end like SQLite's companions are refused as targets: SQLite would later
/// treat them as a journal of some database and delete or replay them.
enum LiteralPath {
    /// The name to give SQLite for the file at `path`: the same file, never a URI or
    /// `:memory:`.
    static func forSQLite(_ path: String) -> String {
        path.hasPrefix("/") ? path : "./" + path
    }

    /// The endings SQLite gives a database's companion files.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Whether a file named `path` could be taken for a database's companion file.
    static func isCompanionName(_ path: String) -> Bool {
        companionSuffixes.contains { path.hasSuffix($0) }
    }
}
