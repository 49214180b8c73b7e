import ArgumentParser
import HomebookCore

/// The `--db PATH` option, accepted by every command anywhere on the command line.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The database file.",
            discussion: """
                Default: $HOMEBOOK_DB, else $XDG_DATA_HOME/homebook/homebook.sqlite, \
                else ~/.local/share/homebook/homebook.sqlite.
                """,
            valueName: "path"
        )
    )
    var path: String?

    /// The resolved database path; an empty `--db` or `HOMEBOOK_DB` is a usage error.
    func resolvedPath() throws -> String {
        try Self.resolvedPath(path)
    }

    /// The path `--db` (nil when not given) resolves to; see `resolvedPath()`.
    static func resolvedPath(_ path: String?) throws -> String {
        do {
            return try DatabaseLocation.resolve(commandLine: path)
        } catch .emptyPath(let setting) {
            throw ValidationError(StoreError.emptyPath(setting: setting).description)
        }
    }

    /// Opens the store, runs `body` with it, and closes it; the core's errors arrive
    /// already phrased as one-line messages for `Error: …`. A command that creates the
    /// file says so on standard error, so a mistyped `--db` path is noticed. Due repeating
    /// items are posted first (docs/manual.md#schedules), except when `postingSchedules` is
    /// false: undo, redo, settings and the `budget repeat` commands act on the file as it is.
    func withStore<Result>(
        postingSchedules: Bool = true,
        readingOnly: Bool = false,
        _ body: (HomebookStore) throws -> Result
    ) throws -> Result {
        try Self.withStore(
            at: try resolvedPath(),
            postingSchedules: postingSchedules,
            readingOnly: readingOnly,
            body
        )
    }

    /// `withStore(postingSchedules:_:)` for a path already resolved; `readingOnly` for a
    /// command that only reads (see `FrontStore.open`).
    static func withStore<Result>(
        at path: String,
        postingSchedules: Bool = true,
        readingOnly: Bool = false,
        _ body: (HomebookStore) throws -> Result
    ) throws -> Result {
        let store = try FrontStore.open(
            path: path,
            postsSchedules: postingSchedules,
            readingOnly: readingOnly
        )
        let result = try body(store)
        try store.close()
        return result
    }
}
