import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Shopping screen's ticks (docs/manual.md#shopping): Space ticks and moves to the next
/// row, ticked rows are dim and last, `x` clears them, and a tick holds on the next day.
@Suite struct ShoppingTickScreenTests {
    static let saturday = CalendarDate(year: 2026, month: 11, day: 28) ?? CalendarDate.today()

    /// The rows drawn dim, by their text.
    private func dimRows(_ state: AppState) -> [String] {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        state.render(into: &buffer)
        let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
        return (0..<buffer.height).filter { buffer[1, $0].style.dim }.map {
            lines[$0].trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func spaceTicksMovesOnAndTheTickHoldsTheNextDay() throws {
        try withTemporaryStore { store, _ in
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", ingredients: "2 eggs\n100 g flour\n1 cup milk"),
                today: Self.saturday
            )
            _ = try store.planner.add(
                EventDraft(title: "Brunch", start: "2026-11-30 10:00", recipe: "Pancakes"),
                today: Self.saturday
            )
            var state = FullScreenProgram.state(
                root: ShoppingScreen(store: store, from: Self.saturday),
                store: store,
                size: (80, 24)
            )
            var text = screen(state)
            #expect(text.contains("3 to buy"))
            // Eggs ticked: they go last, dim, and the selection is on flour, the next row.
            type(" ", into: &state)
            text = screen(state)
            #expect(text.contains("2 to buy"))
            let rows = text.split(separator: "\n").filter { $0.contains("· Pancakes") }
            #expect(
                rows.map { $0.trimmingCharacters(in: .whitespaces) }.map { String($0.prefix(14)) }
                    == [
                        "[ ] 100 g flou", "[ ] 1 cup milk", "[x] 2 eggs  · ",
                    ]
            )
            #expect(dimRows(state).map { String($0.prefix(10)) } == ["[x] 2 eggs"])
            type(" ", into: &state)  // flour, the row after eggs
            #expect(screen(state).contains("[x] 100 g flour"))
            #expect(screen(state).contains("1 to buy"))
            // Sunday's list (11-29 – 12-05) has the same meal: both still ticked.
            var sunday = FullScreenProgram.state(
                root: ShoppingScreen(store: store, from: Self.saturday.adding(days: 1)),
                store: store,
                size: (80, 24)
            )
            text = screen(sunday)
            #expect(text.contains("‹ 2026-11-29 – 2026-12-05 ›  1 to buy"))
            #expect(text.contains("[x] 2 eggs") && text.contains("[x] 100 g flour"))
            // x clears the ticked ones; u brings them back.
            type("x", into: &sunday)
            text = screen(sunday)
            #expect(text.contains("3 to buy") && text.contains("2 ticks cleared"))
            #expect(dimRows(sunday).isEmpty)
            type("u", into: &sunday)
            #expect(screen(sunday).contains("1 to buy"))
        }
    }
}
