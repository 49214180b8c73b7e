import ArgumentParser
import HomebookCore

/// `homebook plan edit ID [...]`: changes only the fields given.
struct PlanEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change fields of an event; a new start keeps the event's length."
    )

    @Argument(help: "The event's id.")
    var id: Int64

    @Option(help: "A new title.")
    var title: String?

    @Option(help: "A new start.")
    var start: String?

    @Option(help: "A new end.")
    var end: String?

    @Flag(help: "Make it an all-day event (start and end are dates).")
    var allDay = false

    @Option(help: "A new location.")
    var location: String?

    @Option(help: "A new description.")
    var description: String?

    @Option(help: "Move it to this calendar.")
    var calendar: String?

    @Option(help: "A recipe id or name; - removes the planned recipe.")
    var recipe: String?

    @Option(help: "A planned meal's servings; - cooks the recipe as written.")
    var servings: String?

    @OptionGroup var repeatOptions: PlanRepeatOptions

    @Option(
        help: ArgumentHelp(
            "Change only the occurrence of a repeating event starting on this day (YYYY-MM-DD,"
                + " today, a weekday…): it becomes an event of its own; the others stay.",
            valueName: "day"
        )
    )
    var on: String?

    @OptionGroup var store: StoreOptions

    /// Saves the changes and shows the event.
    func run() throws {
        let changes = EventChanges(
            title: title,
            start: start,
            end: end,
            allDay: allDay,
            description: description,
            location: location,
            calendar: calendar,
            recipe: recipe,
            repeatRule: try repeatOptions.input(),
            servings: servings
        )
        let today = CalendarDate.today()
        let day = try on.map { text throws(PlannerError) in
            try TimeInput.parseDay(text, today: today)
        }
        let (event, zone) = try store.withStore { store in
            (
                try day.map { day in
                    try store.planner.editOccurrence(of: id, on: day, with: changes, today: today)
                } ?? store.planner.update(id, with: changes, today: today),
                store.planner.zone
            )
        }
        print(EventText.details(event, zone: zone))
    }
}

/// `homebook plan delete ID`: every occurrence of the event.
struct PlanDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete an event (all of its repeats), or one occurrence of a repeat."
    )

    @Argument(help: "The event's id.")
    var id: Int64

    @Option(
        help: ArgumentHelp(
            "Delete only the occurrence starting on this day (YYYY-MM-DD, today, a weekday…);"
                + " the others stay.",
            valueName: "day"
        )
    )
    var on: String?

    @OptionGroup var store: StoreOptions

    /// Deletes it (or the one occurrence) and says what went.
    func run() throws {
        guard let on else {
            let event = try store.withStore { try $0.planner.delete(id) }
            print("Deleted event \(event.id) \"\(event.shownTitle)\".")
            return
        }
        let day = try TimeInput.parseDay(on, today: CalendarDate.today())
        let event = try store.withStore { try $0.planner.deleteOccurrence(of: id, on: day) }
        print(
            "Deleted the occurrence of event \(event.id) \"\(event.shownTitle)\""
                + " on \(day.weekdayName) \(day); the others stay."
        )
    }
}
