import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Migration 0010 (docs/manual.md#storage): the three tables whose ids a screen keeps are
/// rebuilt with AUTOINCREMENT, keeping every row, id, rule, index and trigger, and their
/// next id lies above every id anything still names.
// Opening a planted version-9 file is what migrates it, so these tests call
// HomebookStore.open on that file directly rather than TestSupport's withStore(at:).
@Suite struct IDMigrationTests {
    static let now = "2026-01-01T00:00:00Z"

    /// A database as homebook 0009 left it: rows with gaps in their ids, an event planning
    /// a recipe and skipping a day, and undo entries naming ids no row holds any more.
    static func versionNine(at path: String) throws {
        let database = try Database(path: path)
        defer { try? database.close() }
        let migrations = HomebookSchema.migrations().filter { $0.version <= 9 }
        try Migrator(migrations: migrations).migrate(database, now: now)
        try database.execute(
            script: """
                INSERT INTO recipes (id, name, ingredients, last_made, link, notes) VALUES
                    (1, 'Pancakes', 'flour', '2024-05-01', 'https://example.com/p', 'thin'),
                    (2, 'Risotto', 'rice', NULL, NULL, ''),
                    (5, 'Leek soup', 'leeks', NULL, NULL, 'hot');
                INSERT INTO budget_items (id, kind, name, amount_cents, date, category, note)
                VALUES
                    (3, 'income', 'Pay', 200000, '2024-05-01', 'Work', NULL),
                    (4, 'expense', 'Rent', 80000, '2024-05-02', NULL, 'May'),
                    (9, 'expense', 'Bread', 250, '2024-05-03', 'Food', NULL);
                UPDATE budget_totals
                SET income_cents = 200000, expense_cents = 80250, item_count = 3;
                INSERT INTO planner_calendars (id, name) VALUES (2, 'Work');
                INSERT INTO planner_events (
                    id, calendar_id, uid, title, all_day, start_at, end_at, start_date,
                    end_date, recipe_id, repeat_freq, repeat_interval, repeat_count, stamp
                ) VALUES
                    (2, 1, 'a@x', 'Dinner', 0, 1717261200, 1717264800, NULL, NULL, 5,
                     NULL, 1, NULL, 1),
                    (7, 2, 'b@x', 'Standup', 0, 1717232400, 1717233300, NULL, NULL, NULL,
                     'daily', 1, 10, 2);
                INSERT INTO planner_event_exceptions (event_id, day) VALUES (7, '2024-06-03');
                INSERT INTO undo_log
                    (description, changeset, bulk_table, bulk_first, bulk_last, created_at)
                VALUES ('import of 3 budget items', x'', 'budget_items', 10, 12, '\(now)');
                """
        )
        // Rows deleted with an undo entry that would bring them back: recipe 8, event 11.
        try database.execute(
            script: """
                INSERT INTO recipes (id, name) VALUES (8, 'Gone');
                INSERT INTO planner_events (id, calendar_id, uid, title, all_day, start_at,
                    end_at, stamp) VALUES (11, 1, 'c@x', 'Gone too', 0, 0, 60, 3);
                """
        )
        let session = try Session(database: database)
        try session.attach("recipes")
        try session.attach("planner_events")
        try database.execute("DELETE FROM recipes WHERE id = 8")
        try database.execute("DELETE FROM planner_events WHERE id = 11")
        try database.execute(
            "INSERT INTO undo_log (description, changeset, created_at) VALUES ('delete', ?, ?)",
            [.blob(try session.changeset().bytes), .text(now)]
        )
    }

    /// The database at `path` migrated up to `version` and no further, still open.
    static func migrated(_ path: String, through version: Int64) throws -> Database {
        let database = try Database(path: path)
        let migrations = HomebookSchema.migrations().filter { $0.version <= version }
        try Migrator(migrations: migrations).migrate(database, now: now)
        return database
    }

    /// The rows of the tables the migration rebuilds, and of those pointing at them.
    static func rows(_ database: Database) throws -> [String: [[DatabaseValue]]] {
        var rows: [String: [[DatabaseValue]]] = [:]
        for table in [
            "recipes", "budget_items", "budget_totals", "planner_events",
            "planner_event_exceptions", "planner_calendars",
        ] {
            rows[table] = try database.fetchAll("SELECT * FROM \(table) ORDER BY 1, 2")
                .map(\.values)
        }
        return rows
    }

    @Test func everyRowKeepsItsIdAndValues() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try Self.versionNine(at: path)
            let old = try Database(path: path)
            let before = try Self.rows(old)
            try old.close()

            // Compared right after 0010: later migrations may add columns of their own.
            let migrated = try Self.migrated(path, through: 10)
            #expect(try Self.rows(migrated) == before)
            try migrated.close()
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            #expect(try store.check() == [])
            #expect(try store.recipes.search("leeks").map(\.id) == [5])
            #expect(try store.planner.get(2).recipe?.id == 5)
            #expect(
                try store.planner.get(7).repeatRule?.exceptions.map(\.description) == [
                    "2024-06-03"
                ]
            )
        }
    }

    @Test func theNextIdsLieAboveEveryIdTheUndoLogNames() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try Self.versionNine(at: path)
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            let today = CalendarDate(year: 2024, month: 6, day: 1)!
            // Recipe 8 and event 11 live on in the undo entry; items 10-12 in the import's.
            #expect(try store.recipes.add(RecipeDraft(name: "New"), today: today) == 9)
            #expect(
                try store.planner.add(
                    EventDraft(title: "New", start: "2024-06-02 10:00"),
                    today: today
                ) == 12
            )
            let item = try store.ledger.add(
                LedgerDraft(kind: "expense", name: "New", amount: "1", date: "2024-06-01"),
                today: today
            )
            #expect(item.item.id == 13)
        }
    }

    @Test func deletingTheNewestAndUndoingStillWorksAfterTheMigration() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try Self.versionNine(at: path)
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            // The entry written before the migration brings recipe 8 and event 11 back with
            // their ids, and the tables go on from above them.
            _ = try store.undoLog.undo()
            #expect(try store.recipes.get(8).name == "Gone")
            #expect(try store.planner.get(11).title == "Gone too")
            let today = CalendarDate(year: 2024, month: 6, day: 1)!
            #expect(try store.recipes.add(RecipeDraft(name: "New"), today: today) == 9)
        }
    }

    /// Every schema entry's SQL, comments, quotes and spacing taken out, by name.
    static func schema(_ database: Database) throws -> [String: String] {
        var entries: [String: String] = [:]
        for row in try database.fetchAll(
            "SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite%'"
        ) {
            let sql: String = try row.get(1)
            let lines = sql.split(separator: "\n").map { line -> String in
                String(line.firstRange(of: "--").map { line[..<$0.lowerBound] } ?? line)
            }
            let text: String = lines.joined(separator: " ").filter { $0 != "\"" }
            let words = text.split(whereSeparator: \.isWhitespace)
            let spaced: String = words.joined(separator: " ")
            entries[try row.get(0)] = spaced.replacing("( ", with: "(").replacing(" )", with: ")")
        }
        return entries
    }

    @Test func theRebuiltTablesKeepEveryColumnRuleIndexAndTrigger() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try Self.versionNine(at: path)
            let old = try Database(path: path)
            var expected = try Self.schema(old)
            try old.close()
            for table in ["recipes", "budget_items", "planner_events"] {
                expected[table] = expected[table]?.replacing(
                    "id INTEGER PRIMARY KEY,",
                    with: "id INTEGER PRIMARY KEY AUTOINCREMENT,"
                )
            }
            // The one rule relaxed on purpose: an imported event may have an empty title.
            expected["planner_events"] = expected["planner_events"]?.replacing(
                "CHECK (length(title) > 0 AND title = trim(",
                with: "CHECK (title = trim("
            )
            let migrated = try Self.migrated(path, through: 10)
            defer { try? migrated.close() }
            #expect(try Self.schema(migrated) == expected)
        }
    }

    @Test func anEventTitleMayBeEmptyInTheTableButNotWhenTyped() throws {
        try withTemporaryStore { store, _ in
            try store.database.execute(
                """
                INSERT INTO planner_events (calendar_id, uid, title, all_day, start_at, end_at,
                    stamp) VALUES (1, 'no-summary@x', '', 0, 0, 60, 0)
                """
            )
            for title in [" padded", "two\nlines"] {
                #expect(throws: SQLiteError.self) {
                    try store.database.execute(
                        """
                        INSERT INTO planner_events (calendar_id, uid, title, all_day, start_at,
                            end_at, stamp) VALUES (1, ?, ?, 0, 0, 60, 0)
                        """,
                        [.text(title + "@x"), .text(title)]
                    )
                }
            }
            let today = CalendarDate(year: 2024, month: 6, day: 1)!
            #expect(throws: PlannerError.invalidName(field: "title")) {
                try store.planner.add(
                    EventDraft(title: " ", start: "2024-06-02 10:00"),
                    today: today
                )
            }
        }
    }
}
