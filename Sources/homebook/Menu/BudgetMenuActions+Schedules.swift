import HomebookCore

/// `s` on the Budget screen: repeating items (docs/manual.md#schedules), through the same
/// core calls as `homebook budget repeat`; adding and editing ask the core's one schedule
/// form through ``FormAsker``.
extension BudgetMenuActions {
    /// Lists the repeating items with their next day, then asks what to do.
    func schedules() throws {
        let schedules = session.store.schedules
        session.say(
            ScheduleText.table(
                try schedules.listing(today: session.today()),
                today: session.today(),
                currency: try currency(),
                accounts: try session.store.accounts.all(),
                style: session.style,
                maxWidth: session.terminal.isInteractive ? nil : .max
            )
        )
        session.say("a add, e edit, p post due, o post one day, s skip a day, n skip the next,")
        let choice = try session.ask("r remove (Enter goes back):")
        switch choice.trimmingWhitespace().lowercased() {
        case "": return
        case "a": try editSchedule(nil)
        case "e":
            guard let schedule = try askSchedule() else { return }
            try editSchedule(schedule)
        case "p":
            let posting = try schedules.postDue(today: session.today())
            session.say(
                posting.map { DisplayText.singleLine($0.announcement) + "." }
                    ?? "Nothing is due: every repeating item is posted or skipped up to today."
            )
        case "n":
            guard let schedule = try askSchedule() else { return }
            let day = try schedules.skipNext(schedule.id, today: session.today())
            session.say("Skipped \(DisplayText.singleLine(schedule.name)) on \(day).")
        case "o", "s", "r": try changeDay(choice.trimmingWhitespace().lowercased())
        default:
            session.say(
                "\"\(DisplayText.singleLine(choice))\" is not a choice: a, e, p, o, s, n or r."
            )
        }
    }

    /// Adds (`schedule` nil) or edits a repeating item with the core's form, field by field;
    /// end of input saves nothing.
    private func editSchedule(_ schedule: LedgerSchedule?) throws {
        let store = session.store
        var form = FormSession(
            ScheduleForm(store: store, editing: schedule, today: session.today())
        )
        guard let saved = try FormAsker(session: session).ask(&form), let id = saved.id else {
            return
        }
        let stored = try store.schedules.get(id)
        session.say(
            (saved.added ? "Added repeating item \(id): " : "Saved repeating item \(id): ")
                + ScheduleText.line(
                    stored,
                    currency: try currency(),
                    accounts: try store.accounts.all()
                )
        )
    }

    /// Asks a repeating item's id; nil when the answer is empty (back).
    private func askSchedule() throws -> LedgerSchedule? {
        let schedules = session.store.schedules
        return try session.ask("Repeating item id (Enter goes back):") {
            answer -> LedgerSchedule? in
            answer.trimmingWhitespace().isEmpty ? nil : try schedules.get(answer)
        }
    }

    /// `o`, `s`, `r`: asks the item (and the day), then posts, skips or removes.
    private func changeDay(_ action: String) throws {
        let schedules = session.store.schedules
        guard let schedule = try askSchedule() else { return }
        let name = DisplayText.singleLine(schedule.name)
        if action == "r" {
            try schedules.remove(schedule.id)
            session.say("Removed repeating item \(schedule.id) (\(name)).")
            return
        }
        let day = try session.ask("Day (YYYY-MM-DD):") {
            try schedules.day($0, today: session.today())
        }
        if action == "s" {
            try schedules.skip(schedule.id, on: day)
            session.say("Skipped \(name) on \(day).")
        } else {
            let posting = try schedules.post(schedule.id, on: day, today: session.today())
            session.say(DisplayText.singleLine(posting.announcement) + ".")
        }
    }
}
