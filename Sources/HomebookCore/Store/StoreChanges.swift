internal import SQLiteWrapper

/// Counts the write transactions committed through one connection: one of the connection's
/// write observers, beside undo's recorder.
final class CommitCounter: WriteObserver {
    /// How many outermost writes committed so far.
    private(set) var count = 0
    /// The last `data_version` read, kept for when the question fails.
    var dataVersion: Int64 = 0

    func transactionDidBegin(_ database: Database) throws {}
    func transactionWillCommit(_ database: Database) throws {}
    func transactionDidEnd(_ database: Database, committed: Bool) {
        if committed { count += 1 }
    }
}

/// What a front compares to learn that the stored data changed: a write through this store,
/// or a commit by any other connection (another process, a second window, a script).
public struct StoreChangeStamp: Hashable, Sendable {
    /// The writes committed through this store.
    let commitsHere: Int
    /// SQLite's `data_version`: it changes when another connection commits.
    let otherConnections: Int64
}

extension HomebookStore {
    /// The data's current stamp: a different stamp means something was committed since
    /// (docs/manual.md#full-screen-app). One cheap pragma, no table read, so an idle screen
    /// can ask twice a second; when the question fails the stamp stays as it was.
    public func changeStamp() -> StoreChangeStamp {
        if let version = try? database.dataVersion() { commits.dataVersion = version }
        return StoreChangeStamp(commitsHere: commits.count, otherConnections: commits.dataVersion)
    }
}
