import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Undo refuses what it cannot do exactly, forgets the redo after a new change, keeps the
/// last 100 changes, and records only real changes.
@Suite struct UndoSafetyTests {
    static let today = CalendarDate(year: 2024, month: 6, day: 1)!

    /// Writes with a connection that records nothing, as another tool would.
    func writeOutsideHomebook(_ store: HomebookStore, _ sql: String) throws {
        let other = try Database(path: store.path)
        defer { try? other.close() }
        try other.write { try $0.execute(sql) }
    }

    @Test func undoIsRefusedWhenTheRowWasChangedSinceAndNothingChanges() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(.expense, "Milk", cents: 129, on: Self.today)
            try writeOutsideHomebook(
                store,
                "UPDATE budget_items SET name = 'Oat milk' WHERE id = 1"
            )
            let before = try DatabaseSnapshot(store.database)
            let entries = try store.undoLog.entries()
            #expect(
                throws: UndoError.conflict(description: "add expense \"Milk\" 1.29", redo: false)
            ) {
                try store.undoLog.undo()
            }
            #expect(try DatabaseSnapshot(store.database) == before)
            #expect(try store.undoLog.entries() == entries)
        }
    }

    @Test func undoOfAnImportIsRefusedWhenOneOfItsRowsIsGone() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.importCSV(
                text: "date,kind,name,amount,category,note\n2024-05-01,income,A,5,,\n"
                    + "2024-05-02,expense,B,3,,\n"
            )
            try writeOutsideHomebook(store, "DELETE FROM budget_items WHERE id = 2")
            let before = try DatabaseSnapshot(store.database)
            #expect(
                throws: UndoError.conflict(description: "import of 2 budget items", redo: false)
            ) {
                try store.undoLog.undo()
            }
            #expect(try DatabaseSnapshot(store.database) == before)
        }
    }

    @Test func redoIsRefusedWhenItsRowIdsWereTakenSince() throws {
        try withTemporaryStore { store, _ in
            _ = try store.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            try store.undoLog.undo()
            try writeOutsideHomebook(store, "INSERT INTO recipes (id, name) VALUES (1, 'Stew')")
            let before = try DatabaseSnapshot(store.database)
            #expect(throws: UndoError.conflict(description: "add recipe \"Soup\"", redo: true)) {
                try store.undoLog.redo()
            }
            #expect(try DatabaseSnapshot(store.database) == before)
        }
    }

    @Test func aNewChangeAfterAnUndoDropsTheRedo() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(.expense, "A", cents: 100, on: Self.today)
            try store.ledger.add(.expense, "B", cents: 200, on: Self.today)
            try store.undoLog.undo()
            try store.ledger.add(.expense, "C", cents: 300, on: Self.today)
            #expect(throws: UndoError.nothingToRedo) { try store.undoLog.redo() }
            #expect(
                try store.undoLog.entries().map(\.description) == [
                    "add expense \"C\" 3.00", "add expense \"A\" 1.00",
                ]
            )
        }
    }

    @Test func aNewChangeAfterAnUndoneImportEmptiesItsStash() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.importCSV(
                text: "date,kind,name,amount,category,note\n2024-05-01,income,A,5,,\n"
            )
            try store.undoLog.undo()
            let stashed: Int64? = try store.database.fetchOne(
                "SELECT count(*) FROM undo_stash_budget_items"
            )?.get(0)
            #expect(stashed == 1)
            try store.settings.set(.currency, to: "£")
            let left: Int64? = try store.database.fetchOne(
                "SELECT count(*) FROM undo_stash_budget_items"
            )?.get(0)
            #expect(left == 0)
        }
    }

    @Test func theLast100ChangesAreKept() throws {
        try withTemporaryStore { store, _ in
            for index in 1...105 {
                try store.ledger.add(.income, "Item \(index)", cents: Int64(index), on: Self.today)
            }
            let entries = try store.undoLog.entries(limit: 1_000)
            #expect(entries.count == UndoLog.capacity)
            #expect(entries.first?.description == "add income \"Item 105\" 1.05")
            #expect(entries.last?.description == "add income \"Item 6\" 0.06")
        }
    }

    @Test func writesThatChangeNothingOrFailAreNotRecorded() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(.expense, "Milk", cents: 129, on: Self.today)
            try store.ledger.update(1, applying: LedgerItemChanges(name: "Milk"))
            #expect(throws: LedgerError.self) {
                try store.ledger.add(.expense, "Huge", cents: Int64.max, on: Self.today)
            }
            #expect(try store.undoLog.entries().count == 1)
        }
    }

    @Test func undoAndRedoWithNothingLeftSaySo() throws {
        try withTemporaryStore { store, _ in
            #expect(throws: UndoError.nothingToUndo) { try store.undoLog.undo() }
            #expect(throws: UndoError.nothingToRedo) { try store.undoLog.redo() }
        }
    }

    @Test func aChangeOfManyRowsOfOneKindIsCountedByWhatAPersonCallsThem() throws {
        try withTemporaryStore { store, _ in
            _ = try store.recipes.add(RecipeDraft(name: "A"), today: Self.today)
            _ = try store.recipes.add(RecipeDraft(name: "B"), today: Self.today)
            try store.database.write { try $0.execute("DELETE FROM recipes") }
            #expect(try store.undoLog.undo() == "delete 2 recipes")
            #expect(try store.recipes.count() == 2)
        }
    }

    @Test func aChangeOfSeveralKindsGetsAGenericDescription() throws {
        try withTemporaryStore { store, _ in
            _ = try store.recipes.add(RecipeDraft(name: "A"), today: Self.today)
            try store.database.write { db in
                try db.execute("INSERT INTO planner_calendars (name) VALUES ('Work')")
                try db.execute("DELETE FROM recipes")
            }
            #expect(try store.undoLog.undo() == "change 2 rows of calendars, recipes")
            #expect(try store.recipes.count() == 1)
        }
    }
}
