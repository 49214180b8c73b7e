import ArgumentParser
import HomebookCore

/// `homebook budget target CATEGORY AMOUNT`: sets or removes a monthly target
/// (docs/manual.md#budget-targets).
struct BudgetTargetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "target",
        abstract: "Set a category's monthly spending target, or remove it.",
        discussion: """
            The target applies from this month on (--from YYYY-MM to start earlier or \\
            later) until a later target of the same category; earlier months keep theirs. \\
            --rollover carries what is left each month (or what was overspent) into the \\
            next. --remove deletes every target of the category. Undo takes either back.
              homebook budget target food 400.00
              homebook budget target fun 50 --from 2026-01 --rollover
              homebook budget target food --remove
            """
    )

    // Taken as they come, so an amount such as -5 reaches the core's rule (a clear message)
    // rather than reading as an unknown option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The category, then the monthly amount.", valueName: "values")
    )
    var values: [String] = []

    private var category: String { values.first ?? "" }
    private var amount: String? { values.count > 1 ? values[1] : nil }

    @Option(help: "The first month it applies to, YYYY-MM (default: this month).")
    var from: String?

    @Flag(help: "Carry what is left (or overspent) into the next month.")
    var rollover = false

    @Flag(help: "Remove every target of the category.")
    var remove = false

    @OptionGroup var store: StoreOptions

    /// An amount is needed unless removing, and not with --remove.
    func validate() throws {
        if values.isEmpty || values.count > 2 {
            throw ValidationError("Give the category and the monthly amount.")
        }
        if remove, amount != nil || from != nil || rollover {
            throw ValidationError("--remove takes only the category.")
        }
        if !remove, amount == nil {
            throw ValidationError("Give the monthly amount, or --remove.")
        }
    }

    /// Saves or removes the target and says what changed.
    func run() throws {
        try store.withStore { store in
            if remove {
                try store.ledger.removeTarget(category: category)
                print("Removed the target of \(DisplayText.singleLine(category)).")
                return
            }
            let target = try store.ledger.setTarget(
                category: category,
                amount: amount ?? "",
                from: from,
                rollover: rollover,
                today: CalendarDate.today()
            )
            let format = try CategoryMoney.format(store)
            print(
                "Target of \(DisplayText.singleLine(target.category)):"
                    + " \(format(target.amount)) a month from \(target.from)"
                    + (target.rollover ? ", with rollover." : ".")
            )
        }
    }
}

/// `homebook budget targets [--month YYYY-MM] [--json]`: each target with spent, left and
/// a bar for a month.
struct BudgetTargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets",
        abstract: "List the targets of a month with spent, left and a bar.",
        discussion: """
            Spent is the category's expenses in the month. Left is the target (plus what \\
            rolled over) minus spent; a category over its target says "over".
            """
    )

    @Option(help: "The month: YYYY-MM, this or last (default: this month).")
    var month: String?

    @Flag(
        help: ArgumentHelp(
            #"JSON: rows of {"category","month","target","carried","spent","left","over","rollover"}."#
        )
    )
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the month's targets as a table with bars, or JSON rows.
    func run() throws {
        try store.withStore { store in
            let shown = try LedgerMonth.parse(month ?? "this", today: CalendarDate.today())
            let statuses = try store.ledger.targetStatus(in: shown)
            if json {
                let currency = try store.ledger.targetCurrency()
                SystemIO.printUTF8(
                    JSONValue.renderLinesUTF8(statuses.map { $0.json(in: currency) })
                )
                return
            }
            print(
                TargetText.table(
                    statuses,
                    month: shown,
                    format: try CategoryMoney.format(store),
                    style: Style(isInteractive: SystemIO.outputIsTerminal)
                )
            )
        }
    }
}
