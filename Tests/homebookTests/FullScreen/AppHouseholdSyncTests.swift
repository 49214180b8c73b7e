import HomebookCore
import SQLiteWrapper
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The full-screen app's household sync (docs/manual.md#household-sync): a run in the
/// background on start and each minute, its result in one line on Home, and the conflicts on
/// a screen (`y`) where they are settled.
@Suite struct AppHouseholdSyncTests {
    /// Polls as the idle app does until the running sync has ended (a bounded wait, no
    /// timing asserted).
    static func waitForRun(_ sync: AppHouseholdSync, after generation: Int) {
        for _ in 0..<3_000 where sync.generation == generation {
            pause(.milliseconds(20))
            sync.poll()
        }
    }

    static func amount(_ store: HomebookStore) throws -> Int64? {
        try store.database.fetchOne("SELECT amount_cents FROM budget_items WHERE name = 'Milk'")?
            .get(0)
    }

    @Test func homeSyncsInTheBackgroundShowsTheResultAndSettlesConflicts() throws {
        try withTemporaryDirectory { folder in
            let shared = folder + "/shared"
            let annaPath = folder + "/anna.sqlite"
            let milk = try withStore(at: annaPath) { anna in
                try anna.householdSync.join(folder: shared, name: "anna")
                let milk = try anna.ledger.add(.expense, "Milk", cents: 129, on: day(2026, 11, 20))
                _ = try anna.householdSync.run()
                return milk
            }
            let store = try HomebookStore.open(path: folder + "/ben.sqlite")
            try store.householdSync.join(folder: shared, name: "ben")
            var now = 1_800_000_000
            let sync = AppHouseholdSync(store: store, clock: { now })
            var state = FullScreenProgram.state(
                root: HomeScreen(store: store, sync: sync),
                store: store,
                size: (100, 30)
            )
            // On start: the first idle look starts a run; Home shows it when it ends.
            sync.poll()
            Self.waitForRun(sync, after: 0)
            state.refreshIfDataChanged()
            #expect(screen(state).contains("applied 1 change (1 row)"), "\(screen(state))")
            #expect(try Self.amount(store) == 129)

            // Both change the amount before seeing each other's change: a conflict here.
            try withStore(at: annaPath) { anna in
                try anna.ledger.update(
                    milk.id,
                    applying: LedgerItemChanges(amount: Money(cents: 200))
                )
                _ = try anna.householdSync.run()
            }
            let here = try #require(
                try store.database.fetchOne("SELECT id FROM budget_items WHERE name = 'Milk'")?
                    .get(0) as Int64?
            )
            try store.ledger.update(here, applying: LedgerItemChanges(amount: Money(cents: 300)))
            // Not again within the minute; a minute later, yes.
            sync.poll()
            #expect(sync.generation == 1)
            now += AppHouseholdSync.interval
            sync.poll()
            Self.waitForRun(sync, after: 1)
            state.refreshIfDataChanged()
            #expect(sync.openConflicts == 1)
            #expect(screen(state).contains("1 conflict (y)"), "\(screen(state))")

            type("y", into: &state)
            #expect(state.stack.last?.title == "Sync conflicts")
            #expect(screen(state).contains("amount_cents: kept 300 (ben (here)), lost 200"))
            type("t", into: &state)
            #expect(try Self.amount(store) == 200)
            #expect(screen(state).contains("No conflicts."))
            #expect(try store.householdSync.status().waiting > 0)  // the choice travels
            try store.close()
        }
    }
}
