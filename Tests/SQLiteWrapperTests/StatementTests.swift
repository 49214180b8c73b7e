import SQLiteWrapper
import TestSupport
import Testing

@Suite struct StatementTests {
    static let values: [DatabaseValue] = [
        .null,
        .integer(0),
        .integer(Int64.max),
        .integer(Int64.min),
        .integer(-1),
        .real(3.141_592_653_589_793),
        .real(-0.0),
        .real(Double.greatestFiniteMagnitude),
        .text(""),
        .text("plain"),
        .text("with\0embedded\0NULs"),
        .text("Crème brûlée 🍮 — 日本語"),
        .text(String(repeating: "x", count: 100_000)),
        .blob([]),
        .blob([0, 1, 2, 255, 0]),
    ]

    @Test(arguments: values)
    func valuesRoundTripUnchanged(_ value: DatabaseValue) throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (v ANY) STRICT")
            try database.execute("INSERT INTO t VALUES (?)", [value])
            let row = try #require(try database.fetchOne("SELECT v, typeof(v) FROM t"))
            #expect(row[0] == value)
            #expect(try row.get(1) as String == value.storageClass.lowercased())
        }
    }

    @Test func typedDecodingReadsAndRejects() throws {
        try withDatabase { database, _ in
            let row = try #require(try database.fetchOne("SELECT 42 AS n, 'x' AS s, NULL AS z"))
            #expect(try row.get("n") as Int64 == 42)
            #expect(try row.get(1) as String == "x")
            #expect(try row.get("z") as String? == nil)
            #expect(throws: RowDecodingError.self) { _ = try row.get("s") as Int64 }
            #expect(throws: RowDecodingError.self) { _ = try row.get("missing") as Int64 }
        }
    }

    @Test func int64ReadsIntegersInPlaceAndRejectsTheRest() throws {
        try withDatabase { database, _ in
            var read: [Int64] = []
            var refused: [Int] = []
            try database.prepare("SELECT ?, ?, 'x', NULL, 1.5").forEachRow([
                .integer(Int64.max), .integer(Int64.min),
            ]) { row in
                read = [try row.int64(0), try row.int64(1)]
                for index in 2...5 where (try? row.int64(index)) == nil { refused.append(index) }
            }
            #expect(read == [Int64.max, Int64.min])
            #expect(refused == [2, 3, 4, 5])
        }
    }

    @Test func aWrongArgumentCountIsMisuse() throws {
        try withDatabase { database, _ in
            let statement = try database.prepare("SELECT ?, ?")
            let error = sqliteError { try statement.bind([.integer(1)]) }
            #expect(error?.code == .misuse)
        }
    }

    @Test func aStatementRunsAgainWithNewArguments() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            let insert = try database.cachedStatement("INSERT INTO t VALUES (?)")
            for number in 1...100 { try insert.execute([.integer(Int64(number))]) }
            let sum = try #require(try database.fetchOne("SELECT sum(x) FROM t"))
            #expect(try sum.get(0) as Int64 == 5050)
            #expect(try database.cachedStatement("INSERT INTO t VALUES (?)") === insert)
        }
    }

    @Test func rowsStreamInOrder() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (x INTEGER) STRICT")
            try database.execute("INSERT INTO t VALUES (3), (1), (2)")
            var seen: [Int64] = []
            try database.prepare("SELECT x FROM t ORDER BY x").forEachRow {
                seen.append(try $0.get(0))
            }
            #expect(seen == [1, 2, 3])
        }
    }

    @Test func rowsReadInPlaceDecodeAsCopiedRowsDo() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (id INTEGER, name TEXT, note TEXT)")
            try database.execute(
                "INSERT INTO t VALUES (1, 'Crème 🍮', NULL), (2, ?, 'x')",
                [.text("with\u{0}nul")]
            )
            let sql = "SELECT id, name, note FROM t ORDER BY id"
            let copied = try database.prepare(sql).fetchAll()
            var inPlace: [Row] = []
            var names: [String] = []
            var notes: [String?] = []
            try database.prepare(sql).forEachRow { row in
                #expect(row.count == 3)
                names.append(try row.get(1))
                notes.append(try row.get(2))
                inPlace.append(row.copied)
            }
            #expect(inPlace.map(\.values) == copied.map(\.values))
            #expect(names == ["Crème 🍮", "with\u{0}nul"])
            #expect(notes == [nil, "x"])
        }
    }

    @Test func aRowReadInPlaceNamesTheColumnItCannotDecode() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (id INTEGER, name TEXT)")
            try database.execute("INSERT INTO t VALUES (1, NULL)")
            try database.prepare("SELECT id, name FROM t").forEachRow { row in
                #expect(throws: RowDecodingError.self) { try row.get(1, as: String.self) }
                do {
                    _ = try row.get(1, as: String.self)
                } catch {
                    #expect("\(error)" == "column name holds NULL, expected String")
                }
                #expect(throws: RowDecodingError.self) { try row.get(2, as: Int64.self) }
                let id = try row.get(0, as: Int64.self)
                #expect(id == 1)
            }
        }
    }
}
