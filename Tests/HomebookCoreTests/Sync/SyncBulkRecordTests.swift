import Foundation
import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// Whole rows read back into outbox records (docs/manual.md#household-sync): a bulk
/// import's range, and everything a machine held when it joined. Each record must hold the
/// same bytes as it always did: a peer reads them field by field.
@Suite struct SyncBulkRecordTests {
    /// Odd text, a NULL note and category, an amount past a double's exact integers.
    static let csv = """
        date,kind,name,amount,category,note
        2026-11-02,expense,"Café ""Zoë"", 🍰 ½",3.20,food,"a\ttab; ""quoted"", é"
        2026-11-03,income,Salary,90071992547409.93,,
        2026-11-04,expense,Rent,950.00,,just a note

        """

    /// A 64-bit word as the record layout writes it (little-endian), computed here apart
    /// from the codec.
    static func word(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8((value >> (8 * UInt64($0))) & 0xFF) }
    }

    static func bytes(_ text: String) -> [UInt8] {
        word(UInt64(text.utf8.count)) + Array(text.utf8)
    }

    @Test func aRecordIsWrittenInItsDocumentedLayout() throws {
        let columns: [(name: String, value: DatabaseValue)] = [
            ("n", .null), ("i", .integer(-2)), ("big", .integer(Int64.max)), ("r", .real(1.5)),
            ("t", .text("a\"b,\u{0}é🍰")), ("b", .blob([0, 255])), ("", .blob([])),
        ]
        var expected = Self.word(7)
        expected += Self.bytes("n") + [0]
        expected += Self.bytes("i") + [1] + Self.word(UInt64(bitPattern: -2))
        expected += Self.bytes("big") + [1] + Self.word(UInt64(Int64.max))
        expected += Self.bytes("r") + [2] + Self.word((1.5 as Double).bitPattern)
        expected += Self.bytes("t") + [3] + Self.bytes("a\"b,\u{0}é🍰")
        expected += Self.bytes("b") + [4] + Self.word(2) + [0, 255]
        expected += Self.bytes("") + [4] + Self.word(0)
        #expect(SyncRecordCodec.encode(columns) == expected)
        #expect(SyncRecordCodec.encode([]) == Self.word(0))
        let decoded = try SyncRecordCodec.decode(expected)
        #expect(decoded.map(\.name) == columns.map(\.name))
        #expect(decoded.map(\.value) == columns.map(\.value))
    }

    /// Each imported item's outbox record, decoded, by item name: the key and the columns.
    static func records(
        _ store: HomebookStore
    ) throws -> [String: (key: [(String, DatabaseValue)], cols: [(String, DatabaseValue)])] {
        var found: [String: ([(String, DatabaseValue)], [(String, DatabaseValue)])] = [:]
        for row in try store.database.fetchAll(
            "SELECT key, cols FROM sync_outbox WHERE tbl = 'budget_items' AND op = 'upsert'"
        ) {
            let cols = try SyncRecordCodec.decode(try row.get(1))
            guard case .text(let name)? = cols.first(where: { $0.name == "name" })?.value
            else { continue }
            found[name] = (try SyncRecordCodec.decode(try row.get(0)), cols)
        }
        return found
    }

    /// The records of the three items: every column by name with its typed value, in the
    /// table's order, a NULL column left out, the account as its global id.
    static func expectRecords(_ store: HomebookStore) throws {
        let account: [UInt8] = try #require(
            try store.database.fetchOne("SELECT gid FROM accounts WHERE id = 1")?.get(0)
        )
        let records = try Self.records(store)
        #expect(records.count == 3)
        let expected: [String: [(String, DatabaseValue)]] = [
            "Café \"Zoë\", 🍰 ½": [
                ("kind", .text("expense")), ("name", .text("Café \"Zoë\", 🍰 ½")),
                ("amount_cents", .integer(320)), ("date", .text("2026-11-02")),
                ("category", .text("food")), ("note", .text("a\ttab; \"quoted\", é")),
                ("account_id", .blob(account)),
            ],
            "Salary": [
                ("kind", .text("income")), ("name", .text("Salary")),
                ("amount_cents", .integer(9_007_199_254_740_993)), ("date", .text("2026-11-03")),
                ("account_id", .blob(account)),
            ],
            "Rent": [
                ("kind", .text("expense")), ("name", .text("Rent")),
                ("amount_cents", .integer(95_000)), ("date", .text("2026-11-04")),
                ("note", .text("just a note")), ("account_id", .blob(account)),
            ],
        ]
        for (name, columns) in expected {
            let record = try #require(records[name])
            #expect(record.cols.map(\.0) == columns.map(\.0), "\(name)")
            #expect(record.cols.map(\.1) == columns.map(\.1), "\(name)")
            // The same bytes as the codec writes for those columns.
            #expect(
                SyncRecordCodec.encode(record.cols) == SyncRecordCodec.encode(columns),
                "\(name)"
            )
            let gid: [UInt8] = try #require(
                try store.database.fetchOne(
                    "SELECT gid FROM budget_items WHERE name = ?",
                    [.text(name)]
                )?.get(0)
            )
            #expect(record.key.map(\.0) == ["gid"])
            #expect(record.key.map(\.1) == [.blob(gid)])
        }
    }

    @Test func aBulkImportRecordsEachRowsColumnsByNameNullsLeftOut() throws {
        try withTemporaryDirectory { root in
            let anna = try SyncMachine.joined("anna", in: root, folder: root + "/shared")
            try anna.with { store in
                try store.database.execute("DELETE FROM sync_outbox")
                #expect(try store.ledger.importCSV(text: Self.csv) == 3)
                try Self.expectRecords(store)
            }
        }
    }

    @Test func rowsHeldBeforeJoiningAreRecordedTheSameWay() throws {
        try withTemporaryDirectory { root in
            let path = root + "/anna.sqlite"
            try withStore(at: path) { store in
                #expect(try store.ledger.importCSV(text: Self.csv) == 3)
                try store.householdSync.join(folder: root + "/shared", name: "anna")
                try Self.expectRecords(store)
            }
        }
    }

    @Test func aPeerReceivesEveryImportedFieldAsItWas() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try anna.with { store in _ = try store.ledger.importCSV(text: Self.csv) }
            try anna.sync()
            try ben.sync()
            let fields = """
                SELECT hex(i.gid), i.kind, i.name, i.amount_cents, typeof(i.amount_cents),
                       i.date, i.category, i.note, hex(a.gid)
                FROM budget_items i JOIN accounts a ON a.id = i.account_id ORDER BY i.gid
                """
            let sent = try anna.with { try $0.database.fetchAll(fields) }
            let received = try ben.with { try $0.database.fetchAll(fields) }
            #expect(sent.count == 3)
            #expect(received.count == sent.count)
            for (mine, theirs) in zip(sent, received) {
                for index in 0..<9 {
                    #expect(theirs[index] == mine[index], "column \(index) of \(mine)")
                }
            }
            #expect(received.contains { $0[7] == .null && $0[6] == .null })
            #expect(received.contains { $0[3] == .integer(9_007_199_254_740_993) })
        }
    }
}
