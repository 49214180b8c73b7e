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
        do {
            return try DatabaseLocation.resolve(commandLine: path)
        } catch .emptyPath(let setting) {
            throw ValidationError(StoreError.emptyPath(setting: setting).description)
        }
    }

    /// Opens the store, runs `body` with it, and closes it; database errors become
    /// one-line messages for `Error: …`.
    func withStore<Result>(_ body: (HomebookStore) throws -> Result) throws -> Result {
        let path = try resolvedPath()
        let store = try HomebookStore.open(path: path)
        do {
            let result = try body(store)
            try store.close()
            return result
        } catch {
            throw HomebookStore.translate(error, path: path)
        }
    }
}
