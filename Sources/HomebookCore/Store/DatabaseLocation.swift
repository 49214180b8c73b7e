/// Where the database file lives: the first of these that is set wins.
///
/// 1. `--db PATH` on the command line;
/// 2. the `HOMEBOOK_DB` environment variable;
/// 3. `$XDG_DATA_HOME/homebook/homebook.sqlite`;
/// 4. `~/.local/share/homebook/homebook.sqlite`.
public enum DatabaseLocation {
    /// The file name inside the data folder.
    public static let fileName = "homebook.sqlite"

    /// Resolves the database path.
    ///
    /// - Parameters:
    ///   - commandLine: the `--db` value, if given.
    ///   - environment: looks up an environment variable (injected so tests stay hermetic).
    /// `--db` and `HOMEBOOK_DB` are taken literally; an empty one is an error, not "unset".
    ///
    /// - Throws: ``StoreError/emptyPath(setting:)`` for an empty `--db` or `HOMEBOOK_DB`;
    ///   ``StoreError/cannotOpen(path:reason:)`` when no location can be found
    ///   (no `--db`, no `HOMEBOOK_DB`, no `XDG_DATA_HOME` and no `HOME`).
    public static func resolve(
        commandLine: String?,
        environment: (String) -> String? = processEnvironment
    ) throws(StoreError) -> String {
        if let path = commandLine {
            guard !path.isEmpty else { throw .emptyPath(setting: "--db") }
            return path
        }
        if let path = environment("HOMEBOOK_DB") {
            guard !path.isEmpty else { throw .emptyPath(setting: "HOMEBOOK_DB") }
            return path
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let dataHome = nonEmpty(environment("XDG_DATA_HOME")), dataHome.hasPrefix("/") {
            return join(dataHome, "homebook", fileName)
        }
        if let home = nonEmpty(environment("HOME")) {
            return join(home, ".local/share/homebook", fileName)
        }
        throw .cannotOpen(
            path: fileName,
            reason: "HOME is not set; pass --db PATH or set HOMEBOOK_DB"
        )
    }

    /// Reads a variable from this process's environment.
    public static func processEnvironment(_ name: String) -> String? {
        SystemCalls.environment(name)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private static func join(_ parts: String...) -> String {
        var path = ""
        for part in parts {
            if path.isEmpty || path.hasSuffix("/") {
                path += part
            } else {
                path += "/" + part
            }
        }
        return path
    }
}
