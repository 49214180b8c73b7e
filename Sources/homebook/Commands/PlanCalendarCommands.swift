import ArgumentParser
import HomebookCore

/// `homebook plan calendars [--json]`.
struct PlanCalendarsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendars",
        abstract:
            "List the calendars (new events go to the default-calendar setting, else the first)."
    )

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints each calendar with its number of events.
    func run() throws {
        let calendars = try store.withStore { try $0.planner.calendars() }
        if json {
            SystemIO.printUTF8(JSONValue.renderLinesUTF8(calendars.map(\.json)))
        } else {
            for calendar in calendars {
                let count = calendar.eventCount
                print(
                    "\(DisplayText.singleLine(calendar.name))  \(count) \(count == 1 ? "event" : "events")"
                )
            }
        }
    }
}

/// `homebook plan calendar add NAME | rename OLD NEW | delete NAME`.
struct PlanCalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Add, rename or delete a calendar.",
        subcommands: [Add.self, Rename.self, Delete.self]
    )

    /// `plan calendar add NAME`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a calendar."
        )
        @Argument(help: "The new calendar's name.") var name: String
        @OptionGroup var store: StoreOptions

        /// Adds it.
        func run() throws {
            let id = try store.withStore { try $0.planner.addCalendar(name) }
            print(id)
        }
    }

    /// `plan calendar rename OLD NEW`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a calendar."
        )
        @Argument(help: "The calendar's name.") var old: String
        @Argument(help: "Its new name.") var new: String
        @OptionGroup var store: StoreOptions

        /// Renames it.
        func run() throws {
            try store.withStore { try $0.planner.renameCalendar(old, to: new) }
        }
    }

    /// `plan calendar delete NAME`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete an empty calendar (never the last one)."
        )
        @Argument(help: "The calendar's name.") var name: String
        @OptionGroup var store: StoreOptions

        /// Deletes it.
        func run() throws {
            try store.withStore { try $0.planner.deleteCalendar(name) }
        }
    }
}
