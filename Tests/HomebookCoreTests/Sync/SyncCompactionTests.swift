import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Acks, compaction of change files and snapshots (docs/manual.md#household-sync).
@Suite struct SyncCompactionTests {
    static let today = day(2026, 11, 20)

    /// The folder of the machine called `machine` (found by its name in its files).
    static func folder(of machine: String, in shared: String) throws -> String? {
        let household = SyncMachine.entries(shared + "/homebook-sync")[0]
        let root = shared + "/homebook-sync/" + household
        for site in SyncMachine.entries(root) {
            let folder = root + "/" + site
            for file in SyncMachine.entries(folder) where file.hasSuffix(".hbc") {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
                if bytes.range(of: Data(machine.utf8)) != nil { return folder }
            }
        }
        return nil
    }

    /// The machine's own change files.
    static func files(of machine: String, in shared: String) throws -> [String] {
        guard let folder = try folder(of: machine, in: shared) else { return [] }
        return SyncMachine.entries(folder).filter { $0.hasSuffix(".hbc") }.map { folder + "/" + $0 }
    }

    static func addAndSync(_ machine: SyncMachine, _ names: [String]) throws {
        for name in names {
            try machine.with {
                _ = try $0.ledger.add(.expense, name, cents: 100, on: Self.today)
            }
            try machine.sync()
        }
    }

    static func itemCount(_ machine: SyncMachine) throws -> Int64? {
        try machine.with {
            try $0.database.fetchOne("SELECT count(*) FROM budget_items")?.get(0)
        }
    }

    @Test func filesEveryMemberAcknowledgedAreDeletedOnceASnapshotHoldsThem() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try Self.addAndSync(anna, ["Milk", "Bread"])
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try Self.addAndSync(anna, ["Eggs"])
            #expect(try Self.files(of: "anna", in: shared).count == 3)
            // Ben has not read them: nothing goes, even with a snapshot.
            #expect(try anna.sync(snapshot: true).compacted == 0)
            try ben.sync()
            // Read by every member and held by the snapshot written above: they go.
            #expect(try anna.sync().compacted == 2)
            #expect(try Self.files(of: "anna", in: shared).count == 1)
            // Later files still chain and apply.
            try Self.addAndSync(anna, ["Tea"])
            try ben.sync()
            #expect(try anna.canonical() == ben.canonical())
            #expect(try Self.itemCount(ben) == 4)
        }
    }

    @Test func aMachineJoiningAfterCompactionStartsFromTheSnapshotAndConverges() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try Self.addAndSync(anna, ["Milk", "Bread", "Eggs"])
            try Self.addAndSync(ben, ["Rent", "Gas"])
            try anna.with { store in
                let milk = try #require(
                    try store.database.fetchOne("SELECT id FROM budget_items WHERE name = 'Milk'")?
                        .get(0) as Int64?
                )
                _ = try store.ledger.delete(milk)
            }
            try anna.sync()
            try ben.sync()
            try anna.sync(snapshot: true)
            try ben.sync(snapshot: true)
            try anna.sync()
            // Both deleted their read files, the newest of each stays.
            #expect(try Self.files(of: "anna", in: shared).count == 1)
            #expect(try Self.files(of: "ben", in: shared).count == 1)
            let cleo = try SyncMachine.joined("cleo", in: root, folder: shared)
            // Until Cleo acknowledges, nobody deletes more.
            try Self.addAndSync(anna, ["Coffee"])
            let held = try anna.sync(snapshot: true)
            #expect(held.compacted == 0)
            #expect(held.snapshotWritten != nil)
            try cleo.with { _ = try $0.ledger.add(.expense, "Tea", cents: 250, on: Self.today) }
            let first = try cleo.sync()
            #expect(first.snapshotLoaded?.name == "anna")
            #expect(try Self.itemCount(cleo) == 6)  // 5 of theirs (Milk deleted) + Tea
            try Self.addAndSync(ben, ["Water"])
            for _ in 0..<2 {
                for machine in [anna, ben, cleo] { try machine.sync() }
            }
            #expect(try anna.canonical() == ben.canonical())
            #expect(try ben.canonical() == cleo.canonical())
            #expect(try Self.itemCount(cleo) == 7)
            // Cleo edits what she only knows from the snapshot; it travels.
            try cleo.with { store in
                let rent = try #require(
                    try store.database.fetchOne("SELECT id FROM budget_items WHERE name = 'Rent'")?
                        .get(0) as Int64?
                )
                try store.ledger.update(
                    rent,
                    applying: LedgerItemChanges(amount: Money(cents: 999))
                )
            }
            for _ in 0..<2 {
                for machine in [cleo, anna, ben] { try machine.sync() }
            }
            #expect(try anna.canonical() == cleo.canonical())
            let rent = try anna.with {
                try $0.database.fetchOne(
                    "SELECT amount_cents FROM budget_items WHERE name = 'Rent'"
                )?.get(0) as Int64?
            }
            #expect(rent == 999)
            #expect(try cleo.with { try $0.check() } == [])
        }
    }

    @Test func aMachineThatLeftHoldsNobodyBack() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try Self.addAndSync(anna, ["Milk", "Bread"])
            // Ben never reads them: nothing goes while he is a member.
            #expect(try anna.sync(snapshot: true).compacted == 0)
            try ben.with { try $0.householdSync.leave() }
            #expect(try anna.sync(snapshot: true).compacted >= 1)
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
