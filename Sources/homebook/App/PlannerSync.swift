import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen Planner's `s`: syncs every account and says in one line what happened,
/// the offline notice included (docs/manual.md#sync).
enum PlannerSync {
    /// Syncs; a password comes from the account's command or `~/.netrc` (the screen owns
    /// the terminal, so none is asked).
    static func run(store: HomebookStore) -> String {
        do {
            let results = try CalDAVSync(store: store).runAll(
                named: nil,
                timeoutSeconds: 60,
                environment: { getenv($0).map { String(cString: $0) } },
                ask: nil
            )
            return CalDAVSync.summary(results)
        } catch {
            return "\(error)"
        }
    }
}
