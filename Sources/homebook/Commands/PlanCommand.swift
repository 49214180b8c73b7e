import ArgumentParser
import HomebookCore

/// `homebook plan …`: calendars, events, meals and the shopping list (docs/manual.md#planner).
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan events and meals in calendars; export and import iCalendar.",
        discussion: """
            Times are local (TZ is respected): 2026-11-28 17:00, today 18:30, tomorrow 8:00, \
            saturday 19:00 (the next Saturday, today included), or 2026-11-28 for all day.
            """,
        subcommands: [
            PlanAddCommand.self, PlanListCommand.self, PlanShowCommand.self,
            PlanEditCommand.self, PlanDeleteCommand.self, PlanCalendarsCommand.self,
            PlanCalendarCommand.self, PlanExportCommand.self, PlanImportCommand.self,
            PlanShoppingCommand.self, PlanAccountCommand.self, PlanSyncCommand.self,
            PlanConflictCommand.self,
        ]
    )
}

/// The repeat options shared by `plan add` and `plan edit`.
struct PlanRepeatOptions: ParsableArguments {
    @Option(name: .customLong("repeat"), help: "daily, weekly, monthly or yearly (edit: none).")
    var frequency: String?

    @Option(help: "Repeat every N days, weeks, months or years.")
    var every: Int?

    @Option(help: "The last day an occurrence may start on.")
    var until: String?

    @Option(help: "How many occurrences.")
    var count: Int?

    /// The repeat as typed, or nil when no repeat option was given.
    func input() throws -> RepeatInput? {
        guard let frequency else {
            if every != nil || until != nil || count != nil {
                throw ValidationError("--every, --until and --count need --repeat")
            }
            return nil
        }
        return RepeatInput(frequency: frequency, every: every, until: until, count: count)
    }
}

/// A core refusal with the command-line options it is about added: the core's words name
/// fields and parts, never an option (docs/manual.md#forms). Exit 1, as the core's errors.
struct OptionProblem: Error, CustomStringConvertible {
    /// The message, naming the options.
    let description: String

    /// `error` with the options it is about named after it, or `error` itself.
    static func naming(_ error: any Error) -> any Error {
        let options: [String]
        switch error {
        case PlannerError.badRepeat(let problem): options = problem.options
        case let mapping as BankMappingError: options = mapping.options
        default: return error
        }
        guard !options.isEmpty else { return error }
        let names = options.map { "--" + $0 }.joined(separator: ", ")
        return OptionProblem(description: "\(error) (\(names))")
    }
}
