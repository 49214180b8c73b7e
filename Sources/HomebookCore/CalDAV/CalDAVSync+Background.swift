/// A calendar sync run away from the screen (docs/manual.md#sync): on a thread of its own,
/// with a database connection of its own, so the full-screen Planner keeps answering keys.
extension CalDAVSync {
    /// Syncs every account of the database at `path` through a connection opened here and
    /// closed before returning; the one line ``summary(_:)`` says what happened.
    ///
    /// A password comes from the account's command or `~/.netrc` (no terminal to ask on).
    /// When `isCancelled` turns true the running account's transaction rolls back and the
    /// line says "sync cancelled; nothing changed".
    public static func syncAll(
        databaseAt path: String,
        timeoutSeconds: Int,
        environment: (String) -> String?,
        isCancelled: @escaping @Sendable () -> Bool
    ) -> String {
        let store: HomebookStore
        do {
            store = try HomebookStore.open(path: path)
        } catch {
            return "\(error)"
        }
        defer { try? store.close() }
        do {
            let results = try CalDAVSync(store: store).runAll(
                named: nil,
                timeoutSeconds: timeoutSeconds,
                environment: environment,
                ask: nil,
                isCancelled: isCancelled
            )
            return summary(results)
        } catch {
            return "\(error)"
        }
    }
}
