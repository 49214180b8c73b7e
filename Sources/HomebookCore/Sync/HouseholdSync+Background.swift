/// What a sync run on its own connection gave (docs/manual.md#household-sync): for the
/// full-screen app, which syncs in the background.
public enum HouseholdSyncOutcome: Sendable {
    /// The database is not a member of a household: nothing to do.
    case notMember
    /// The run's report, and the conflicts still open after it.
    case done(HouseholdSyncReport, openConflicts: Int)
    /// The run stopped with this message; nothing it had not finished changed.
    case failed(String)
}

extension HouseholdSync {
    /// Whether this database is a member of a household.
    public var isMember: Bool {
        ((try? connection.read { try SyncSite.current($0) }) ?? nil) != nil
    }

    /// Opens its own connection to the database at `path`, syncs and closes it. It shares
    /// nothing with the caller's store, so a background thread may run it while the caller
    /// keeps using its own; the caller sees the merged rows as a change made elsewhere.
    public static func run(databaseAt path: String) -> HouseholdSyncOutcome {
        let store: HomebookStore
        do {
            store = try HomebookStore.open(path: path)
        } catch {
            return .failed("\(error)")
        }
        defer { try? store.close() }
        let sync = store.householdSync
        guard sync.isMember else { return .notMember }
        do {
            let report = try sync.run()
            return .done(report, openConflicts: Int(try sync.status().conflicts))
        } catch {
            return .failed("\(error)")
        }
    }
}
