import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Global ids, recording and merging between machines (docs/manual.md#household-sync).
@Suite struct HouseholdSyncTests {
    static let today = day(2026, 11, 20)

    @Test func newRowsGetAGlobalIdInTheirOwnTransaction() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(.expense, "Milk", cents: 129, on: Self.today)
            try store.ledger.add(.expense, "Tea", cents: 300, on: Self.today)
            let gids = try store.database.fetchAll("SELECT gid FROM budget_items ORDER BY id")
                .map { try $0.get(0) as [UInt8] }
            #expect(gids.count == 2)
            #expect(gids.allSatisfy { $0.count == 16 && $0[6] >> 4 == 7 })
            #expect(gids[0] != gids[1])
            // Undo removes the row as recorded, gid and all; redo brings the same gid back.
            _ = try store.undoLog.undo()
            _ = try store.undoLog.redo()
            let again: [UInt8] =
                try store.database.fetchOne(
                    "SELECT gid FROM budget_items WHERE name = 'Tea'"
                )?.get(0) ?? []
            #expect(again == gids[1])
            #expect(
                try store.database.fetchOne("SELECT count(*) FROM sync_outbox")?.get(0) == 0
                    as Int64
            )
        }
    }

    @Test func theDefaultCalendarHasTheSameIdEverywhere() throws {
        let first = try withTemporaryStore { store, _ in
            try store.database.fetchOne(
                "SELECT gid FROM planner_calendars WHERE name = 'Personal'"
            )?
            .get(0) as [UInt8]?
        }
        let second = try withTemporaryStore { store, _ in
            try store.database.fetchOne(
                "SELECT gid FROM planner_calendars WHERE name = 'Personal'"
            )?
            .get(0) as [UInt8]?
        }
        #expect(first != nil && first == second)
    }

    @Test func aJoinedDatabaseRecordsChangedColumnsByName() throws {
        try withTemporaryDirectory { root in
            let anna = try SyncMachine.joined("anna", in: root, folder: root + "/shared")
            try anna.with { store in
                let outbox =
                    try store.database.fetchOne("SELECT count(*) FROM sync_outbox")?
                    .get(0) as Int64?
                #expect((outbox ?? 0) > 0)  // the rows it held before joining
                try store.database.execute("DELETE FROM sync_outbox")
                let item = try store.ledger.add(.expense, "Milk", cents: 129, on: Self.today)
                try store.ledger.update(
                    item.id,
                    applying: LedgerItemChanges(amount: Money(cents: 150))
                )
                let rows = try store.database.fetchAll(
                    "SELECT tbl, op, cols FROM sync_outbox ORDER BY seq"
                )
                #expect(rows.count == 2)
                #expect(try rows[1].get(0) as String == "budget_items")
                // The edit carries the one column it changed, by name.
                let cols: [UInt8] = try rows[1].get(2)
                #expect(String(decoding: cols, as: UTF8.self).contains("amount_cents"))
                #expect(!String(decoding: cols, as: UTF8.self).contains("name"))
            }
        }
    }

    @Test func twoMachinesAddingEditingAndDeletingConverge() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try anna.with {
                try $0.ledger.add(.expense, "Coffee", cents: 250, on: Self.today, category: "food")
            }
            try ben.with {
                try $0.ledger.add(.expense, "Coffee", cents: 250, on: Self.today, category: "food")
            }
            try anna.sync()
            try ben.sync()
            try anna.sync()
            // Two coffees recorded on two machines are two coffees.
            let count = try anna.with { try $0.ledger.totals().count }
            #expect(count == 2)
            #expect(try anna.canonical() == ben.canonical())
            try anna.with { try expectConsistent($0) }
            try ben.with { try expectConsistent($0) }
            // The undo list names the merge.
            let last = try anna.with { try $0.undoLog.entries(limit: 1).first?.description }
            #expect(last?.hasPrefix("sync: ") == true)
        }
    }

    @Test func theSameFieldChangedOnBothIsAConflictAndDifferentFieldsMerge() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let id = try anna.with {
                try $0.ledger.add(.expense, "Rent", cents: 80_000, on: Self.today).id
            }
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try ben.sync()
            try anna.sync()
            let benID = try ben.with {
                try $0.database.fetchOne("SELECT id FROM budget_items WHERE name = 'Rent'")?.get(0)
                    as Int64?
            }
            try anna.with {
                try $0.ledger.update(id, applying: LedgerItemChanges(amount: Money(cents: 81_000)))
            }
            try ben.with {
                try $0.ledger.update(
                    benID ?? 0,
                    applying: LedgerItemChanges(amount: Money(cents: 82_000))
                )
                try $0.ledger.update(benID ?? 0, applying: LedgerItemChanges(category: "home"))
            }
            try anna.sync()
            try ben.sync()
            try anna.sync()
            #expect(try anna.canonical() == ben.canonical())
            let kept = try anna.with {
                try $0.database.fetchOne(
                    "SELECT amount_cents, category FROM budget_items WHERE name = 'Rent'"
                )
            }
            #expect(try kept?.get(0) as Int64? == 82_000)  // ben's change came later
            #expect(try kept?.get(1) as String? == "home")
            for machine in [anna, ben] {
                let conflicts = try machine.with { try $0.householdSync.conflicts() }
                #expect(conflicts.count == 1)
                #expect(conflicts.first?.column == "amount_cents")
                #expect(conflicts.first?.lost == "81000")
                #expect(conflicts.first?.kept == "82000")
                try machine.with { try expectConsistent($0) }
            }
        }
    }

    @Test func aLaterEditBringsBackARowAnotherMachineDeleted() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.with {
                _ = try $0.recipes.add(
                    RecipeDraft(name: "Soup", ingredients: "leeks"),
                    today: Self.today
                )
            }
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try ben.sync()
            try anna.with {
                let id: Int64 =
                    try $0.database.fetchOne("SELECT id FROM recipes WHERE name = 'Soup'")?.get(0)
                    ?? 0
                _ = try $0.recipes.delete(id)
            }
            try anna.sync()
            try ben.with {
                let id: Int64 =
                    try $0.database.fetchOne("SELECT id FROM recipes WHERE name = 'Soup'")?.get(0)
                    ?? 0
                _ = try $0.recipes.update(
                    id,
                    with: RecipeChanges(notes: "more pepper"),
                    today: Self.today
                )
            }
            let report = try ben.sync()
            #expect(report.revived == 0)  // ben's edit is later than anna's delete
            try anna.sync()
            #expect(try anna.canonical() == ben.canonical())
            let notes = try anna.with {
                try $0.database.fetchOne("SELECT notes FROM recipes WHERE name = 'Soup'")?.get(0)
                    as String?
            }
            #expect(notes == "more pepper")
        }
    }

    @Test func damagedAndConflictCopiedFilesAreIgnoredAndNewerOnesParked() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.with { try $0.ledger.add(.income, "Pay", cents: 100_000, on: Self.today) }
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            let file = try #require(SyncMachine.changeFiles(in: shared).first)
            let bytes = try #require(FileManager.default.contents(atPath: file))
            // Cut short while being copied: not read.
            try bytes.prefix(bytes.count - 5).write(to: URL(fileURLWithPath: file))
            try FileManager.default.copyItem(
                atPath: root + "/anna.sqlite",
                toPath: file + ".sync-conflict-20261120-1"
            )
            #expect(try ben.sync().received.isEmpty)
            // Whole again: applied once, even when delivered twice.
            try bytes.write(to: URL(fileURLWithPath: file))
            #expect(try ben.sync().received.count == 1)
            #expect(try ben.sync().received.isEmpty)
            #expect(try anna.canonical() == ben.canonical())
        }
    }

    @Test func aCopiedDatabaseIsToldToRejoin() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.sync()
            try FileManager.default.copyItem(atPath: anna.path, toPath: root + "/copy.sqlite")
            let copy = SyncMachine(path: root + "/copy.sqlite", name: "copy")
            try anna.with { try $0.ledger.add(.expense, "Milk", cents: 129, on: Self.today) }
            try anna.sync()
            try copy.with { try $0.ledger.add(.expense, "Bread", cents: 300, on: Self.today) }
            #expect(throws: HouseholdSyncError.copiedDatabase(name: "anna")) { try copy.sync() }
        }
    }

    @Test func sentAndAppliedCountActionsAndRowsAlike() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try anna.sync()
            try ben.sync()
            // One action (an import) that writes three rows, and one that writes one.
            try anna.with { store in
                _ = try store.ledger.importCSV(
                    text: """
                        date,kind,name,amount,category,note
                        2026-11-20,expense,Milk,1.29,,
                        2026-11-20,expense,Tea,3.00,,
                        2026-11-20,income,Pay,900.00,,

                        """
                )
                _ = try store.ledger.add(.expense, "Bread", cents: 250, on: Self.today)
            }
            let sent = try anna.sync()
            #expect(sent.sent == 2 && sent.sentRows == 4)
            let received = try ben.sync()
            #expect(received.received.map(\.name) == ["anna"])
            #expect(received.received.map(\.changes) == [2])
            #expect(received.received.map(\.rows) == [4])
            #expect(received.summary == "applied 2 changes (4 rows)")
            #expect(sent.summary.hasPrefix("sent 2 changes (4 rows)"))
            #expect(try ben.sync().summary == "nothing to send or apply")
            let undo = try ben.with { try $0.undoLog.entries().first?.description }
            #expect(undo == "sync: 2 changes (4 rows) from anna")
        }
    }
}
