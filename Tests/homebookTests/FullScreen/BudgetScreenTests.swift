import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Budget screen in-process on a real store: keys in, the screen read back as text.
@Suite struct BudgetScreenTests {
    static let today = CalendarDate(year: 2024, month: 6, day: 15) ?? CalendarDate.today()

    /// Runs `body` with the Budget screen open (over Home) on a store `fill` prepared.
    func withBudget(
        width: Int = 80,
        height: Int = 24,
        fill: (HomebookStore) throws -> Void = { _ in },
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "budget.sqlite") { store, folder throws in
            try fill(store)
            var state = FullScreenProgram.state(store: store, size: (width, height))
            type("b", into: &state)
            #expect(state.stack.last?.title == "Budget")
            try body(&state, store)
        }
    }

    /// Three items: pay, rent and food, over two months.
    static func sample(_ store: HomebookStore) throws {
        let ledger = store.ledger
        try ledger.add(
            LedgerDraft(
                kind: "income",
                name: "Pay",
                amount: "1000",
                date: "2024-05-01",
                category: "Work"
            ),
            today: today
        )
        try ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Rent",
                amount: "400",
                date: "2024-05-03",
                category: "Home"
            ),
            today: today
        )
        try ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Bread",
                amount: "2.50",
                date: "2024-06-02",
                category: "Food"
            ),
            today: today
        )
    }

    /// The number of items stored (-1 when it cannot be read).
    func itemCount(_ store: HomebookStore) -> Int64 {
        (try? store.ledger.totals().count) ?? -1
    }

    /// The stored amount of the newest item named `name`.
    func amount(of name: String, _ store: HomebookStore) -> Money? {
        (try? store.ledger.lookup(name))?.first?.amount
    }

    /// The screen's lines that show a ledger row for `name`.
    func row(_ name: String, _ state: AppState) -> String? {
        screen(state).split(separator: "\n").map(String.init).first { $0.contains(" \(name) ") }
    }

    @Test func theHeaderShowsTheStoredTotalsAndEachRowItsRunningBalance() throws {
        try withBudget(fill: Self.sample) { state, _ in
            let text = screen(state)
            #expect(text.contains("Income $1,000.00   Expenses $402.50   Savings $597.50"))
            #expect(row("Pay", state)?.hasSuffix("$1,000.00     $1,000.00") == true)
            #expect(row("Rent", state)?.hasSuffix("$400.00       $600.00") == true)
            #expect(row("Bread", state)?.contains("Food") == true)
            #expect(row("Bread", state)?.hasSuffix("$2.50       $597.50") == true)
        }
    }

    @Test(arguments: [80, 120])
    func amountsInTheMillionsKeepTwoSpacesApartAndStayRightAligned(width: Int) throws {
        let fill: (HomebookStore) throws -> Void = { store in
            for (kind, name, amount) in [
                ("income", "Big salary", "1234567.89"), ("expense", "House", "2500000"),
                ("expense", "Milk", "3.50"),
            ] {
                try store.ledger.add(
                    LedgerDraft(
                        kind: kind,
                        name: name,
                        amount: amount,
                        date: "2024-06-01",
                        category: "a-long-category"
                    ),
                    today: Self.today
                )
            }
        }
        try withBudget(width: width, fill: fill) { state, _ in
            let rows = try ["Big salary", "House", "Milk"].map { try #require(row($0, state)) }
            #expect(rows[0].hasSuffix("  $1,234,567.89   $1,234,567.89"))
            #expect(rows[1].hasSuffix("  $2,500,000.00  -$1,265,432.11"))
            #expect(rows[2].hasSuffix("  $3.50  -$1,265,435.61"))
            // Every number ends where its heading ends, and no row is wider than the headings.
            let headings = String(
                try #require(screen(state).split(separator: "\n").first { $0.contains("Balance") })
            )
            let amountEnd = try #require(headings.range(of: "Amount")).upperBound
            let headingsWidth = TextWidth.columns(of: headings)
            let amountColumn = TextWidth.columns(of: String(headings[..<amountEnd]))
            for (row, amount) in zip(rows, ["$1,234,567.89", "$2,500,000.00", "$3.50"]) {
                #expect(TextWidth.columns(of: row) == headingsWidth)
                let end = try #require(row.range(of: amount)).upperBound
                #expect(TextWidth.columns(of: String(row[..<end])) == amountColumn, "\(row)")
            }
            #expect(rows[0].contains("a-long-"))
        }
    }

    @Test func addingSavesOneItemAndTheHeaderFollows() throws {
        try withBudget(fill: Self.sample) { state, store in
            type("a", into: &state)
            #expect(state.stack.last?.title == "Add item")
            type("i\tBonus\t250\t\u{15}2024-06-10\tWo\t", into: &state)  // Tab completes "Wo"
            #expect(screen(state).contains("Work"))
            type("\u{13}", into: &state)  // Ctrl-S
            #expect(state.stack.last?.title == "Budget")
            let text = screen(state)
            #expect(text.contains("Income $1,250.00   Expenses $402.50   Savings $847.50"))
            #expect(text.contains("added “Bonus”"))
            #expect(row("Bonus", state)?.contains("Work") == true)
            #expect(itemCount(store) == 4)
        }
    }

    @Test func uUndoesTheLastChangeAndCtrlRRedoesItWithTheListAndHeaderRefreshed() throws {
        try withBudget(fill: Self.sample) { state, store in
            type("a", into: &state)
            type("i\tBonus\t250\t\u{15}2024-06-10\t\t", into: &state)
            type("\u{13}", into: &state)  // Ctrl-S
            #expect(screen(state).contains("Savings $847.50"))
            type("u", into: &state)
            var text = screen(state)
            #expect(text.contains("Undid: add income \"Bonus\" 250.00"))
            #expect(text.contains("Income $1,000.00   Expenses $402.50   Savings $597.50"))
            #expect(row("Bonus", state) == nil)
            #expect(itemCount(store) == 3)
            type("\u{12}", into: &state)  // Ctrl-R
            text = screen(state)
            #expect(text.contains("Redid: add income \"Bonus\" 250.00"))
            #expect(text.contains("Savings $847.50"))
            #expect(row("Bonus", state) != nil)
        }
    }

    @Test func anInvalidAmountIsExplainedAsItIsTypedAndZeroNeedsASecondEnter() throws {
        try withBudget(fill: Self.sample) { state, store in
            type("a\tTea\t12,5", into: &state)
            #expect(screen(state).contains("\"12,5\" is not an amount"))
            type("\r", into: &state)
            #expect(state.stack.last?.title == "Add item")
            #expect(screen(state).contains("press Enter to record 0.00"))
            #expect(itemCount(store) == 3)
            type("\r", into: &state)
            #expect(state.stack.last?.title == "Budget")
            #expect(row("Tea", state)?.contains("$0.00") == true)
            #expect(itemCount(store) == 4)
        }
    }

    @Test func anEmptyNameIsRefusedInTheField() throws {
        try withBudget { state, store in
            type("a\tX\u{7F}", into: &state)
            #expect(screen(state).contains("✗ a name is required") || screen(state).contains("✗ "))
            type("\t5\u{13}", into: &state)
            #expect(state.stack.last?.title == "Add item")
            #expect(screen(state).contains("not saved"))
            #expect(itemCount(store) == 0)
        }
    }

    @Test func anEditWithAnInvalidAmountIsRefusedAndTheOldAmountKept() throws {
        try withBudget(fill: Self.sample) { state, store in
            type("e", into: &state)  // the newest row, Bread, is selected
            #expect(state.stack.last?.title == "Edit item")
            type("\t\t\u{15}abc", into: &state)  // to Amount, Ctrl-U, type
            #expect(screen(state).contains("\"abc\" is not an amount (it contains letters)"))
            type("\u{13}\r", into: &state)
            #expect(state.stack.last?.title == "Edit item")
            #expect(screen(state).contains("not saved: fix the marked fields"))
            #expect(amount(of: "Bread", store) == Money(cents: 250))
            type("\u{15}3\u{13}", into: &state)
            #expect(state.stack.last?.title == "Budget")
            #expect(amount(of: "Bread", store) == Money(cents: 300))
            #expect(screen(state).contains("Expenses $403.00"))
        }
    }

    @Test func deleteAsksFirstAndNoKeepsTheItem() throws {
        try withBudget(fill: Self.sample) { state, store in
            type("d", into: &state)
            #expect(screen(state).contains("Delete “Bread” of 2024-06-02?  [y/N]"))
            type("n", into: &state)
            #expect(itemCount(store) == 3)
            type("\u{1B}[Ad", into: &state)  // up to Rent
            type("y", into: &state)
            #expect(itemCount(store) == 2)
            let text = screen(state)
            #expect(text.contains("deleted “Rent”"))
            #expect(text.contains("Expenses $2.50"))
            #expect(row("Rent", state) == nil)
        }
    }

    @Test func filtersByKindCategoryAndDatesApplyAsTyped() throws {
        try withBudget(fill: Self.sample) { state, _ in
            type("f\t\tincome", into: &state)
            #expect(
                row("Pay", state) != nil && row("Rent", state) == nil && row("Bread", state) == nil
            )
            type("\u{15}\tF\t", into: &state)  // kind cleared; category "F" completes to Food
            #expect(row("Bread", state) != nil && row("Pay", state) == nil)
            type("\u{15}\t2024-05-02\t2024-05-31", into: &state)
            #expect(
                row("Rent", state) != nil && row("Pay", state) == nil && row("Bread", state) == nil
            )
            // Balances stay those of the whole ledger whatever the filter.
            #expect(row("Rent", state)?.hasSuffix("$600.00") == true)
            type("\r", into: &state)
            #expect(screen(state).contains("1 shown"))
            type("x", into: &state)
            #expect(row("Pay", state) != nil && row("Bread", state) != nil)
        }
    }

    @Test func aCategoryTypedInPartShowsWhatTabWouldCompleteTo() throws {
        try withBudget(fill: Self.sample) { state, _ in
            type("f\t\t\tfo", into: &state)  // the category field, "fo" of "Food"
            #expect(row("Bread", state) != nil && row("Pay", state) == nil)
            #expect(screen(state).contains("showing Food · Tab: Food"))
            #expect(!screen(state).contains("0 shown"))
            type("x", into: &state)  // "fox" begins no category: nothing, and the hint says so
            #expect(row("Bread", state) == nil)
            #expect(screen(state).contains("no category in use starts so"))
        }
    }

    @Test func aBadDateInTheFilterIsExplainedAndEscUndoesTheFilter() throws {
        try withBudget(fill: Self.sample) { state, _ in
            type("f2024-13", into: &state)
            #expect(screen(state).contains("✗ "))
            #expect(row("Pay", state) != nil)
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Budget")
            #expect(row("Bread", state) != nil)
        }
    }

    @Test func theReportDrawsBarsThatFitEightyColumns() throws {
        try withBudget(fill: Self.sample) { state, _ in
            type("r", into: &state)
            #expect(state.stack.last?.title == "Monthly report")
            let lines = screen(state).split(separator: "\n").map(String.init)
            let bars = lines.filter { $0.contains("█") }
            #expect(bars.count == 3)  // income and expenses of May, expenses of June (no income)
            #expect(lines.allSatisfy { TextWidth.columns(of: $0) <= 80 })
            #expect(
                lines.contains {
                    $0.contains("2024-05") && $0.contains("income") && $0.hasSuffix("$1,000.00")
                }
            )
            #expect(lines.contains { $0.contains("net") && $0.contains("$600.00") })
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Budget")
        }
    }

    @Test func aLargeLedgerOpensAtTheNewestRowsReadingOnlyTheVisibleWindow() throws {
        try withBudget(fill: { store in
            // Every item on one day, so (date, id) order is the numbering.
            let rows = (1...5000).map { "2024-01-01,income,Item \($0),1.00,," }
            let csv = (["date,kind,name,amount,category,note"] + rows).joined(separator: "\n")
            let imported = try store.ledger.importCSV(text: csv)
            #expect(imported == 5000)
        }) { state, _ in
            let page = try #require(state.stack.last as? BudgetScreen)
            #expect(row("Item 5000", state)?.hasSuffix("$5,000.00") == true)
            #expect(row("Item 4983", state) != nil)
            #expect(row("Item 4982", state) == nil)
            let afterOpen = page.model.rowsRead
            #expect(afterOpen <= 18 * 2)
            type("\u{1B}[A", into: &state)
            _ = screen(state)
            type("\u{1B}[5~", into: &state)  // PgUp
            // Up, then a page up (17 rows): Item 4982 is selected at the top.
            #expect(row("Item 4982", state) != nil && row("Item 5000", state) == nil)
            #expect(page.model.rowsRead - afterOpen <= 18)
            type("\u{1B}[H", into: &state)  // Home: the oldest rows, with their balances
            #expect(row("Item 1", state)?.hasSuffix("$1.00") == true)
        }
    }
}
