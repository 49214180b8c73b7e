import SQLiteWrapper
import TestSupport
import Testing

private struct Cancelled: Error, Equatable {}

@Suite struct TransactionTests {
    private func makeTable(_ database: Database) throws {
        try database.execute("CREATE TABLE t (x INTEGER NOT NULL CHECK (x > 0)) STRICT")
    }

    private func count(_ database: Database) throws -> Int64 {
        try #require(try database.fetchOne("SELECT count(*) FROM t")).get(0)
    }

    @Test func aWriteCommitsEverything() throws {
        try withDatabase { database, _ in
            try makeTable(database)
            try database.write { db in
                try db.execute("INSERT INTO t VALUES (1)")
                try db.execute("INSERT INTO t VALUES (2)")
            }
            #expect(try count(database) == 2)
            #expect(database.isAutocommit)
        }
    }

    @Test func aThrowRollsBackEverythingAndRethrowsThatError() throws {
        try withDatabase { database, _ in
            try makeTable(database)
            #expect(throws: Cancelled()) {
                try database.write { db in
                    try db.execute("INSERT INTO t VALUES (1)")
                    throw Cancelled()
                }
            }
            #expect(try count(database) == 0)
            #expect(database.isAutocommit)
        }
    }

    @Test func theFirstErrorWinsOverLaterOnes() throws {
        try withDatabase { database, _ in
            try makeTable(database)
            let error = sqliteError {
                try database.write { db in
                    try db.execute("INSERT INTO t VALUES (1)")
                    do {
                        try db.execute("INSERT INTO t VALUES (-1)")
                    } catch {
                        // A cleanup that itself fails must not hide the first error.
                        try? db.execute("INSERT INTO nowhere VALUES (1)")
                        throw error
                    }
                }
            }
            #expect(error?.code == .constraintCheck)
            #expect(try count(database) == 0)
        }
    }

    @Test func aFullDiskRollsBackTheWholeWrite() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE big (x BLOB) STRICT")
            let pages = try #require(try database.fetchOne("PRAGMA page_count")).get(0) as Int64
            try database.execute("PRAGMA max_page_count = \(pages + 20)")
            let error = sqliteError {
                try database.write { db in
                    for _ in 0..<100 {
                        try db.execute(
                            "INSERT INTO big VALUES (?)",
                            [.blob(Array(repeating: 7, count: 4_000))]
                        )
                    }
                }
            }
            #expect(error?.code == .full)
            #expect(database.isAutocommit)
            #expect(
                try #require(try database.fetchOne("SELECT count(*) FROM big")).get(0) as Int64 == 0
            )
        }
    }

    @Test func aNestedWriteIsASavepointThatRollsBackAlone() throws {
        try withDatabase { database, _ in
            try makeTable(database)
            try database.write { db in
                try db.execute("INSERT INTO t VALUES (1)")
                #expect(throws: Cancelled()) {
                    try db.write { inner in
                        try inner.execute("INSERT INTO t VALUES (2)")
                        throw Cancelled()
                    }
                }
                try db.execute("INSERT INTO t VALUES (3)")
            }
            let values = try database.fetchAll("SELECT x FROM t ORDER BY x").map {
                try $0.get(0) as Int64
            }
            #expect(values == [1, 3])
        }
    }
}
