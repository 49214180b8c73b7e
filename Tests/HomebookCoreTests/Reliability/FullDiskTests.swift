import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A disk that fills up during a write, simulated on a real file with `max_page_count` on
/// the store's own connection: every write rolls back whole, says "the disk is full", and
/// leaves the database exactly as it was; once there is room again, the same write works.
@Suite struct FullDiskTests {
    /// The state a failed write must leave untouched.
    struct Snapshot: Equatable {
        var totals: LedgerTotals
        var recipes: [Recipe]
        var currency: String
    }

    func snapshot(_ store: HomebookStore) throws -> Snapshot {
        #expect(try store.check().isEmpty)
        #expect(try store.ledger.freshTotals() == store.ledger.totals())
        return Snapshot(
            totals: try store.ledger.totals(),
            recipes: try store.recipes.list(),
            currency: try store.settings.currency()
        )
    }

    /// Runs `write`, which must fail because the disk is full, and returns its message.
    ///
    /// Neither the message nor SQLite's own error may echo `secrets` (the bound values).
    func diskFullMessage(
        _ store: HomebookStore,
        secrets: [String] = [],
        _ write: () throws -> Void
    ) -> String? {
        do {
            try write()
            Issue.record("the write succeeded on a full disk")
            return nil
        } catch {
            // The repositories translate SQLite's error themselves: no front has to.
            #expect(error as? StoreError == .diskFull, "\(error)")
            #expect(store.database.isAutocommit, "a transaction was left open")
            for secret in secrets {
                #expect(!"\(error)".contains(secret))
            }
            return "\(error)"
        }
    }

    @Test func writesOnAFullDiskRollBackWholeAndSaySo() throws {
        try withTemporaryStore(named: "full.sqlite") { store, _ in
            let today = CalendarDate(year: 2026, month: 11, day: 22)!
            for index in 0..<50 {
                try store.ledger.add(
                    NewLedgerItem(
                        kind: index % 3 == 0 ? .income : .expense,
                        name: "Before \(index)",
                        amount: Money(cents: Int64(index) * 1_234),
                        date: today,
                        note: "kept"
                    )
                )
            }
            _ = try store.recipes.add(RecipeDraft(name: "Soup", notes: "kept"), today: today)
            let before = try snapshot(store)
            let pages: Int64 = try #require(try store.database.fetchOne("PRAGMA page_count")).get(0)
            try store.database.execute("PRAGMA max_page_count = \(pages + 4)")

            var csv = "date,kind,name,amount,category,note\n"
            for index in 0..<20_000 {
                csv += "2024-05-\(index % 20 + 10),expense,Row \(index),\(index).25,food,note\n"
            }
            let huge = String(repeating: "notes that do not fit ", count: 100_000)
            let messages = [
                diskFullMessage(store) { try store.ledger.importCSV(text: csv) },
                diskFullMessage(store) {
                    _ = try store.recipes.add(RecipeDraft(name: "Huge", notes: huge), today: today)
                },
                diskFullMessage(store, secrets: ["secret-note-4242", "987654", "98765432"]) {
                    try store.ledger.add(
                        NewLedgerItem(
                            kind: .expense,
                            name: "Huge",
                            amount: Money(cents: 98_765_432),
                            date: today,
                            note: "secret-note-4242 " + huge
                        )
                    )
                },
            ]
            #expect(messages == Array(repeating: "the disk is full; nothing was saved", count: 3))
            #expect(try snapshot(store) == before)

            // Room again: the very same import goes in whole.
            try store.database.execute("PRAGMA max_page_count = 1073741823")
            #expect(try store.ledger.importCSV(text: csv) == 20_000)
            #expect(try store.ledger.totals().count == before.totals.count + 20_000)
            #expect(try store.check().isEmpty)
        }
    }
}
