import HomebookCore

/// `budget total` and `budget report` lines read by hand, so these reports skip the argument
/// parser's start-up.
///
/// The argument parser learns a command's options by reflecting over its properties, and each
/// type it meets costs the Swift runtime a scan of every protocol conformance in the binary:
/// about 11M instructions, two thirds of a month's category report at a million items
/// (bench/results.md, "Issues 28–32"). Only a line read completely is taken here: help, an
/// unknown or repeated option, a value that is empty or begins with "-", a `--` or an extra
/// word returns nil, and the argument parser reads the line as before, so every message and
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
    private static let valueOptions: Set<String> = [
        "--db", "--from", "--to", "--month", "--kind", "--category", "--search", "--by",
    ]

    /// The line read, or nil when it is not a plain `budget total` or `budget report` line.
    static func parse(_ arguments: [String]) -> QuickReportLine? {
        var words: [String] = []
        var values: [String: [String]] = [:]
        var json = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let token = arguments[index]
            index += 1
            guard token.hasPrefix("-") else {
                words.append(token)
                continue
            }
            guard token.hasPrefix("--") else { return nil }
            let (name, inline) = split(token)
            // Before the command's words only `--db` is read here: which command owns
            // an option placed there is the argument parser's business.
            guard words.count == 2 || name == "--db" else { return nil }
            if name == "--json" {
                guard inline == nil, !json else { return nil }
                json = true
                continue
            }
            guard valueOptions.contains(name) else { return nil }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.endIndex else { return nil }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            guard name == "--category" || values[name] == nil else { return nil }
            values[name, default: []].append(value)
        }
        let report: Report
        switch words {
        case ["budget", "total"] where values["--by"] == nil: report = .total
        case ["budget", "report"]: report = .report(by: values["--by"]?.first)
        default: return nil
        }
        return QuickReportLine(
            report: report,
            filter: LedgerQueryText(
                from: values["--from"]?.first,
                to: values["--to"]?.first,
                month: values["--month"]?.first,
                kind: values["--kind"]?.first,
                categories: values["--category"] ?? [],
                search: values["--search"]?.first
            ),
            json: json,
            databasePath: values["--db"]?.first
        )
    }

    /// `--name=value` as its name and value; `--name` with no value.
    private static func split(_ token: String) -> (name: String, value: String?) {
        guard let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// Runs the report, as the command the argument parser would have made does.
    func run() throws {
        let path = try StoreOptions.resolvedPath(databasePath)
        try StoreOptions.withStore(at: path) { store in
            switch report {
            case .total:
                try BudgetTotalCommand.show(filter, json: json, from: store)
            case .report(let by):
                try BudgetReportCommand.show(filter, by: by, json: json, from: store)
            }
        }
    }
}
