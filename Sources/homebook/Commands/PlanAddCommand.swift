import ArgumentParser
import HomebookCore

/// `homebook plan add TITLE --start T [...]`: prints the new event's id.
struct PlanAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an event (or a planned meal with --recipe)."
    )

    @Argument(help: "The title.")
    var title: String

    @Option(help: "2026-11-28 17:00, today 18:30, saturday 19:00, or 2026-11-28 (all day).")
    var start: String

    @Option(help: "The end (default: one hour later; 19:30 alone means the start's day).")
    var end: String?

    @Flag(help: "An all-day event: start and end are dates.")
    var allDay = false

    @Option(help: "Where.")
    var location = ""

    @Option(help: "Free text.")
    var description = ""

    @Option(help: "The calendar's name (default: the default-calendar setting, else the first).")
    var calendar: String?

    @Option(help: "A recipe id or an unambiguous recipe name: a planned meal.")
    var recipe: String?

    @Option(help: "A planned meal's servings, to scale its recipe on the shopping list.")
    var servings: String?

    @OptionGroup var repeatOptions: PlanRepeatOptions

    @OptionGroup var store: StoreOptions

    /// Adds the event and prints its id.
    func run() throws {
        let draft = EventDraft(
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
        let id = try store.withStore { try $0.planner.add(draft, today: CalendarDate.today()) }
        print(id)
    }
}
