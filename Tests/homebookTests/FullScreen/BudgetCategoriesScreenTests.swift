import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The categories screen (`c` on the Budget screen) in-process on a real store: rows,
/// stepping, the step key, drilling into a category and back, and colours
/// (docs/manual.md#the-categories-screen).
@Suite struct BudgetCategoriesScreenTests {
    static let today = ScreenSnapshot.today

    /// Runs `body` with the categories screen open (Home, `b`, `c`) on a store `fill` made.
    func withCategories(
        width: Int = 80,
        height: Int = 24,
        fill: (HomebookStore) throws -> Void = ScreenSnapshotTests.seed,
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "categories.sqlite") { store, _ throws in
            try fill(store)
            var state = FullScreenProgram.state(
                root: FixedTodayHome(store: store, today: Self.today),
                store: store,
                size: (width, height)
            )
            type("bc", into: &state)
            #expect(state.stack.last?.title == "Categories")
            try body(&state, store)
        }
    }

    /// The drawn window, for reading text and styles.
    func drawn(_ state: AppState) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        state.render(into: &buffer)
        return buffer
    }

    /// The first line holding `text`, or "".
    func line(_ text: String, _ state: AppState) -> String {
        screen(state).split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
    }

    /// The words of the line that starts (after spaces) with `name`.
    func row(_ name: String, _ state: AppState) -> [String] {
        let lines = screen(state).split(separator: "\n").map(String.init)
        let found = lines.first { $0.trimmingWhitespace().hasPrefix(name + " ") } ?? ""
        return found.split(separator: " ").map(String.init)
    }

    /// The lines of the list drawn reversed (the selection), the title and status lines aside.
    func selectedLines(_ state: AppState) -> [String] {
        let buffer = drawn(state)
        let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
        return (1..<(buffer.height - 1)).filter { buffer[1, $0].style.reverse }.map {
            String(lines[$0])
        }
    }

    @Test func aMonthShowsEachCategoryWithSignedSumsAndTheTotals() throws {
        try withCategories { state, store in
            #expect(line("2026-11 · month", state).contains("2026-11-01 – 2026-11-30"))
            #expect(row("food", state) == ["food", "-$64.35", "-$64.35"])
            #expect(row("home", state) == ["home", "-$950.00", "-$950.00"])
            #expect(
                row("(uncategorised)", state) == ["(uncategorised)", "+$2,500.00", "+$2,500.00"]
            )
            // The total of the month, as the core sums it.
            let overview = try store.ledger.categoryOverview(
                LedgerPeriod(.month, containing: LedgerMonth(Self.today))
            )
            let net = "+" + overview.total.net.formatted(currency: "$")
            #expect(row("Total", state) == ["Total", "+$2,500.00", "-$1,026.85", net])
            let names = screen(state).split(separator: "\n").map { $0.trimmingWhitespace() }
            let order = ["food", "fun", "home", "(uncategorised)"].compactMap { name in
                names.firstIndex { $0.hasPrefix(name + " ") }
            }
            #expect(order == order.sorted() && order.count == 4)
        }
    }

    @Test func bracketsStepThePeriodAndPChangesTheStep() throws {
        try withCategories { state, _ in
            type("[", into: &state)
            #expect(line("· month ·", state).contains("2026-10"))
            #expect(row("food", state) == ["food", "-$4.20", "-$4.20"])
            #expect(row("home", state).isEmpty)
            type("]]", into: &state)
            #expect(line("· month ·", state).contains("2026-12"))
            #expect(screen(state).contains("Nothing in 2026-12"))
            type("[p", into: &state)
            #expect(line("· quarter ·", state).contains("2026 Q4"))
            #expect(line("2026 Q4", state).contains("2026-10-01 – 2026-12-31"))
            #expect(row("food", state) == ["food", "-$68.55", "-$68.55"])
            type("[", into: &state)
            #expect(line("· quarter ·", state).contains("2026 Q3"))
            type("p", into: &state)
            #expect(line("· year ·", state).contains("2026-01-01 – 2026-12-31"))
            #expect(row("Total", state).prefix(3) == ["Total", "+$2,500.00", "-$1,031.05"])
            type("p", into: &state)
            #expect(line("· month ·", state).contains("2026-01"))
            type("T", into: &state)
            #expect(line("· month ·", state).contains("2026-11"))
        }
    }

    @Test func theSelectionStaysOnItsCategoryAcrossPeriods() throws {
        try withCategories { state, _ in
            type("\u{1B}[B\u{1B}[B", into: &state)  // food, fun, home
            #expect(selectedLines(state).map { $0.hasPrefix(" home ") } == [true])
            type("[", into: &state)  // October has food only: the row number is kept
            #expect(selectedLines(state).map { $0.hasPrefix(" food ") } == [true])
            type("p", into: &state)  // the quarter has home again, but the selection was food
            #expect(selectedLines(state).map { $0.hasPrefix(" food ") } == [true])
            type("\u{1B}[B\u{1B}[Bp", into: &state)  // home; the year has it too
            #expect(selectedLines(state).map { $0.hasPrefix(" home ") } == [true])
        }
    }

    @Test func enterShowsTheCategorysItemsOfThePeriodAndEscComesBack() throws {
        try withCategories { state, _ in
            type("p", into: &state)  // food; 2026 Q4
            #expect(line("· quarter ·", state).contains("2026 Q4"))
            type("\r", into: &state)
            #expect(state.stack.last?.title == "Items")
            #expect(line("food in 2026 Q4", state).contains("out $68.55"))
            #expect(screen(state).contains("Bakery"))
            #expect(screen(state).contains("Groceries at th…"))
            #expect(!screen(state).contains("Cinema"))
            #expect(!screen(state).contains("Salary"))
            // The running total of the category's items in the period.
            #expect(line("Bakery", state).hasSuffix("-$4.20"))
            #expect(line("Groceries", state).hasSuffix("-$68.55"))
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Categories")
            #expect(line("· quarter ·", state).contains("2026 Q4"))
            #expect(selectedLines(state).map { $0.hasPrefix(" food ") } == [true])
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Budget")
        }
    }

    @Test func theUncategorisedRowOpensTheItemsWithoutACategory() throws {
        try withCategories { state, _ in
            type("\u{1B}[F\r", into: &state)
            #expect(state.stack.last?.title == "Items")
            #expect(screen(state).contains("Salary"))
            #expect(!screen(state).contains("Rent"))
            #expect(screen(state).contains("1 item"))
        }
    }

    @Test func incomeIsGreenExpensesRedAndNoColorKeepsTheSigns() throws {
        try withCategories { state, store in
            try store.ledger.setTarget(category: "fun", amount: "10", today: Self.today)
            state.handle(.character("T"))  // reload after the write (the app does on stamp)
            let buffer = drawn(state)
            let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
            func style(of text: String, on prefix: String) throws -> CellStyle {
                let y = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
                let x = try #require(lines[y].range(of: text)).lowerBound
                return buffer[lines[y].distance(from: lines[y].startIndex, to: x), y].style
            }
            #expect(try style(of: "+$2,500.00", on: " (uncategorised)").foreground == .green)
            #expect(try style(of: "-$950.00", on: " home ").foreground == .red)
            // Fun spent 12.50 of 10.00: 2.50 over, in red.
            #expect(
                row("fun", state) == ["fun", "-$12.50", "-$12.50", "$10.00", "-$2.50", "[####]"]
            )
            #expect(try style(of: "-$2.50", on: " fun").foreground == .red)
            var colored = FrameRenderer(colors: true)
            var plain = FrameRenderer(colors: false)
            let withColor = String(decoding: colored.render(buffer), as: UTF8.self)
            let without = String(decoding: plain.render(buffer), as: UTF8.self)
            #expect(withColor.contains(";31m") && withColor.contains(";32m"))
            #expect(!without.contains(";31m") && !without.contains(";32m"))
            #expect(without.contains("-$950.00") && without.contains("+$2,500.00"))
        }
    }

    @Test func longNamesAreCutWithAnEllipsisAndNothingIsLostAt80Columns() throws {
        try withCategories(
            fill: { store in
                try ScreenSnapshotTests.seed(store)
                try store.ledger.add(
                    .expense,
                    "Big",
                    cents: 123_456_789,
                    on: day(2026, 11, 3),
                    category: "a very long category name for the household"
                )
            }
        ) { state, _ in
            let long = line("a very long", state)
            #expect(long.contains("…"))
            #expect(long.contains("-$1,234,567.89"))
            #expect(row("Total", state).contains("-$1,235,594.74"))
            for text in screen(state).split(separator: "\n") {
                #expect(TextWidth.columns(of: text) <= 80)
            }
        }
    }

    @Test func aChangeElsewhereShowsAtTheNextKey() throws {
        try withCategories { state, store in
            #expect(row("fun", state) == ["fun", "-$12.50", "-$12.50"])
            // Another process, or an undo: the app reloads every open screen.
            try store.ledger.add(
                .expense,
                "Bowling",
                cents: 800,
                on: day(2026, 11, 21),
                category: "fun"
            )
            type("\u{1B}[B", into: &state)
            #expect(row("fun", state) == ["fun", "-$20.50", "-$20.50"])
            type("u", into: &state)
            #expect(row("fun", state) == ["fun", "-$12.50", "-$12.50"])
        }
    }

    @Test func theHelpNamesEveryKeyOfTheScreen() throws {
        try withCategories { state, _ in
            type("?", into: &state)
            let help = screen(state)
            #expect(help.contains("the month before, after"))
            #expect(help.contains("by quarter (month → quarter → year)"))
            #expect(help.contains("the items of the category and its branch in the month"))
        }
    }
}
