import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// For every kind of change: the state before == the state after change + undo, table by
/// table, and change + undo + redo == change; the invariants hold at every step.
@Suite struct UndoRoundTripTests {
    /// One kind of change, made on the seeded store.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let description: String?
        let make: @Sendable (HomebookStore) throws -> Void
        var testDescription: String { name }
    }

    static let today = CalendarDate(year: 2024, month: 6, day: 1)!

    static let changes: [Change] = [
        Change(name: "recipe add", description: "add recipe \"Leek soup\"") {
            _ = try $0.recipes.add(
                RecipeDraft(name: "Leek soup", ingredients: "leeks"),
                today: today
            )
        },
        Change(name: "recipe edit", description: "edit recipe \"Pancakes\"") {
            _ = try $0.recipes.update(
                1,
                with: RecipeChanges(ingredients: "flour, milk, eggs", notes: "thin"),
                today: today
            )
        },
        Change(name: "recipe delete", description: "delete recipe \"Risotto\"") {
            _ = try $0.recipes.delete(2)
        },
        Change(
            name: "recipe made today",
            description: "mark recipe \"Pancakes\" made on 2024-06-01"
        ) {
            _ = try $0.recipes.markMade(1, on: today, today: today)
        },
        Change(name: "budget add", description: "add expense \"Milk\" 1.29") {
            try $0.ledger.add(.expense, "Milk", cents: 129, on: today)
        },
        Change(name: "budget edit", description: "edit income \"Pay\" 2,100.00") {
            try $0.ledger.update(1, applying: LedgerItemChanges(amount: Money(cents: 210_000)))
        },
        Change(name: "budget edit of the kind", description: "edit income \"Rent\" 800.00") {
            try $0.ledger.update(2, applying: LedgerItemChanges(kind: .income))
        },
        Change(name: "budget delete", description: "delete expense \"Rent\" 800.00") {
            try $0.ledger.delete(2)
        },
        Change(name: "budget import", description: "import of 3 budget items") {
            try $0.ledger.importCSV(
                text: "date,kind,name,amount,category,note\n2024-05-01,income,Bonus,50,,\n"
                    + "2024-05-02,expense,Tea,3.20,food,\n2024-05-03,expense,Bread,2,food,fresh\n"
            )
        },
        Change(name: "bank statement import", description: "import of 3 budget items") {
            _ = try $0.ledger.importBankCSV(
                text: "Date,Description,Amount\n2024-06-05,Gas,-40\n2024-06-06,Tea,-3.20\n"
                    + "2024-06-06,Tea,-3.20\n",
                mapping: statementMapping
            )
        },
        Change(
            name: "bank statement import over an earlier one",
            description: "import of 1 budget item"
        ) {
            // The seed imported the first two rows; only the third is new.
            _ = try $0.ledger.importBankCSV(
                text: statement + "2024-06-03,Coffee,-3.50\n",
                mapping: statementMapping
            )
        },
        Change(name: "plan add (a weekly repeat)", description: nil) {
            _ = try $0.planner.add(
                EventDraft(
                    title: "Gym",
                    start: "2024-06-03 07:00",
                    repeatRule: RepeatInput(frequency: "weekly", count: 5)
                ),
                today: today
            )
        },
        Change(name: "plan edit", description: nil) {
            _ = try $0.planner.update(
                1,
                with: EventChanges(title: "Dinner party", location: "Home"),
                today: today
            )
        },
        Change(name: "calendar add", description: nil) {
            _ = try $0.planner.addCalendar("Work")
        },
        Change(name: "calendar rename", description: nil) {
            try $0.planner.renameCalendar("Personal", to: "Home")
        },
        Change(name: "iCalendar import", description: nil) {
            _ = try $0.planner.importICalendar(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\n"
                    + "UID:dentist@test\r\nDTSTAMP:20240601T000000Z\r\n"
                    + "DTSTART:20240610T090000Z\r\nDTEND:20240610T100000Z\r\n"
                    + "SUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            )
        },
        Change(
            name: "iCalendar import of skipped and changed occurrences",
            description: "import of 2 events"
        ) {
            _ = try $0.planner.importICalendar(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\n"
                    + "UID:standup@test\r\nDTSTART:20240603T070000Z\r\n"
                    + "RRULE:FREQ=DAILY;COUNT=5\r\nEXDATE:20240604T070000Z,20240605T070000Z\r\n"
                    + "SUMMARY:Standup\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:standup@test\r\n"
                    + "RECURRENCE-ID:20240606T070000Z\r\nDTSTART:20240606T120000Z\r\n"
                    + "SUMMARY:Standup, later\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            )
        },
        Change(name: "plan delete of a series with skipped occurrences", description: nil) {
            let series = try $0.planner.occurrences(from: today, to: today.adding(days: 10))
                .first { $0.title == "Gym" }
            _ = try $0.planner.delete(try #require(series).id)
        },
        Change(name: "recipe delete of a planned meal", description: nil) {
            // The dinner loses its link and keeps the name: undo gives both back.
            _ = try $0.recipes.delete(1)
        },
        Change(name: "plan delete", description: nil) {
            _ = try $0.planner.delete(1)
        },
        Change(name: "saved conversion (pruning the oldest)", description: "save conversion 162 lb")
        {
            _ = try $0.conversions.save(
                try Quantity.parse(value: "162", unit: "lb"),
                at: "2024-06-01T10:00:00Z"
            )
        },
        Change(name: "setting, first time", description: "set currency to \"€\"") {
            _ = try $0.settings.set(.currency, to: "€")
        },
        Change(name: "setting, changed", description: "set precision to \"4\"") {
            _ = try $0.settings.set(.precision, to: "4")
        },
    ]

    /// A bank's statement of two rows, which the seed imports.
    static let statement = "Date,Description,Amount\n2024-06-01,Salary,1000\n2024-06-02,Rent,-800\n"
    static let statementMapping = BankMapping(
        date: .named("Date"),
        name: .named("Description"),
        amounts: .signed(.named("Amount"))
    )

    /// Recipes, items (one bank statement among them), five saved weights (the cap), one
    /// setting, a dinner planned with a recipe and a series that skips two days, none of
    /// them undone.
    static func seed(_ store: HomebookStore) throws {
        _ = try store.recipes.add(RecipeDraft(name: "Pancakes", ingredients: "flour"), today: today)
        _ = try store.recipes.add(RecipeDraft(name: "Risotto", notes: "stir"), today: today)
        try store.ledger.add(.income, "Pay", cents: 200_000, on: today, category: "work")
        try store.ledger.add(.expense, "Rent", cents: 80_000, on: today, note: "June")
        for (index, value) in ["1", "2", "3", "4", "5"].enumerated() {
            _ = try store.conversions.save(
                try Quantity.parse(value: value, unit: "kg"),
                at: "2024-06-01T09:0\(index):00Z"
            )
        }
        _ = try store.settings.set(.precision, to: "3")
        _ = try store.ledger.importBankCSV(text: statement, mapping: statementMapping)
        _ = try store.planner.add(
            EventDraft(
                title: "Dinner",
                start: "2024-06-08 19:00",
                end: "2024-06-08 21:00",
                recipe: "Pancakes"
            ),
            today: today
        )
        _ = try store.planner.importICalendar(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\n"
                + "UID:gym@test\r\nDTSTART;VALUE=DATE:20240602\r\nRRULE:FREQ=WEEKLY\r\n"
                + "EXDATE;VALUE=DATE:20240609,20240616\r\nSUMMARY:Gym\r\nEND:VEVENT\r\n"
                + "END:VCALENDAR\r\n"
        )
    }

    @Test(arguments: changes)
    func undoRestoresEveryTableAndRedoReappliesTheChange(_ change: Change) throws {
        try withTemporaryStore { store, _ in
            try Self.seed(store)
            let before = try DatabaseSnapshot(store.database)
            try change.make(store)
            let after = try DatabaseSnapshot(store.database)
            #expect(after != before, "the change changed nothing")
            try expectConsistent(store)

            let undone = try store.undoLog.undo()
            if let description = change.description { #expect(undone == description) }
            #expect(try DatabaseSnapshot(store.database) == before)
            try expectConsistent(store)

            #expect(try store.undoLog.redo() == undone)
            #expect(try DatabaseSnapshot(store.database) == after)
            try expectConsistent(store)

            // And back once more: the log can walk the same change again.
            try store.undoLog.undo()
            #expect(try DatabaseSnapshot(store.database) == before)
        }
    }

    @Test func undoingEveryChangeInTurnReturnsToTheEmptyDatabase() throws {
        try withTemporaryStore { store, _ in
            let empty = try DatabaseSnapshot(store.database)
            try Self.seed(store)
            var snapshots: [DatabaseSnapshot] = []
            for change in Self.changes {
                snapshots.append(try DatabaseSnapshot(store.database))
                try change.make(store)
            }
            for snapshot in snapshots.reversed() {
                try store.undoLog.undo()
                #expect(try DatabaseSnapshot(store.database) == snapshot)
            }
            while (try? store.undoLog.undo()) != nil {}
            #expect(try DatabaseSnapshot(store.database) == empty)
            try expectConsistent(store)
        }
    }
}
