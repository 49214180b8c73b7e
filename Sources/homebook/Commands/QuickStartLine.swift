import HomebookCore

/// `homebook --version`, the menu's line `homebook [--db PATH] [--plain]`, `homebook check
/// [--repair]` and the three lists without options (`budget list`, `recipe list`, `plan
/// list`) read by hand, so they skip the argument parser's start-up as the reports do
/// (`QuickReportLine`).
///
/// The argument parser learns a command's options by reflection, and each type it meets
/// costs the Swift runtime a scan of every protocol conformance in the binary: about 5M
/// instructions, most of `--version` and half of the menu's start-up (bench/results.md,
/// "Issue 39 start-up"). The same rules as `QuickReportLine`: only a line read completely is
/// taken; help, an unknown or repeated option, an empty `--db` or one beginning with "-",
/// `--`, an option before the word that owns it or any other word returns nil, and the
/// argument parser reads the line as before, so every message and exit code stays its own.
/// The tests check that each line taken here parses there to the same values.
enum QuickStartLine: Equatable {
    /// `--version` alone: the version on standard output.
    case version
    /// The menu: `--db` (nil when not given) and `--plain`.
    case menu(databasePath: String?, plain: Bool)
    /// `check`: `--db` (nil when not given) and `--repair`.
    case check(databasePath: String?, repair: Bool)
    /// `budget list`, `recipe list` or `plan list` with no option but `--db`.
    case list(Listed, databasePath: String?)

    /// What a list line lists.
    enum Listed: Equatable {
        /// `budget list`: every item.
        case budgetItems
        /// `recipe list`: every recipe by name.
        case recipes
        /// `plan list`: the next 30 days from today.
        case events
    }

    /// The line read, or nil when it is not one of the lines above, read completely.
    static func parse(_ arguments: [String]) -> QuickStartLine? {
        if arguments == ["--version"] { return .version }
        var words: [String] = []
        var databasePath: String?
        var flags: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let token = arguments[index]
            index += 1
            // `--plain` is the root's (no word before it), `--repair` check's (after it).
            if token == "--plain" || token == "--repair" {
                guard !flags.contains(token), (token == "--plain") == words.isEmpty else {
                    return nil
                }
                flags.insert(token)
                continue
            }
            let value: String
            if token == "--db" {
                guard index < arguments.endIndex else { return nil }
                value = arguments[index]
                index += 1
            } else if token.hasPrefix("--db=") {
                value = String(token.dropFirst("--db=".count))
            } else if token.hasPrefix("-") {
                return nil
            } else {
                words.append(token)
                continue
            }
            guard databasePath == nil, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            databasePath = value
        }
        switch words {
        case []: return .menu(databasePath: databasePath, plain: flags.contains("--plain"))
        case ["check"] where !flags.contains("--plain"):
            return .check(databasePath: databasePath, repair: flags.contains("--repair"))
        case _ where !flags.isEmpty: return nil
        case ["budget", "list"]: return .list(.budgetItems, databasePath: databasePath)
        case ["recipe", "list"]: return .list(.recipes, databasePath: databasePath)
        case ["plan", "list"]: return .list(.events, databasePath: databasePath)
        default: return nil
        }
    }

    /// Runs the line as the command the argument parser would have made does.
    func run() throws {
        switch self {
        case .version:
            // Written as bytes: `print` would cast the text to its protocols at run time,
            // one more scan of the conformances.
            SystemIO.printUTF8(Array(HomebookVersion.current.utf8))
        case .menu(let databasePath, let plain):
            try Homebook.openFront(at: StoreOptions.resolvedPath(databasePath), plain: plain)
        case .check(let databasePath, let repair):
            try CheckCommand.check(at: StoreOptions.resolvedPath(databasePath), repair: repair)
        case .list(let listed, let databasePath):
            try Self.list(listed, at: StoreOptions.resolvedPath(databasePath))
        }
    }

    /// Lists as the command with no options does.
    private static func list(_ listed: Listed, at path: String) throws {
        switch listed {
        case .budgetItems:
            try BudgetListCommand.show(
                at: path,
                filter: LedgerFilter(),
                limit: nil,
                json: false,
                account: nil
            )
        case .recipes:
            try RecipeListCommand.show(at: path, search: nil, sort: .name, json: false)
        case .events:
            let (from, to) = try PlanRangeOptions.days(
                from: nil,
                to: nil,
                defaultLength: PlanListCommand.defaultLength
            )
            try PlanListCommand.show(
                at: path,
                from: from,
                to: to,
                calendar: nil,
                json: false
            )
        }
    }
}
