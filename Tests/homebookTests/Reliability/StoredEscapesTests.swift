import Foundation
import HomebookCore
import TestSupport
import Testing

/// Stored text holding terminal escape sequences (ESC, CSI U+009B, BEL, an OSC title
/// sequence) never reaches standard output raw: not in `recipe list`, `recipe show`,
/// `budget list` (the table), nor in the menu's recipe view, budget list and edit prompts.
@Suite(.tags(.process), .skippedByTag) struct StoredEscapesTests {
    static let osc = "\u{1B}]0;pwned\u{07}"

    @Test func storedEscapeSequencesAreShownEscapedEverywhere() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/escapes.sqlite"
            try withStore(at: database) { store throws in
                let today = CalendarDate(year: 2026, month: 11, day: 22)!
                _ = try store.recipes.add(
                    RecipeDraft(
                        name: "Soup" + Self.osc + "\u{9B}2J",
                        ingredients: "salt\u{1B}[2J\npepper\u{07}",
                        notes: "\u{9B}31mred" + Self.osc
                    ),
                    today: today
                )
                try store.ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: "Rent" + Self.osc,
                        amount: Money(cents: 1_000),
                        date: today,
                        category: "\u{9B}31mhome",
                        note: "\u{1B}[2Jnote\u{07}"
                    )
                )
            }

            let shown = "\\x1B]0;pwned\\x07"
            let commands: [(arguments: [String], input: String, mustShow: [String])] = [
                (["recipe", "list"], "", ["Soup\(shown)\\x9B2J"]),
                (
                    ["recipe", "show", "1"], "",
                    ["salt\\x1B[2J", "pepper\\x07", "\\x9B31mred\(shown)"]
                ),
                (["budget", "list"], "", ["Rent\(shown)", "\\x9B31mhome"]),
                // The menu: recipe list and view, then budget list and the edit prompts.
                (
                    [], "r\nl\n\nv\n1\nb\nb\nl\ne\n1\n\n\n\n\n\n\nb\nq\n",
                    [
                        "Soup\(shown)\\x9B2J", "\\x9B31mred\(shown)", "Rent\(shown)",
                        "\\x9B31mhome",
                        // The form asker shows a several-line field's value above its prompt.
                        "Note now:\n  \\x1B[2Jnote\\x07",
                    ]
                ),
            ]
            for (arguments, input, mustShow) in commands {
                let result = try HomebookProcess.run(["--db", database] + arguments, input: input)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(rawControls(result.stdout).isEmpty, "\(arguments): \(result.stdout)")
                #expect(rawControls(result.stderr).isEmpty, "\(arguments): \(result.stderr)")
                for text in mustShow {
                    #expect(result.stdout.contains(text), "\(arguments) does not show \(text)")
                }
            }
        }
    }
}
