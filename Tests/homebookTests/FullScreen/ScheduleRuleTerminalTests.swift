import Foundation
import HomebookCore
import TestSupport
import Testing

/// The Repeating items and Rules screens in the built binary on a pseudo-terminal
/// (docs/manual.md#full-screen-app): opened from Budget, a repeating item added through the
/// form and its next day skipped, a rule added and applied after the count is asked about.
@Suite(.tags(.process), .skippedByTag) struct ScheduleRuleTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"

    @Test func addAndSkipARepeatingItem() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            #expect(try homebook(database, "budget", "add", "income", "Gift", "20").status == 0)
            let terminal = try PseudoTerminalProcess(["--db", database])
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("b")
            #expect(terminal.waitFor("Savings"))
            terminal.send("s")
            #expect(terminal.waitFor("No repeating items yet"))
            terminal.send("a")
            #expect(terminal.waitFor("often"))
            // Name, amount, How often cycled to yearly, then the first day.
            terminal.send("\tInsurance\t120\t\u{1B}[C\t\t\u{15}2099-03-01")
            terminal.send("\u{13}")
            #expect(terminal.waitFor("added repeating"))
            #expect(terminal.waitFor("yearly on 03-01"))
            terminal.send("s")
            #expect(terminal.waitFor("on 2099-03-01"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let listed = try homebook(database, "budget", "repeat", "list", "--json")
            #expect(listed.stdout.contains(#""name":"Insurance""#))
            #expect(listed.stdout.contains(#""next":"2100-03-01""#))
        }
    }

    @Test func addARuleAndApplyIt() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            let statement = folder + "/bank.csv"
            try
                "Date,Payee,Amount\n2026-11-02,TESCO STORES 12,-23.10\n2026-11-03,Tesco Express,-4.50\n"
                .write(toFile: statement, atomically: true, encoding: .utf8)
            let imported = try homebook(
                database,
                "budget",
                "import",
                statement,
                "--map",
                "date=Date,name=Payee,amount=Amount",
                "--save-map",
                "mybank"
            )
            #expect(imported.status == 0, "\(imported.stderr)")
            let terminal = try PseudoTerminalProcess(["--db", database])
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("b")
            #expect(terminal.waitFor("Savings"))
            terminal.send("R")
            #expect(terminal.waitFor("No rules yet"))
            terminal.send("a")
            #expect(terminal.waitFor("belongs"))
            terminal.send("\ttesco\tfood\u{13}")
            #expect(terminal.waitFor("applies"))
            terminal.send("A")
            #expect(terminal.waitFor("2 items would change"))
            terminal.send("y")
            #expect(terminal.waitFor("changed 2 budget items"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let food = try homebook(database, "budget", "list", "--category", "food")
            #expect(food.stdout.contains("TESCO STORES 12"))
            #expect(food.stdout.contains("Tesco Express"))
        }
    }
}
