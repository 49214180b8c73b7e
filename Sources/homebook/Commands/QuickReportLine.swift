import HomebookCore

/// `budget total` and `budget report` lines read by hand, so these reports skip the argument
/// parser's start-up.
///
/// The argument parser learns a command's options by reflecting over its properties, and each
/// type it meets costs the Swift runtime a scan of every protocol conformance in the binary:
/// about 11M instructions, two thirds of a month's category report at a million items
/// (bench/results.md, "Issues 28–32"). Only a line read completely is taken here: help, an
/// unknown or repeated option, a value that is empty or begins with "-", a `--` or an extra
/// word returns nil (``QuickLineOptions``), and the argument parser reads the line as before, so every message and
/// exit code stays the argument parser's. The tests check that each line taken here parses
/// there to the same values; both then run the same `show` function.
struct QuickReportLine: Equatable {
    /// Which report, with `--by` for `budget report`.
    enum Report: Equatable {
        /// `budget total`.
        case total
        /// `budget report`, grouped `by` (nil: the monthly chart).
        case report(by: String?)
    }

    /// Which report.
    var report: Report
    /// `--from`, `--to`, `--month`, `--kind`, `--category` and `--search`, as typed.
    var filter: LedgerQueryText
    /// `--json`.
    var json: Bool
    /// `--db`, nil when not given.
    var databasePath: String?

    /// The options that take a value, the only one that repeats being `--category`.
    private static let valueOptions = [
        "--db", "--from", "--to", "--month", "--kind", "--category", "--search", "--by",
    ]

    /// The line read, or nil when it is not a plain `budget total` or `budget report` line.
    static func parse(_ arguments: [String]) -> QuickReportLine? {
        guard
            let line = QuickLineOptions.read(
                arguments,
                flags: ["--json"],
                valueOptions: valueOptions,
                repeatable: ["--category"]
            )
        else { return nil }
        let report: Report
        switch line.words {
        case ["budget", "total"] where line.value("--by") == nil: report = .total
        case ["budget", "report"]: report = .report(by: line.value("--by"))
        default: return nil
        }
        return QuickReportLine(
            report: report,
            filter: LedgerQueryText(
                from: line.value("--from"),
                to: line.value("--to"),
                month: line.value("--month"),
                kind: line.value("--kind"),
                categories: line.values("--category"),
                search: line.value("--search")
            ),
            json: line.flags.contains("--json"),
            databasePath: line.value("--db")
        )
    }

    /// Runs the report, as the command the argument parser would have made does.
    func run() throws {
        let path = try StoreOptions.resolvedPath(databasePath)
        try StoreOptions.withStore(at: path, readingOnly: true) { store in
            switch report {
            case .total:
                try BudgetTotalCommand.show(filter, json: json, from: store)
            case .report(let by):
                try BudgetReportCommand.show(filter, by: by, json: json, from: store)
            }
        }
    }
}
