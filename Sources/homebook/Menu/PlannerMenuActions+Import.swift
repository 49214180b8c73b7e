import HomebookCore

/// The Planner screen's import (docs/manual.md#menu): an iCalendar file's events, as
/// `homebook plan import` imports them.
extension PlannerMenuActions {
    /// `i`: asks the file, imports its events into the default calendar in one transaction
    /// (one undoable change), and says how many arrived and what was left out.
    func importFile() throws {
        let path = try session.ask(".ics file to import (Enter goes back):").trimmingWhitespace()
        guard !path.isEmpty else { return }
        let report = try planner.importICalendar(path: path, calendar: nil, strict: false)
        let imported = report.imported
        var message = "Imported \(imported) \(imported == 1 ? "event" : "events")"
        if report.skipped > 0 { message += " (\(report.skipped) already in the planner, skipped)" }
        session.say(message + ".")
        // As `plan import` prints them: recipes not linked, and what was left out.
        for note in report.unlinked { session.say("Note: \(note).") }
        for note in report.notes { session.say("Note: \(note).") }
    }
}
