import ArgumentParser
import HomebookCore

/// `homebook budget repeat edit ID [--kind K] [--name N] [--amount A] [--weekly|…] …`:
/// changes the fields given through the core's schedule form (docs/manual.md#schedules).
struct BudgetRepeatEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a repeating item's fields; the items it posted stay as they are.",
        usage: """
            homebook budget repeat edit ID [--kind income|expense] [--name N] [--amount A] \
            [--weekly|--monthly|--yearly] [--day N|last] [--from D] [--until D] \
            [--category C] [--note T] [--account NAME]
            """,
        discussion: """
            Only the options given change; an empty value empties --day, --until, \
            --category or --note. Days already posted or skipped stay so; the days to come \
            follow the new fields; --account moves the days to come into another account \
            (the amount is then read in its currency). One undoable change.
              homebook budget repeat edit 1 --amount 975.00
              homebook budget repeat edit 2 --until 2027-06-30
            """
    )

    @Argument(help: "The repeating item's id, as budget repeat list shows it.")
    var id: String

    @Option(help: "income or expense.")
    var kind: String?

    @Option(parsing: .unconditional, help: "The name each posted item gets.")
    var name: String?

    @Option(parsing: .unconditional, help: "The amount, more than 0.00.")
    var amount: String?

    @Flag(help: "How often it falls.")
    var frequency: ScheduleFrequency?

    @Option(help: "With --monthly: the day of the month, 1 to 31, or last.")
    var day: String?

    @Option(help: "The first day: YYYY-MM-DD, today or yesterday.")
    var from: String?

    @Option(help: "The last day it may fall on (empty: never ends).")
    var until: String?

    @Option(parsing: .unconditional, help: "The category of each item.")
    var category: String?

    @Option(parsing: .unconditional, help: "The note of each item.")
    var note: String?

    @Option(help: "The account the days to come are posted into.")
    var account: String?

    @OptionGroup var store: StoreOptions

    /// Saves the fields given and prints the item as it now is.
    func run() throws {
        let today = CalendarDate.today()
        var options: [(key: String, text: String)] = []
        for (key, text) in [
            ("kind", kind), ("name", name), ("amount", amount),
            ("frequency", frequency?.rawValue), ("day", day), ("from", from),
            ("until", until), ("category", category), ("note", note), ("account", account),
        ] {
            if let text { options.append((key, text)) }
        }
        try store.withStore(postingSchedules: false) { store in
            let schedule = try store.schedules.get(id)
            // The form asks the account only while there are several: the one there is
            // must still be the one named.
            if let account { _ = try store.accounts.get(account) }
            _ = try FormOptions.save(
                ScheduleForm(store: store, editing: schedule, today: today),
                options
            )
            let saved = try store.schedules.get(schedule.id)
            print(
                "Saved repeating item \(saved.id): "
                    + ScheduleText.line(
                        saved,
                        currency: try store.settings.currency(),
                        accounts: try store.accounts.all()
                    )
            )
        }
    }
}
