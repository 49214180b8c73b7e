import ArgumentParser
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// `QuickAddLine` reads plain `budget add` lines without the argument parser; the argument
/// parser is the oracle: every line read here must parse there to the same values, and the
/// lines people and scripts type must be read here at all.
@Suite struct QuickAddLineTests {
    /// What the argument parser makes of `arguments`, in `QuickAddLine`'s terms, or nil when
    /// it refuses the line or makes another command of it.
    private func argumentParserReading(_ arguments: [String]) -> QuickAddLine? {
        guard let add = (try? Homebook.parseAsRoot(arguments)) as? BudgetAddCommand else {
            return nil
        }
        let given: [(String, String?)] = [
            ("--date", add.date), ("--category", add.category), ("--note", add.note),
            ("--account", add.account),
        ]
        var options: [String: String] = [:]
        for case (let name, let value?) in given { options[name] = value }
        return QuickAddLine(
            values: add.positional,
            options: options,
            strict: add.strict,
            databasePath: add.store.path
        )
    }

    @Test(arguments: [
        [
            "budget", "add", "expense", "Coffee", "3.50", "--date", "2024-12-31", "--category",
            "food",
        ],
        ["--db", "x.db", "budget", "add", "income", "Salary", "2,500.00"],
        ["budget", "add", "expense", "Milk", "1.29", "--category=food:groceries", "--db=y.db"],
        ["budget", "--db", "z.db", "add", "expense", "Rent", "$950", "--note", "November"],
        ["budget", "add", "expense", "Tea", "3", "--account", "Savings", "--strict"],
        ["budget", "add", "--strict", "expense", "Tea", "abc"],
        ["budget", "add", "expense", "--date", "yesterday", "Bread", "2.10"],
        ["budget", "add", "expense", "a b", "0.5", "--note=x=y", "--date=today"],
        ["budget", "add", "gift", "Tea", "3"], ["budget", "add", "expense", "Tea", "3.999"],
        ["budget", "add", "expense", "help", "3"], ["budget", "add", "income", "add", "3"],
    ])
    func linesPeopleTypeAreReadAsTheArgumentParserReadsThem(_ arguments: [String]) throws {
        let quick = try #require(QuickAddLine.parse(arguments), "\(arguments) not taken")
        #expect(quick == argumentParserReading(arguments))
    }

    @Test(arguments: [
        ["budget", "add", "expense", "Tea"], ["budget", "add", "expense", "Tea", "3", "4"],
        ["budget", "add", "expense", "Tea", "-5"], ["budget", "add", "expense", "Tea", "3", "--"],
        ["budget", "add", "--", "expense", "Tea", "3"], ["budget", "add", "--help"],
        ["budget", "add", "expense", "Tea", "3", "--help"],
        ["budget", "add", "expense", "Tea", "3", "-h"],
        ["budget", "add", "expense", "Tea", "3", "--bogus"],
        ["budget", "add", "expense", "Tea", "3", "--date"],
        ["budget", "add", "expense", "Tea", "3", "--date", ""],
        ["budget", "add", "expense", "Tea", "3", "--note", "-x"],
        ["budget", "add", "expense", "Tea", "3", "--date", "today", "--date", "today"],
        ["budget", "add", "expense", "Tea", "3", "--strict", "--strict"],
        ["budget", "add", "expense", "Tea", "3", "--strict=yes"],
        ["budget", "add", "expense", "Tea", "3", "--db", "a", "--db", "b"],
        ["--strict", "budget", "add", "expense", "Tea", "3"],
        ["budget", "--date", "today", "add", "expense", "Tea", "3"],
        ["budget", "edit", "1", "--name", "Tea", "x"], ["budget", "list", "expense", "Tea", "3"],
        ["recipe", "add", "expense", "Tea", "3"], ["add", "budget", "expense", "Tea", "3"],
        ["budget", "add", "expense", "Tea", "3", "--json"], ["help", "budget", "add", "x", "y"],
    ])
    func otherLinesAreLeftToTheArgumentParser(_ arguments: [String]) {
        #expect(QuickAddLine.parse(arguments) == nil, "\(arguments)")
    }

    /// Lines made at random from the command's words, options and near misses, in any
    /// order: none may be read here differently from how the argument parser reads it.
    @Test func noLineIsReadDifferentlyFromTheArgumentParser() {
        let words = ["expense", "income", "Tea", "3.50", "x y", "add", "budget", "help", "-5"]
        let options: [[String]] = [
            ["--db", "x.db"], ["--db=y.db"], ["--date", "today"], ["--date=2024-12-31"],
            ["--category", "food"], ["--category=a:b"], ["--note", "n"], ["--note=a=b"],
            ["--account", "main"], ["--account=Savings"], ["--strict"],
            // Near misses: a missing or odd value, help, unknown options.
            ["--db"], ["--date="], ["--note", "-x"], ["--help"], ["-h"], ["--"], [""],
            ["--strict=1"], ["--bogus"], ["--json"], ["-d"],
        ]
        var generator = SeededGenerator(seed: 41)
        var taken = 0
        var takenWithOptions = 0
        for _ in 0..<3_000 {
            var line = (0..<generator.below(4)).flatMap { _ in generator.pick(options) }
            for _ in 0..<(2 + generator.below(3)) {
                line.insert(generator.pick(words), at: generator.below(line.count + 1))
            }
            // Mostly `budget add` first; sometimes an option before or between the two.
            line.insert("add", at: generator.oneIn(8) ? generator.below(line.count + 1) : 0)
            line.insert("budget", at: generator.oneIn(8) ? generator.below(line.count + 1) : 0)
            guard let quick = QuickAddLine.parse(line) else { continue }
            taken += 1
            if line.count > 5 { takenWithOptions += 1 }
            #expect(quick == argumentParserReading(line), "\(line)")
        }
        // Enough of the lines, and of those with options, are read here for the comparison
        // to mean something.
        #expect(taken > 150)
        #expect(takenWithOptions > 100)
    }
}

/// A line taken by `QuickAddLine` and the same line read by the argument parser (a `--`
/// before the values, which `QuickAddLine` leaves to it) do the same through the built
/// binary: the same output, messages and exit status, also for an amount, kind, date or
/// account the core refuses or saves as 0.00.
@Suite(.tags(.process), .skippedByTag) struct QuickAddLineProcessTests {
    @Test(arguments: [
        (["expense", "Coffee", "3.50"], ["--date", "2024-12-31", "--category", "food"]),
        (["expense", "Coffee", "abc"], []), (["expense", "Coffee", "abc"], ["--strict"]),
        (["gift", "Coffee", "3"], []), (["expense", "Coffee", "3"], ["--date", "2024-02-30"]),
        (["expense", "Coffee", "3"], ["--account", "nowhere"]),
        (["income", "Pay", "1,500.999"], ["--note", "cut, not rounded"]),
    ])
    func aLineTakenHereDoesWhatTheArgumentParsersLineDoes(
        values: [String],
        options: [String]
    ) throws {
        let quickLine = ["budget", "add"] + values + options
        let parserLine = ["budget", "add"] + options + ["--"] + values
        #expect(QuickAddLine.parse(quickLine) != nil)
        #expect(QuickAddLine.parse(parserLine) == nil)
        try withTemporaryDirectory { folder in
            let quick = try homebook(folder + "/quick.sqlite", quickLine)
            let parsed = try homebook(folder + "/parsed.sqlite", parserLine)
            #expect(quick.status == parsed.status)
            #expect(quick.stdout == parsed.stdout)
            #expect(quick.stderrAfterCreation == parsed.stderrAfterCreation)
            let listed = try homebook(folder + "/quick.sqlite", "budget", "list", "--json")
            let listedThere = try homebook(folder + "/parsed.sqlite", "budget", "list", "--json")
            #expect(listed.stdout == listedThere.stdout)
        }
    }

    @Test func aLineLeftToTheArgumentParserKeepsItsMessage() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            let unknown = try homebook(database, "budget", "add", "expense", "Tea", "3", "--bogus")
            // The command takes unknown words as values (`budget add expense Milk -5`).
            #expect(unknown.status == 64)
            #expect(unknown.stderr.contains("Expected KIND NAME AMOUNT (3 values), got 4"))
            let short = try homebook(database, "budget", "add", "expense", "Tea")
            #expect(short.status == 64)
            #expect(short.stderr.contains("Expected KIND NAME AMOUNT (3 values), got 2"))
            let noValue = try homebook(
                database,
                "budget",
                "add",
                "expense",
                "Tea",
                "3",
                "--account"
            )
            #expect(noValue.status == 64)
            #expect(noValue.stderr.contains("Missing value for '--account <account>'"))
            let help = try homebook(database, "budget", "add", "--help")
            #expect(help.status == 0)
            #expect(help.stdout.contains("homebook budget add income|expense NAME AMOUNT"))
        }
    }
}
