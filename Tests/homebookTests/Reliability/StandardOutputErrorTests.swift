import Foundation
import HomebookCore
import TestSupport
import Testing

/// Output that cannot be written is an error (docs/manual.md#exit-codes): every command
/// run with its standard output on a full device says `Error: cannot write standard output`
/// and exits 1, instead of exiting 0 with its results lost.
@Suite(.tags(.process), .skippedByTag) struct StandardOutputErrorTests {
    /// Every command that prints, on a database holding one item and one recipe.
    static let commands: [[String]] = [
        ["budget", "total"], ["budget", "total", "--json"], ["budget", "list"],
        ["budget", "list", "--json"], ["budget", "list", "--limit", "5"], ["budget", "report"],
        ["budget", "report", "--json"], ["budget", "export"],
        ["budget", "add", "income", "A", "1"],
        ["recipe", "list"], ["recipe", "show", "1"], ["recipe", "list", "--json"],
        ["recipe", "add", "Tea"], ["calc", "1+1"], ["convert", "1", "kg"], ["settings"],
        ["settings", "currency"], ["check"], ["convert", "history"],
    ]

    @Test(arguments: commands)
    func aFullStandardOutputIsAnErrorWithExitOne(_ command: [String]) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            _ = try HomebookProcess.run(["--db", db, "budget", "add", "expense", "Milk", "2"])
            _ = try HomebookProcess.run(["--db", db, "recipe", "add", "Soup"])
            let result = try HomebookProcess.run(
                ["--db", db] + command,
                standardOutput: "/dev/full"
            )
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr == "Error: cannot write standard output\n", "\(command)")
        }
    }

    /// `--version` alone skips the argument parser (`QuickStartLine`), and keeps the rule.
    @Test func theVersionOnAFullStandardOutputIsAnErrorToo() throws {
        let result = try HomebookProcess.run(["--version"], standardOutput: "/dev/full")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: cannot write standard output\n")
    }

    @Test func theMenuOnAFullStandardOutputIsAnErrorToo() throws {
        try withTemporaryDirectory { folder in
            let result = try HomebookProcess.run(
                ["--db", folder + "/h.sqlite"],
                input: "q\n",
                standardOutput: "/dev/full"
            )
            #expect(result.status == 1)
            #expect(result.stderr == "Error: cannot write standard output\n")
        }
    }
}
