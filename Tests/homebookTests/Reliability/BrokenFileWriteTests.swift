import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Writes (`budget add`, `recipe add`) aimed at files that are not healthy homebook
/// databases: a text file, a truncated database, a flipped byte in the very page the write
/// needs, a folder, a database from a newer homebook. Each is one `Error:` line and exit 1,
/// never a crash (no signal), and not a byte of the file changes.
///
/// `HostileFileTests` and `EndToEndTests` cover reads and settings on these files, the empty
/// file, missing and read-only folders, and the read-only file (as `nobody`).
@Suite(.tags(.process), .skippedByTag) struct BrokenFileWriteTests {
    /// Each write, and the table it must change (whose page the flipped byte breaks).
    static let writes: [(arguments: [String], table: String)] = [
        (["budget", "add", "expense", "Milk", "1.50", "--note", "n"], "budget_totals"),
        (["recipe", "add", "Soup", "--notes", "n"], "recipes"),
    ]

    enum Damage: String, CaseIterable {
        case textFile, truncated, flippedByte, folder, newerHomebook
    }

    @Test(arguments: Damage.allCases)
    func aWriteToABrokenFileIsOneErrorLineAndChangesNothing(_ damage: Damage) throws {
        try withTemporaryDirectory { folder in
            for (arguments, table) in Self.writes {
                let path = folder + "/\(table).sqlite"
                try make(path, damage, breaking: table)
                let before = try snapshot(path)
                let result = try HomebookProcess.run(["--db", path] + arguments)
                #expect(result.signal == nil, "\(damage) \(arguments): crashed: \(result)")
                #expect(result.status == 1, "\(damage) \(arguments): \(result)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)")
                #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
                #expect(try snapshot(path) == before, "\(damage) \(arguments) changed the file")
                #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
                #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
            }
        }
    }

    /// The file's bytes, or a folder's listing.
    func snapshot(_ path: String) throws -> Data? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        {
            return Data(try FileManager.default.contentsOfDirectory(atPath: path).joined().utf8)
        }
        return fileBytes(path)
    }

    /// Creates the broken file at `path`.
    func make(_ path: String, _ damage: Damage, breaking table: String) throws {
        switch damage {
        case .textFile:
            try "date,amount\n2024-01-01,12.30\n".write(
                toFile: path,
                atomically: false,
                encoding: .utf8
            )
        case .folder:
            try FileManager.default.createDirectory(
                atPath: path,
                withIntermediateDirectories: false
            )
        case .truncated:
            try makeDatabase(path)
            let bytes = try #require(fileBytes(path))
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        case .flippedByte:
            try makeDatabase(path)
            let root: Int64 = try withStore(at: path) { store throws in
                try #require(
                    try store.database.fetchOne(
                        "SELECT rootpage FROM sqlite_schema WHERE name = ?",
                        [.text(table)]
                    )
                ).get(0)
            }
            var bytes = try #require(fileBytes(path))
            let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
            // The first byte of a b-tree page's header is its type; flipped, the page the
            // write must change can no longer be read as a table.
            bytes[(Int(root) - 1) * pageSize] ^= 0xFF
            try bytes.write(to: URL(fileURLWithPath: path))
        case .newerHomebook:
            try makeDatabase(path)
            try withStore(at: path) { store throws in
                try markAsMigratedByANewerHomebook(store)
            }
        }
    }

    /// A healthy database with some pages, closed cleanly (the WAL checkpointed into it).
    func makeDatabase(_ path: String) throws {
        try withStore(at: path) { store throws in
            let today = CalendarDate(year: 2026, month: 11, day: 22)!
            try store.database.write { _ in
                for index in 0..<300 {
                    try store.ledger.add(
                        NewLedgerItem(
                            kind: .expense,
                            name: "Item \(index) " + String(repeating: "x", count: 100),
                            amount: Money(cents: Int64(index)),
                            date: today
                        )
                    )
                }
            }
            _ = try store.recipes.add(RecipeDraft(name: "Bread"), today: today)
        }
    }
}
