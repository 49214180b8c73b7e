import ArgumentParser
import HomebookCore

/// `homebook plan list [--from D] [--to D] [--calendar C] [--json]`.
struct PlanListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the events of a range of days, repeats expanded (default: 30 days)."
    )

    @OptionGroup var range: PlanRangeOptions

    @Option(help: "Only this calendar.")
    var calendar: String?

    @Flag(help: "Print a JSON array (one object per occurrence).")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the occurrences grouped by day, or as JSON, as they are read: a long range
    /// never holds them all.
    /// The days listed when no `--to` is given.
    static let defaultLength = 30

    func run() throws {
        let (from, to) = try range.days(defaultLength: Self.defaultLength)
        try Self.show(
            at: try store.resolvedPath(),
            from: from,
            to: to,
            calendar: calendar,
            json: json
        )
    }

    /// The command's work once its line is read; `QuickStartLine` calls it too.
    static func show(
        at path: String,
        from: CalendarDate,
        to: CalendarDate,
        calendar: String?,
        json: Bool
    ) throws {
        // Refused before anything is written.
        try Planner.checkListing(from: from, to: to)
        try StoreOptions.withStore(at: path) { store in
            let planner = store.planner
            // The zone answers from a table for the listed days: thousands of times are shown.
            let zone = planner.zone.covering(days: from, to)
            if json {
                var failure: (any Error)?
                SystemIO.printUTF8(streaming: { output in
                    do {
                        try JSONWriter.writeLines(
                            batches: { write in
                                try planner.forEachOccurrence(
                                    from: from,
                                    to: to,
                                    calendar: calendar,
                                    write
                                )
                            },
                            to: output
                        ) { $1.write(to: &$0, in: zone) }
                    } catch {
                        failure = error
                    }
                })
                if let failure { throw failure }
                return
            }
            var day: CalendarDate?
            let conflicts = try store.calDAVAccounts.conflictCopyIDs()
            // Fitted to the terminal; output to a pipe or a file is never cut.
            let width = SystemIO.outputColumns
            try planner.forEachOccurrence(from: from, to: to, calendar: calendar) { events in
                guard !events.isEmpty else { return }
                print(
                    EventText.agenda(
                        events,
                        zone: zone,
                        after: &day,
                        conflicts: conflicts,
                        width: width
                    )
                )
            }
            if day == nil { print("No events from \(from) to \(to).") }
        }
    }
}

/// `--from D --to D`, dates as `plan` reads them (YYYY-MM-DD, today, tomorrow, a weekday).
struct PlanRangeOptions: ParsableArguments {
    @Option(help: "The first day (default: today).")
    var from: String?

    @Option(help: "The last day.")
    var to: String?

    /// The range; without --to it lasts `defaultLength` days.
    func days(defaultLength: Int) throws -> (CalendarDate, CalendarDate) {
        try Self.days(from: from, to: to, defaultLength: defaultLength)
    }

    /// The range `--from` and `--to` (nil when not given) name.
    static func days(
        from: String?,
        to: String?,
        defaultLength: Int
    ) throws -> (CalendarDate, CalendarDate) {
        let today = CalendarDate.today()
        let first = try from.map { try TimeInput.parseDay($0, today: today) } ?? today
        let last =
            try to.map { try TimeInput.parseDay($0, today: today) }
            ?? first.adding(days: defaultLength - 1)
        guard last >= first else { throw ValidationError("--to is before --from") }
        return (first, last)
    }
}

/// `homebook plan show ID [--json]`.
struct PlanShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every field of an event."
    )

    @Argument(help: "The event's id.")
    var id: Int64

    @Flag(help: "Print a JSON object.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the event.
    func run() throws {
        let (event, zone) = try store.withStore { (try $0.planner.get(id), $0.planner.zone) }
        print(json ? event.jsonText(in: zone) : EventText.details(event, zone: zone))
    }
}
