import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A simulated week of a household over one shared folder (``SyncWeek``), with a third
/// machine that joins from a snapshot after `sync compact` (docs/manual.md#household-sync).
@Suite struct SyncWeekTests {
    @Test func aWeekOfTwoMachinesAgreesEachDayAndALaterJoinerStartsFromTheSnapshot() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            var week = SyncWeek(
                machines: [
                    try SyncMachine.joined("anna", in: root, folder: shared),
                    try SyncMachine.joined("ben", in: root, folder: shared),
                ],
                root: root,
                carolFolder: shared,
                carry: {},
                rounds: 4
            )
            try week.live()
            try SyncWeekTests.expectTheWeeksOutcome(week)
        }
    }

    /// What the week must have left on every machine, whatever carried the files.
    static func expectTheWeeksOutcome(_ week: SyncWeek) throws {
        #expect(week.machines.count == 3)
        // Tuesday's two amounts: one kept, the other listed.
        #expect(week.conflicts >= 1)
        // Thursday's Toast, deleted by anna and edited later by ben, came back.
        #expect(week.revived >= 1)
        // Anna's compaction deleted files every member had read, and carol started from
        // the snapshot rather than from them.
        #expect(week.compacted >= 1)
        #expect((week.snapshotRows ?? 0) > 0)
        // Listed where it was noticed (not on carol, who joined later).
        var listed: Int64 = 0
        for machine in week.machines {
            let (notes, names, toasts, conflicts) = try machine.with { store in
                (
                    try store.database.fetchOne(
                        "SELECT notes FROM recipes WHERE name = 'Pea soup'"
                    )?.get(0) as String?,
                    try store.database.fetchAll("SELECT name FROM budget_items ORDER BY name")
                        .map { try $0.get(0) as String },
                    try store.database.fetchOne(
                        "SELECT count(*) FROM recipes WHERE name = 'Toast'"
                    )?.get(0) as Int64?,
                    try store.database.fetchOne("SELECT count(*) FROM sync_conflicts")?.get(0)
                        as Int64?
                )
            }
            #expect(
                notes
                    == "Soak the peas overnight.\nChop.\nFry the onions.\nSimmer.\nSalt and pepper."
            )
            #expect(
                names == [
                    "Bakery", "Cleaner", "Groceries", "Pizza", "Salary", "Sunday 0", "Sunday 1",
                    "Sunday 2",
                ]
            )
            #expect(toasts == 1)
            listed += conflicts ?? 0
        }
        #expect(listed >= 1)
    }
}
