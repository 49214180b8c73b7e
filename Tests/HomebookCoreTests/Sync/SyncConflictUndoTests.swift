import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Taking back a conflict's lost value is one change: undo restores the row and reopens the
/// conflict, redo settles it again (docs/manual.md#household-sync).
@Suite struct SyncConflictUndoTests {
    static let today = day(2026, 11, 20)

    @Test func undoingTakeLostReopensTheConflict() throws {
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
            }
            try anna.sync()
            try ben.sync()
            try anna.sync()
            try anna.with { store in
                func amount() throws -> Int64? {
                    try store.database.fetchOne(
                        "SELECT amount_cents FROM budget_items WHERE name = 'Rent'"
                    )?.get(0)
                }
                let conflict = try #require(try store.householdSync.conflicts().first)
                #expect(try amount() == 82_000)
                try store.householdSync.resolveConflict(conflict.id, takeLost: true)
                #expect(try amount() == 81_000)
                #expect(try store.householdSync.conflicts().isEmpty)

                #expect(try store.undoLog.undo().hasPrefix("sync: take back the lost"))
                #expect(try amount() == 82_000)
                // Open again, with the same values, so the choice can be made anew.
                let reopened = try store.householdSync.conflicts()
                #expect(reopened.map(\.id) == [conflict.id])
                #expect(reopened.first?.lost == "81000")

                try store.undoLog.redo()
                #expect(try amount() == 81_000)
                #expect(try store.householdSync.conflicts().isEmpty)
            }
        }
    }
}
