import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// An id names one row for ever (docs/manual.md#storage): deleting the newest budget item,
/// recipe or event and adding another gives the new one a new id, through undo and redo too.
@Suite struct IDReuseTests {
    static let today = CalendarDate(year: 2024, month: 6, day: 1)!

    /// One table's add and delete, through the core as the fronts call it.
    struct Table: CustomTestStringConvertible, Sendable {
        let name: String
        let add: @Sendable (HomebookStore, String) throws -> Int64
        let delete: @Sendable (HomebookStore, Int64) throws -> Void
        var testDescription: String { name }
    }

    static let tables: [Table] = [
        Table(
            name: "budget_items",
            add: { store, name in
                try store.ledger.add(
                    LedgerDraft(kind: "expense", name: name, amount: "1", date: "2024-06-01"),
                    today: today
                ).item.id
            },
            delete: { store, id in try store.ledger.delete(id) }
        ),
        Table(
            name: "recipes",
            add: { store, name in try store.recipes.add(RecipeDraft(name: name), today: today) },
            delete: { store, id in try store.recipes.delete(id) }
        ),
        Table(
            name: "planner_events",
            add: { store, name in
                try store.planner.add(
                    EventDraft(title: name, start: "2024-06-02 10:00"),
                    today: today
                )
            },
            delete: { store, id in try store.planner.delete(id) }
        ),
    ]

    @Test(arguments: tables)
    func aDeletedNewestIdIsNotGivenToTheNextRow(_ table: Table) throws {
        try withTemporaryStore { store, _ in
            let first = try table.add(store, "First")
            let newest = try table.add(store, "Newest")
            try table.delete(store, newest)
            let next = try table.add(store, "Next")
            #expect(next > newest)
            #expect(first < newest)
        }
    }

    @Test(arguments: tables)
    func undoAndRedoBringRowsBackUnderTheirIdsAndNewRowsStillGetNewOnes(_ table: Table) throws {
        try withTemporaryStore { store, _ in
            _ = try table.add(store, "First")
            let newest = try table.add(store, "Newest")
            try table.delete(store, newest)
            _ = try store.undoLog.undo()  // the newest is back, under its id
            #expect(
                try store.database.fetchOne(
                    "SELECT count(*) FROM \(table.name) WHERE id = ?",
                    [.integer(newest)]
                )?.get(0) as Int64? == 1
            )
            _ = try store.undoLog.redo()  // and gone again
            let next = try table.add(store, "Next")
            #expect(next == newest + 1)
            _ = try store.undoLog.undo()  // the add undone: its id is not given again
            let after = try table.add(store, "After")
            #expect(after == next + 1)
        }
    }

    @Test func anImportAfterTheNewestItemWentIsUndoneAndRedoneWhole() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            for number in 1...3 {
                try ledger.add(.expense, "Old \(number)", cents: 100, on: day(2024, 5, number))
            }
            try ledger.delete(3)
            try ledger.delete(2)
            // The import's rows get ids 4 and 5, above a gap where 2 and 3 were: the undo
            // entry must name exactly them.
            try ledger.importCSV(
                text: "date,kind,name,amount,category,note\n2024-05-04,income,Bonus,50,,\n"
                    + "2024-05-05,expense,Tea,3.20,food,\n"
            )
            #expect(try ledger.list().map(\.item.id).sorted() == [1, 4, 5])
            _ = try store.undoLog.undo()
            #expect(try ledger.list().map(\.item.id) == [1])
            _ = try store.undoLog.redo()
            #expect(try ledger.list().map(\.item.id).sorted() == [1, 4, 5])
            #expect(try store.check() == [])
        }
    }
}
