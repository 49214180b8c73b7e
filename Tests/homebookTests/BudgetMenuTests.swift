import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The budget screen, scripted in-process and through a pipe.
@Suite(.tags(.process), .skippedByTag) struct BudgetMenuTests {
    /// Adds items to the menu's database before the menu runs.
    func seed(_ folder: String, _ body: (Ledger) throws -> Void) throws {
        try withStore(at: folder + "/menu.sqlite") { store throws in
            try body(store.ledger)
        }
    }

    /// The ledger's items after the menu ran.
    func items(_ path: String) throws -> [LedgerItem] {
        return try withStore(at: path) { store throws in
            return try store.ledger.list().map(\.item)
        }
    }

    @Test func theMainMenuListsBudgetAfterRecipesAndBeforeTheRest() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["q"], in: folder)
            #expect(output.contains("b) Budget"))
            let keys = MainMenu.screens.map(\.key)
            #expect(keys.firstIndex(of: "b") == (keys.contains("r") ? 1 : 0))
        }
    }

    @Test func addAsksEachFieldInOrderAndSavesTheItem() throws {
        try withTemporaryDirectory { folder in
            let script = [
                "b", "a", "e", "  Milk ", "$1,234.5", "2024-02-29", "Food", "semi-skimmed", "",
                "b", "q",
            ]
            let (output, path) = try runMenu(script, in: folder)
            let prompts = [
                "Kind (expense/income) [expense]:", "Name:", "Amount:", "Date [2026-11-22]:",
                "Category:", "Note, one per line",
            ]
            var rest = Substring(output)
            for prompt in prompts {
                let range = try #require(rest.range(of: prompt), "missing prompt \(prompt)")
                rest = rest[range.upperBound...]
            }
            #expect(output.contains("Added: 1  2024-02-29  expense  Milk  $1,234.50  [Food]"))
            let saved = try items(path)
            #expect(saved.count == 1)
            #expect(saved.first?.name == "Milk")
            #expect(saved.first?.amount == Money(cents: 123_450))
            #expect(saved.first?.note == "semi-skimmed")
        }
    }

    @Test func anInvalidAmountIsExplainedAndEnterRecordsZero() throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(
                ["b", "a", "i", "Gift", "abc", "", "", "", "", "b", "q"],
                in: folder
            )
            #expect(
                output.contains(
                    "\"abc\" is not an amount (it contains letters): type it again, or press"
                        + " Enter to record 0.00"
                )
            )
            let saved = try items(path)
            #expect(saved.map(\.amount) == [.zero])
            #expect(saved.first?.date == CalendarDate(year: 2026, month: 11, day: 22))
            #expect(saved.first?.category == nil)
        }
    }

    @Test func anEmptyNameOrAmountSavesNothingAndSaysSo() throws {
        try withTemporaryDirectory { folder in
            // An empty name goes back; an empty amount is asked again, until input ends.
            let script = ["b", "a", "x", "e", "   ", "a", "e", "Milk", ""]
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.contains("\"x\" is not a kind"))
            #expect(output.contains("Nothing saved.\n"))
            #expect(output.contains("Error: the amount is missing"))
            #expect(try items(path).isEmpty)
        }
    }

    @Test func endOfInputDuringAddSavesNothing() throws {
        try withTemporaryDirectory { folder in
            let (_, path) = try runMenu(["b", "a", "e", "Milk", "5", "2024-01-01"], in: folder)
            #expect(try items(path).isEmpty)
        }
    }

    @Test func listShowsTheNewestItemsWithBalancesAndTheSavingsUnderThem() throws {
        try withTemporaryDirectory { folder in
            try seed(folder) { ledger in
                for index in 1...25 {
                    try ledger.add(
                        NewLedgerItem(
                            kind: index == 1 ? .income : .expense,
                            name: "Item \(index)",
                            amount: Money(cents: index == 1 ? 10_000 : 1_000),
                            date: CalendarDate(year: 2024, month: 1, day: index) ?? .today()
                        )
                    )
                }
            }
            let (output, _) = try runMenu(["b", "l", "b", "q"], in: folder)
            #expect(output.contains("The newest 20 of 25 items"))
            #expect(!output.contains("Item 5 "))
            #expect(output.contains("Item 6 "))
            #expect(
                output.contains("id  date        kind     name     category  amount   balance\n")
            )
            #expect(
                output.contains("\n25  2024-01-25  expense  Item 25            $10.00  -$140.00\n")
            )
            #expect(output.contains("Total savings: -$140.00"))
        }
    }

    @Test func totalAndReportUseBlocksOnlyOnATerminal() throws {
        try withTemporaryDirectory { folder in
            try seed(folder) { ledger in
                try ledger.add(
                    NewLedgerItem(
                        kind: .income,
                        name: "Pay",
                        amount: Money(cents: 20_000),
                        date: CalendarDate(year: 2024, month: 1, day: 1) ?? .today()
                    )
                )
                try ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: "Rent",
                        amount: Money(cents: 5_000),
                        date: CalendarDate(year: 2024, month: 2, day: 1) ?? .today()
                    )
                )
            }
            let (plain, _) = try runMenu(["b", "t", "r", "b", "q"], in: folder)
            #expect(plain.contains("Savings:  $150.00"))
            #expect(plain.contains("2024-01  income   " + String(repeating: "#", count: 40)))
            #expect(plain.contains("         expenses " + String(repeating: "#", count: 10) + " "))
            #expect(!plain.contains("█"))

            let terminal = ScriptedTerminal(["b", "r", "b", "q"], isInteractive: true)
            try withStore(at: folder + "/menu.sqlite") { store throws in
                let session = MenuSession(terminal: terminal, store: store, style: .plain)
                MainMenu(session: session).run()
            }
            #expect(
                terminal.output.contains("2024-01  income   " + String(repeating: "█", count: 40))
            )
        }
    }

    @Test func editKeepsEmptyAnswersAndClearsWithADash() throws {
        try withTemporaryDirectory { folder in
            try seed(folder) { ledger in
                try ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: "Milk",
                        amount: Money(cents: 150),
                        date: CalendarDate(year: 2024, month: 1, day: 1) ?? .today(),
                        category: "Food",
                        note: "fresh"
                    )
                )
            }
            let script = ["b", "e", "1", "i", "", "2.999", "", "-", "", "b", "q"]
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.contains("Kind (expense/income) [expense]:"))
            #expect(output.contains("Category [Food]:"))
            #expect(output.contains("Saved: 1  2024-01-01  income  Milk  $2.99"))
            let item = try #require(try items(path).first)
            #expect(item.kind == .income)
            #expect(item.name == "Milk")
            #expect(item.amount == Money(cents: 299))
            #expect(item.category == nil)
            #expect(item.note == "fresh")
        }
    }

    @Test func editAndDeleteNameAnUnknownIdAndDeleteAsksFirst() throws {
        try withTemporaryDirectory { folder in
            try seed(folder) { ledger in
                try ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: "Milk",
                        amount: Money(cents: 150),
                        date: CalendarDate(year: 2024, month: 1, day: 1) ?? .today()
                    )
                )
            }
            let script = ["b", "e", "99", "e", "abc", "", "d", "1", "n", "d", "1", "y", "b", "q"]
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.contains("Error: no budget item with id 99"))
            #expect(output.contains("Nothing matches \"abc\"."))
            #expect(output.contains("Kept."))
            #expect(output.contains("Deleted."))
            #expect(try items(path).isEmpty)
        }
    }

    @Test func theMenuWorksThroughAPipe() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/pipe.sqlite"
            let input = "b\na\ne\nBread\n-5\n\nyesterday\n\n\nl\nb\nq\n"
            let result = try HomebookProcess.run(["--db", db], input: input)
            #expect(result.status == 0)
            #expect(result.stdout.contains("\"-5\" is not an amount (an amount takes no sign"))
            #expect(result.stdout.contains("Added: 1  "))
            #expect(result.stdout.contains("Total savings: $0.00"))
            #expect(!result.stdout.contains("\u{1B}["))
        }
    }

    /// Amounts typed in the menu and given on the command line are read by the same rule.
    static let parityInputs = [
        "12.30", "1,234.56", "$5", "£7.25", "€.5", "12.", "2.999", "0.009",
        "-5", "+5", "abc", "1 000", "1.2.3", "1e5", "12,50", "1,23", "\u{0663}",
        "92233720368547758.07", "92233720368547758.08",
    ]

    @Test func amountsParseTheSameInTheMenuAndOnTheCommandLine() throws {
        try withTemporaryDirectory { folder in
            var script = ["b"]
            for (index, input) in Self.parityInputs.enumerated() {
                // An invalid amount is asked again; Enter records 0.00.
                let retype = AmountParser.parse(input).warning == nil ? [] : [""]
                script += ["a", "e", "Item", "AMOUNT"] + retype + ["2024-01-01", "", ""]
                // Delete it again, so no total can overflow: ids are never reused, so the
                // n-th item added has id n.
                script += ["l", "d", "\(index + 1)", "y"]
            }
            var inputs = Self.parityInputs.makeIterator()
            script = script.map { $0 == "AMOUNT" ? (inputs.next() ?? "") : $0 }
            let (output, _) = try runMenu(script + ["b", "q"], in: folder)
            // What each add saved, in order: "Added: 1  2024-01-01  expense  Item  $12.30".
            let added = output.components(separatedBy: "\n").compactMap { line in
                line.range(of: "Added: ").map { String(line[$0.upperBound...]) }
            }
            #expect(added.count == Self.parityInputs.count)
            let db = folder + "/cli.sqlite"
            for (index, input) in Self.parityInputs.enumerated() {
                let cli = try HomebookProcess.run([
                    "--db", db, "budget", "add", "expense", "Item", input,
                ])
                #expect(cli.status == 0, "\(input): \(cli.stderr)")
                let expected = AmountParser.parse(input)
                let recorded = try #require(expected.recorded)
                try withStore(at: db) { store throws in
                    let saved = try #require(try store.ledger.list(limit: 1).first?.item)
                    #expect(saved.amount == recorded, "command line: \(input)")
                    try store.ledger.delete(saved.id)
                }
                if index < added.count {
                    #expect(
                        added[index].hasSuffix(
                            "  expense  Item  " + recorded.formatted(currency: "$")
                        ),
                        "menu: \(input)"
                    )
                }
                if let warning = expected.warning {
                    #expect(cli.stderr == "Warning: \(warning)\n")
                    #expect(output.contains(LedgerText.retypeAmount(warning)))
                } else {
                    #expect(cli.stderrAfterCreation.isEmpty)
                }
            }
        }
    }
}
