import ArgumentParser
import HomebookCore

/// `homebook budget repeat …`: repeating items (docs/manual.md#schedules).
struct BudgetRepeatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repeat",
        abstract: "Repeating items (rent, salary): add, edit, list, remove, post, skip.",
        discussion: """
            A repeating item falls weekly, monthly on a day, or yearly. Each day it falls on \
            is posted into the ledger once, as an ordinary item, when homebook opens the file \
            on or after that day (the post-schedules setting turns this off; then `budget \
            repeat post` posts). Undoing a posting removes its items and marks those days \
            skipped, so they are not posted again.
            """,
        subcommands: [
            BudgetRepeatAddCommand.self,
            BudgetRepeatEditCommand.self,
            BudgetRepeatListCommand.self,
            BudgetRepeatRemoveCommand.self,
            BudgetRepeatPostCommand.self,
            BudgetRepeatSkipCommand.self,
        ]
    )
}

extension ScheduleFrequency: EnumerableFlag {}

/// `homebook budget repeat add income|expense NAME AMOUNT --weekly|--monthly|--yearly …`.
struct BudgetRepeatAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a repeating income or expense; prints its id and next day.",
        usage: """
            homebook budget repeat add income|expense NAME AMOUNT --weekly|--monthly|--yearly \
            [--day N|last] [--from D] [--until D] [--category C] [--note T] [--account NAME]
            """,
        discussion: """
            --weekly falls on the weekday of --from, --yearly on its date (29 February only \
            in leap years), --monthly on its day of the month or on --day (1 to 31, or last); \
            a month without that day is skipped, as the planner's monthly repeats do (use \
            --day last for the end of every month). AMOUNT must be more than 0.00. --from is \
            the first day (default today); --until the last (never before --from). Days \
            already due are posted the next time homebook opens the file. --account is the \
            account each day is posted into (default: the default account); AMOUNT is in its \
            currency.
              homebook budget repeat add expense Rent 950.00 --monthly --day 1 --category housing
              homebook budget repeat add income Salary 2500 --monthly --day last --from 2026-01-01
            """
    )

    // Values beginning with "-" (an amount of -5) reach the core's rule as values.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("income or expense, the name, the amount.", valueName: "values")
    )
    var values: [String] = []

    @Flag(help: "How often it falls.")
    var frequency: ScheduleFrequency

    @Option(help: "With --monthly: the day of the month, 1 to 31, or last.")
    var day: String?

    @Option(help: "The first day: YYYY-MM-DD, today or yesterday (default today).")
    var from: String?

    @Option(help: "The last day it may fall on (default: never ends).")
    var until: String?

    @Option(parsing: .unconditional, help: "The category of each item.")
    var category: String?

    @Option(parsing: .unconditional, help: "The note of each item.")
    var note: String?

    @Option(help: "The account each item goes into; AMOUNT is in its currency.")
    var account: String?

    @OptionGroup var store: StoreOptions

    /// Exactly KIND NAME AMOUNT, and no unknown option among them.
    func validate() throws {
        if let unknown = values.first(where: { $0.hasPrefix("--") && $0.count > 2 }) {
            throw ValidationError("Unknown option '\(unknown)'.")
        }
        guard values.count == 3 else {
            throw ValidationError(
                "Expected KIND NAME AMOUNT (3 values), got \(values.count):"
                    + " homebook budget repeat add income|expense NAME AMOUNT --monthly"
            )
        }
    }

    /// Fills the core's schedule form from the values and options, saves it, and says when
    /// it falls next.
    func run() throws {
        let today = CalendarDate.today()
        var options: [(key: String, text: String)] = [
            ("kind", values[0]), ("name", values[1]), ("amount", values[2]),
            ("frequency", frequency.rawValue),
        ]
        for (key, text) in [
            ("day", day), ("from", from), ("until", until), ("category", category),
            ("note", note), ("account", account),
        ] {
            if let text { options.append((key, text)) }
        }
        try store.withStore(postingSchedules: false) { store in
            // The form asks the account only while there are several: the one there is
            // must still be the one named.
            if let account { _ = try store.accounts.get(account) }
            let saved = try FormOptions.save(
                ScheduleForm(store: store, editing: nil, today: today),
                options
            )
            guard let id = saved.id else { return }
            let schedule = try store.schedules.get(id)
            let currency = try store.settings.currency()
            var text =
                "Added repeating item \(schedule.id): "
                + ScheduleText.line(
                    schedule,
                    currency: currency,
                    accounts: try store.accounts.all()
                )
            if let first = schedule.firstDate {
                text += first <= today ? "; first due \(first)." : "; first on \(first)."
            } else {
                text += "; it never falls before it ends."
            }
            print(text)
        }
    }
}

/// `homebook budget repeat list [--json]`.
struct BudgetRepeatListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the repeating items with the next day each falls on.",
        discussion: """
            Next is the first day from today on not yet posted or skipped; "ended" when \
            the item has no day left.
            """
    )

    @Flag(
        help: ArgumentHelp(
            #"JSON lines: {"id","kind","name","amount","category","note","repeat","day","from","until","next","due","account"}."#
        )
    )
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the table or JSON lines.
    func run() throws {
        try store.withStore(postingSchedules: false) { store in
            let today = CalendarDate.today()
            let rows = try store.schedules.listing(today: today)
            let accounts = try store.accounts.all()
            if json {
                SystemIO.printUTF8(
                    JSONValue.renderLinesUTF8(
                        rows.map { row in
                            row.0.json(
                                next: row.next,
                                today: today,
                                account: accounts.first { $0.id == row.0.accountID }
                            )
                        }
                    )
                )
                return
            }
            print(
                ScheduleText.table(
                    rows,
                    today: today,
                    currency: try store.settings.currency(),
                    accounts: accounts,
                    style: Style(isInteractive: SystemIO.outputIsTerminal)
                )
            )
        }
    }
}

/// `homebook budget repeat remove ID`.
struct BudgetRepeatRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a repeating item (the items it posted stay); undo brings it back."
    )

    @Argument(help: "The id `budget repeat list` shows.")
    var id: String

    @OptionGroup var store: StoreOptions

    /// Removes it and says which.
    func run() throws {
        try store.withStore(postingSchedules: false) { store in
            let schedule = try store.schedules.get(id)
            try store.schedules.remove(schedule.id)
            print(
                "Removed repeating item \(schedule.id) (\(DisplayText.singleLine(schedule.name)))."
            )
        }
    }
}

/// `homebook budget repeat post [ID --date D]`.
struct BudgetRepeatPostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "post",
        abstract: "Post the due repeating items, or one day of one item.",
        discussion: """
            Without arguments: posts every day due by today not yet posted or skipped, as \
            one change. With ID --date D: posts that day of that item, also one that was \
            skipped (or whose posting was undone); D may not be after today.
              homebook budget repeat post
              homebook budget repeat post 3 --date 2026-11-01
            """
    )

    @Argument(help: "The id `budget repeat list` shows (with --date).")
    var id: String?

    @Option(help: "The day to post: YYYY-MM-DD, today or yesterday.")
    var date: String?

    @OptionGroup var store: StoreOptions

    /// ID and --date go together.
    func validate() throws {
        if (id == nil) != (date == nil) {
            throw ValidationError("Give both ID and --date, or neither to post every due day.")
        }
    }

    /// Posts and says what.
    func run() throws {
        let today = CalendarDate.today()
        try store.withStore(postingSchedules: false) { store in
            let posting: SchedulePosting?
            if let id, let date {
                let schedule = try store.schedules.get(id)
                let day = try store.schedules.day(date, today: today)
                posting = try store.schedules.post(schedule.id, on: day, today: today)
            } else {
                posting = try store.schedules.postDue(today: today)
            }
            print(
                posting.map { DisplayText.singleLine($0.announcement) + "." }
                    ?? "Nothing is due: every repeating item is posted or skipped up to today."
            )
        }
    }
}

/// `homebook budget repeat skip ID --date D`.
struct BudgetRepeatSkipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip",
        abstract: "Skip one day of a repeating item, so it is never posted.",
        discussion: """
            The day must be one the item falls on and not yet posted (undo the posting, or \
            delete its item, for one already posted). `budget repeat post ID --date D` posts \
            a skipped day after all.
              homebook budget repeat skip 3 --date 2026-12-01
            """
    )

    @Argument(help: "The id `budget repeat list` shows.")
    var id: String

    @Option(help: "The day to skip: YYYY-MM-DD, today or yesterday.")
    var date: String

    @OptionGroup var store: StoreOptions

    /// Skips and says so.
    func run() throws {
        try store.withStore(postingSchedules: false) { store in
            let schedule = try store.schedules.get(id)
            let day = try store.schedules.day(date, today: CalendarDate.today())
            try store.schedules.skip(schedule.id, on: day)
            print("Skipped \(DisplayText.singleLine(schedule.name)) on \(day).")
        }
    }
}
