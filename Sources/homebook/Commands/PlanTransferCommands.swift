import ArgumentParser
import HomebookCore

/// `homebook plan export [--calendar C] [--output FILE.ics]`.
struct PlanExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write events as iCalendar (RFC 5545) for calendar apps.",
        discussion: """
            Without --output the calendar goes to standard output. An output file must not \
            exist yet; it is created private (0600). Open the file with your calendar app \
            (or import it there) to add the events to a desktop calendar.
            """
    )

    @Option(help: "Only this calendar (default: all).")
    var calendar: String?

    @Option(help: ArgumentHelp("A new .ics file to write.", valueName: "file.ics"))
    var output: String?

    @OptionGroup var store: StoreOptions

    /// Writes the file, removing a partial one if writing fails.
    func run() throws {
        let count = try store.withStore { store in
            try OutputFile.writing(to: output) { destination in
                try store.planner.exportICalendar(calendar: calendar) { try destination.write($0) }
            }
        }
        reportExport(count, "event", "events", to: output)
    }
}

/// `homebook plan import FILE.ics [--calendar C] [--strict]`: one transaction.
struct PlanImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the events of an iCalendar file.",
        discussion: """
            Reads what calendar apps export (events, all-day events, time zones, simple \
            repeats). Events already imported (same UID) are skipped. What cannot be \
            represented (tasks, journal entries, some repeat rules) is left out and named \
            with its line; --strict refuses the whole file instead.
            """
    )

    @Flag(help: "Import nothing if any component cannot be represented.")
    var strict = false

    @Argument(help: ArgumentHelp("The iCalendar file.", valueName: "file.ics"))
    var file: String

    @Option(
        help: "The calendar to import into (default: the default-calendar setting, else the first)."
    )
    var calendar: String?

    @OptionGroup var store: StoreOptions

    /// Imports and says how many events arrived, and which came without their recipe.
    func run() throws {
        let report = try store.withStore {
            try $0.planner.importICalendar(path: file, calendar: calendar, strict: strict)
        }
        let imported = report.imported
        var message = "Imported \(imported) \(imported == 1 ? "event" : "events")"
        if report.skipped > 0 { message += " (\(report.skipped) already in the planner, skipped)" }
        print(message + ".")
        for note in report.unlinked { print("Note: \(note).") }
        for note in report.notes { print("Note: \(note).") }
    }
}
