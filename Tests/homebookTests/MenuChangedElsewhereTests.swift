import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// A line-menu edit or delete open on a row that another process deletes (and replaces with
/// a new row) or edits before the answers are in is refused, and the other row is left
/// alone (docs/manual.md#storage).
@Suite struct MenuChangedElsewhereTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    /// A scripted terminal that runs `meanwhile` just before it hands over line `at`.
    final class MeanwhileTerminal: Terminal {
        private var lines: [String]
        private var read = 0
        private let at: Int
        private let meanwhile: () throws -> Void
        private(set) var output = ""
        let isInteractive = false

        init(_ lines: [String], at: Int, meanwhile: @escaping () throws -> Void) {
            self.lines = lines
            self.at = at
            self.meanwhile = meanwhile
        }

        func readLine() -> String? {
            guard read < lines.count else { return nil }
            if read == at {
                do { try meanwhile() } catch { output += "MEANWHILE FAILED: \(error)\n" }
            }
            read += 1
            return lines[read - 1]
        }

        func write(_ text: String) { output += text }
    }

    /// Runs the menu on a store `fill` prepared, with `meanwhile` done by a second
    /// connection before line `at` is read; returns the transcript and the other connection.
    func run(
        _ input: [String],
        at: Int,
        fill: (HomebookStore) throws -> Void,
        meanwhile: @escaping (HomebookStore) throws -> Void,
        check: (String, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore { store, folder in
            try fill(store)
            try withStore(at: folder + "/test.sqlite") { other throws in
                let terminal = MeanwhileTerminal(input, at: at) { try meanwhile(other) }
                let session = MenuSession(
                    terminal: terminal,
                    store: store,
                    style: .plain,
                    today: { Self.today }
                )
                MainMenu(session: session).run()
                #expect(!terminal.output.contains("MEANWHILE FAILED"), "\(terminal.output)")
                try check(terminal.output, other)
            }
        }
    }

    static func twoItems(_ store: HomebookStore) throws {
        for name in ["Old", "Shown"] {
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: name, amount: "5", date: "2026-11-01"),
                today: today
            )
        }
    }

    static func replaceItemTwo(_ other: HomebookStore) throws {
        try other.ledger.delete(2)
        try other.ledger.add(
            LedgerDraft(kind: "income", name: "Added", amount: "9", date: "2026-11-02"),
            today: today
        )
    }

    @Test func aBudgetEditOfAnItemDeletedAndReplacedMeanwhileIsRefused() throws {
        // b e 2, then kind, name, amount, date, category, note: the note is line 8.
        let input = ["b", "e", "2", "", "Typed", "", "", "", ""]
        try run(input, at: 8, fill: Self.twoItems, meanwhile: Self.replaceItemTwo) {
            output,
            other in
            #expect(output.contains("changed elsewhere since you opened it"), "\(output)")
            #expect(output.contains("It was deleted, so your answers cannot be saved to it."))
            #expect(!output.contains("Saved"))
            let items = try other.ledger.list().map(\.item.name)
            #expect(items.sorted() == ["Added", "Old"])
        }
    }

    @Test func aBudgetEditOfAnItemEditedMeanwhileIsOfferedAgainOverItAsItIsNow() throws {
        let input = ["b", "e", "2", "", "Typed", "", "", "", "", "y"]
        try run(
            input,
            at: 8,
            fill: Self.twoItems,
            meanwhile: { other in
                try other.ledger.update(2, applying: LedgerItemChanges(amount: Money(cents: 700)))
            }
        ) { output, other in
            #expect(output.contains("changed elsewhere since you opened it"), "\(output)")
            #expect(output.contains("Your answers are kept. Save them over it as it is now?"))
            // The name typed and the amount changed elsewhere: nothing is lost.
            let item = try other.ledger.get(2)
            #expect(item.name == "Typed" && item.amount == Money(cents: 700))
        }
    }

    @Test func aBudgetDeleteOfAnItemReplacedMeanwhileIsRefused() throws {
        try run(["b", "d", "2", "y"], at: 3, fill: Self.twoItems, meanwhile: Self.replaceItemTwo) {
            output,
            other in
            #expect(output.contains("changed elsewhere since you opened it"), "\(output)")
            #expect(output.contains("It was deleted already."))
            let names = try other.ledger.list().map(\.item.name)
            #expect(names.sorted() == ["Added", "Old"])
        }
    }

    @Test func aRecipeEditOfARecipeReplacedMeanwhileIsRefused() throws {
        // r e 2, then name, last made, link, servings, ingredients, notes: the notes are line 8.
        let input = ["r", "e", "2", "Typed", "", "", "", "", "typed notes", ""]
        try run(
            input,
            at: 8,
            fill: { store in
                for name in ["Soup", "Stew"] {
                    _ = try store.recipes.add(RecipeDraft(name: name), today: Self.today)
                }
            },
            meanwhile: { other in
                try other.recipes.delete(2)
                _ = try other.recipes.add(RecipeDraft(name: "Added"), today: Self.today)
            }
        ) { output, other in
            #expect(output.contains("changed elsewhere since you opened it"), "\(output)")
            let recipes = try other.recipes.list(sortedBy: .name)
            #expect(recipes.map(\.name) == ["Added", "Soup"])
            #expect(recipes.allSatisfy { $0.notes.isEmpty })
        }
    }

    @Test func anEventEditOfAnEventReplacedMeanwhileIsRefused() throws {
        // p e 2, then title, start, end, all day, location, description, calendar, recipe,
        // servings, repeat: the repeat is line 12.
        let input = ["p", "e", "2", "Typed", "", "", "", "", "", "", "", "", ""]
        try run(
            input,
            at: 12,
            fill: { store in
                for title in ["Lunch", "Dinner"] {
                    _ = try store.planner.add(
                        EventDraft(title: title, start: "2026-11-23 12:00"),
                        today: Self.today
                    )
                }
            },
            meanwhile: { other in
                try other.planner.delete(2)
                _ = try other.planner.add(
                    EventDraft(title: "Added", start: "2026-11-24 12:00"),
                    today: Self.today
                )
            }
        ) { output, other in
            #expect(output.contains("changed elsewhere since you opened it"), "\(output)")
            let titles = try other.planner.occurrences(
                from: Self.today,
                to: Self.today.adding(days: 5)
            )
            .map(\.title)
            #expect(titles == ["Lunch", "Added"])
        }
    }
}
