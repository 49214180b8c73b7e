import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Acks and compaction of change files (docs/manual.md#household-sync).
@Suite struct SyncCompactionTests {
    static let today = day(2026, 11, 20)

    /// Anna's own change files.
    static func files(of machine: String, in shared: String) throws -> [String] {
        let household = SyncMachine.entries(shared + "/homebook-sync")[0]
        let root = shared + "/homebook-sync/" + household
        for site in SyncMachine.entries(root) {
            let folder = root + "/" + site
            for file in SyncMachine.entries(folder) where file.hasSuffix(".hbc") {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
                if bytes.range(of: Data(machine.utf8)) != nil {
                    return SyncMachine.entries(folder).filter { $0.hasSuffix(".hbc") }
                        .map { folder + "/" + $0 }
                }
            }
        }
        return []
    }

    static func addAndSync(_ machine: SyncMachine, _ names: [String]) throws {
        for name in names {
            try machine.with {
                _ = try $0.ledger.add(.expense, name, cents: 100, on: Self.today)
            }
            try machine.sync()
        }
    }

    @Test func filesEveryMemberAcknowledgedAreDeletedExceptTheNewest() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try Self.addAndSync(anna, ["Milk", "Bread"])
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try Self.addAndSync(anna, ["Eggs"])
            #expect(try Self.files(of: "anna", in: shared).count == 3)
            // Ben has not read them: nothing goes.
            #expect(try anna.sync().compacted == 0)
            try ben.sync()
            let household = SyncMachine.entries(shared + "/homebook-sync")[0]
            let folders = SyncMachine.entries(shared + "/homebook-sync/" + household)
            #expect(
                folders.contains {
                    FileManager.default.fileExists(
                        atPath: shared + "/homebook-sync/" + household + "/" + $0 + "/ack"
                    )
                }
            )
            #expect(try anna.sync().compacted == 2)
            #expect(try Self.files(of: "anna", in: shared).count == 1)
            // Later files still chain and apply.
            try Self.addAndSync(anna, ["Tea"])
            try ben.sync()
            #expect(try anna.canonical() == ben.canonical())
            let count = try ben.with {
                try $0.database.fetchOne("SELECT count(*) FROM budget_items")?.get(0) as Int64?
            }
            #expect(count == 4)
        }
    }

    @Test func aCompactionStoppedHalfWayIsFinishedByTheNextRun() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try Self.addAndSync(anna, ["Milk", "Bread"])
            let files = try Self.files(of: "anna", in: shared)
            #expect(files.count == 2)
            // The state a kill -9 leaves after the intent was written, before the deletions.
            let folder = (files[0] as NSString).deletingLastPathComponent
            let names = files.map { ($0 as NSString).lastPathComponent }
            try Data((names[0] + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/compacting"))
            #expect(try anna.sync().compacted == 1)
            #expect(try Self.files(of: "anna", in: shared).count == 1)
            #expect(!FileManager.default.fileExists(atPath: folder + "/compacting"))
        }
    }
}
