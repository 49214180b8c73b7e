import SQLiteWrapper
import TestSupport
import Testing

/// Writes what it is told, so a test can compare what each observer saw.
private final class Recording: WriteObserver {
    let name: String
    var log: [String]

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
    }

    func transactionDidBegin(_ database: Database) throws { log.append("\(name) begin") }
    func transactionWillCommit(_ database: Database) throws { log.append("\(name) commit?") }
    func transactionDidEnd(_ database: Database, committed: Bool) {
        log.append("\(name) " + (committed ? "committed" : "rolled back"))
    }
}

/// Any number of observers watch a connection's writes, and `data_version` tells of other
/// connections' commits.
@Suite struct WriteObserverTests {
    @Test func everyObserverIsToldOfEveryWriteInTheOrderAdded() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            let first = Recording("first")
            let second = Recording("second")
            database.addWriteObserver(first)
            database.addWriteObserver(second)
            try database.write { try $0.execute("INSERT INTO t VALUES (1)") }
            #expect(first.log == ["first begin", "first commit?", "first committed"])
            #expect(second.log == ["second begin", "second commit?", "second committed"])
            struct Refused: Error {}
            _ = try? database.write { _ in throw Refused() }
            #expect(second.log.last == "second rolled back")
            database.removeWriteObserver(first)
            try database.write { try $0.execute("INSERT INTO t VALUES (2)") }
            #expect(first.log.count == 5)
            #expect(second.log.count == 8)
        }
    }

    @Test func dataVersionMovesForAnotherConnectionsCommitOnly() throws {
        try withDatabase { database, path in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            let start = try database.dataVersion()
            try database.write { try $0.execute("INSERT INTO t VALUES (1)") }
            #expect(try database.dataVersion() == start)
            let other = try Database(path: path)
            try other.write { try $0.execute("INSERT INTO t VALUES (2)") }
            try other.close()
            #expect(try database.dataVersion() != start)
        }
    }
}
