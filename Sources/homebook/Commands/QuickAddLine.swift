import HomebookCore

/// `homebook budget add KIND NAME AMOUNT` with `--date`, `--category`, `--note`,
/// `--account`, `--strict` and `--db`, read by hand so the commonest write skips the argument
/// parser's start-up, as the reports (`QuickReportLine`) and the lists (`QuickStartLine`) do.
///
/// The argument parser learns a command's options by reflection, and each type it meets costs
/// the Swift runtime a scan of every protocol conformance in the binary: about 6.5M of
/// `budget add`'s 20M instructions (bench/results.md, "Issue 39 start-up"). The same rules as
/// there: only a line read completely is taken. Help, an unknown or repeated option, a value
/// that is empty or begins with "-" (an amount such as `-5` too), `--`, an option of the
/// command before the words `budget add`, or other than three values return nil, and the
/// argument parser reads the line as before, so every message and exit code stays its own.
/// The values are not judged here: the kind, amount and date go as typed to the same core
/// call the command makes (`BudgetAddCommand.add`), which says what is wrong with them. The
/// tests check that each line taken here parses there to the same values.
struct QuickAddLine: Equatable {
    /// `income` or `expense`, the name and the amount, as typed.
    var values: [String]
    /// `--date`, `--category`, `--note` and `--account`, as typed (nil when not given).
    var options: [String: String]
    /// `--strict`.
    var strict: Bool
    /// `--db`, nil when not given.
    var databasePath: String?

    /// The options that take a value.
    private static let valueOptions = [
        "--db", "--date", "--category", "--note", "--account",
    ]

    /// The line read, or nil when it is not a plain `budget add` line.
    static func parse(_ arguments: [String]) -> QuickAddLine? {
        // The two words first, so every other line costs only this look.
        guard arguments.count >= 5, arguments.contains("add"),
            let line = QuickLineOptions.read(
                arguments,
                flags: ["--strict"],
                valueOptions: valueOptions
            ),
            line.words.count == 5, line.words[0] == "budget", line.words[1] == "add"
        else { return nil }
        var options: [String: String] = [:]
        for name in valueOptions where name != "--db" {
            options[name] = line.value(name)
        }
        return QuickAddLine(
            values: Array(line.words[2...]),
            options: options,
            strict: line.flags.contains("--strict"),
            databasePath: line.value("--db")
        )
    }

    /// Adds the item, as the command the argument parser would have made does.
    func run() throws {
        try BudgetAddCommand.add(
            values,
            date: options["--date"],
            category: options["--category"],
            note: options["--note"],
            account: options["--account"],
            strict: strict,
            at: StoreOptions.resolvedPath(databasePath)
        )
    }
}
