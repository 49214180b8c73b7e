import Foundation
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct DatabaseTests {
    @Test func foreignKeysAreOn() throws {
        try withDatabase { database, _ in
            let row = try #require(try database.fetchOne("PRAGMA foreign_keys"))
            #expect(try row.get(0) as Int64 == 1)
        }
    }

    @Test func doubleQuotedStringLiteralsAreRejected() throws {
        try withDatabase { database, _ in
            let error = sqliteError { _ = try database.fetchOne("SELECT \"not a column\"") }
            #expect(error?.message.contains("no such column") == true)
        }
    }

    @Test func aTextFileIsRejectedAtOpenAndLeftUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/notes.txt"
            let text = String(repeating: "my private notes, not a database\n", count: 200)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let error = sqliteError { _ = try Database(path: path) }
            #expect(error?.code == .notADatabase)
            #expect(fileBytes(path) == Data(text.utf8))
        }
    }

    @Test func aMissingFileIsNotCreatedInReadWriteMode() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/missing.sqlite"
            let error = sqliteError { _ = try Database(path: path, mode: .readWrite) }
            #expect(error?.code == .cannotOpen)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func aSecondStatementInOnePrepareIsRejected() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            let error = sqliteError { _ = try database.prepare("SELECT 1; DROP TABLE t") }
            #expect(error?.code == .misuse)
            #expect(try database.fetchOne("SELECT count(*) FROM t") != nil)
            // A trailing semicolon, space or comment is not a second statement.
            _ = try database.prepare("SELECT 1; -- done\n")
        }
    }

    @Test func scriptsRunEveryStatementAndNameTheOneThatFails() throws {
        try withDatabase { database, _ in
            try database.execute(script: "CREATE TABLE a (x INTEGER); CREATE TABLE b (y INTEGER);")
            #expect(try database.fetchAll("SELECT name FROM sqlite_schema").count == 2)
            let error = sqliteError {
                try database.execute(
                    script: "INSERT INTO a VALUES (1); INSERT INTO nowhere VALUES (2);"
                )
            }
            #expect(error?.sql == "INSERT INTO nowhere VALUES (2);")
        }
    }

    @Test func closingWithALiveStatementReportsItAndCachedOnesAreFinalized() throws {
        try withTemporaryDirectory { folder in
            let database = try Database(path: folder + "/t.sqlite")
            _ = try database.cachedStatement("SELECT 1")
            #expect(database.cachedStatementCount == 1)
            var leaked: Statement? = try database.prepare("SELECT 2")
            let error = sqliteError { try database.close() }
            #expect(error?.code == .busy)
            #expect(error?.message.contains("SELECT 2") == true)
            leaked = nil
            _ = leaked
            try database.close()
        }
    }

    @Test func aFinishedFetchLeavesNoStatementBusy() throws {
        try withDatabase { database, path in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            try database.execute("INSERT INTO t VALUES (1), (2), (3)")
            let statement = try database.cachedStatement("SELECT x FROM t")
            _ = try statement.fetchOne()
            // A busy statement would hold a read lock and block the other connection's
            // exclusive transaction.
            let other = try Database(path: path, busyTimeoutMilliseconds: 0)
            try other.execute("BEGIN EXCLUSIVE")
            try other.execute("COMMIT")
            try other.close()
        }
    }

    @Test func aSecondWriterWaitsThenReportsBusy() throws {
        try withDatabase { database, path in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            try database.execute("BEGIN IMMEDIATE")
            let other = try Database(path: path, busyTimeoutMilliseconds: 50)
            let error = sqliteError {
                try other.write { try $0.execute("INSERT INTO t VALUES (1)") }
            }
            #expect(error.map { ResultCode.busy ~= $0.code } == true)
            try database.execute("ROLLBACK")
            try other.write { try $0.execute("INSERT INTO t VALUES (1)") }
            try other.close()
        }
    }
}
