import HomebookCore

/// `s` on the Budget screen: repeating items (docs/manual.md#schedules), through the same
/// core calls as `homebook budget repeat`.
extension BudgetMenuActions {
    /// Lists the repeating items with their next day, then asks what to do.
    func schedules() throws {
        let schedules = session.store.schedules
        session.say(
            ScheduleText.table(
                try schedules.listing(today: session.today()),
                today: session.today(),
                currency: try currency(),
                style: session.style,
                maxWidth: session.terminal.isInteractive ? nil : .max
            )
        )
        let choice = try session.ask(
            "a add, p post due, o post one day, s skip a day, r remove (Enter goes back):"
        )
        switch choice.trimmingWhitespace().lowercased() {
        case "": return
        case "a": try addSchedule()
        case "p":
            let posting = try schedules.postDue(today: session.today())
            session.say(
                posting.map { DisplayText.singleLine($0.announcement) + "." }
                    ?? "Nothing is due: every repeating item is posted or skipped up to today."
            )
        case "o", "s", "r": try changeDay(choice.trimmingWhitespace().lowercased())
        default:
            session.say("\"\(DisplayText.singleLine(choice))\" is not a choice: a, p, o, s or r.")
        }
    }

    /// Asks each field; an answer the core refuses is explained and asked again. Enter at
    /// the kind goes back; end of input saves nothing.
    private func addSchedule() throws {
        let today = session.today()
        let schedules = session.store.schedules
        let kind = try session.ask("Kind (i = income, e = expense; Enter goes back):")
        guard !kind.trimmingWhitespace().isEmpty else { return }
        var draft = LedgerScheduleDraft(kind: kind, name: "", amount: "", frequency: .monthly)
        // Each answer is checked at once: a refusal about it is shown and it is asked again
        // (fields not yet asked are empty, which their rules accept, bar the name).
        func ask(_ field: LedgerScheduleDraft.Field) throws {
            draft[field] = try session.ask(Self.prompt(for: field))
            while let problem = try schedules.problems(draft, today: today)[field] {
                session.show(problem)
                draft[field] = try session.ask(Self.prompt(for: field))
            }
        }
        if let problem = try schedules.problems(draft, today: today)[.kind] {
            session.show(problem)
            return
        }
        try ask(.name)
        try ask(.amount)
        draft.frequency = try session.ask("How often (w weekly, m monthly, y yearly):") {
            try ScheduleFrequency.parse($0)
        }
        if draft.frequency == .monthly { try ask(.day) }
        try ask(.from)
        try ask(.until)
        draft.category = try session.ask("Category (optional):")
        if let problem = try schedules.problems(draft, today: today).first {
            session.say("Nothing saved: \(problem)")
            return
        }
        let schedule = try schedules.add(draft, today: today)
        session.say(
            "Added repeating item \(schedule.id): "
                + ScheduleText.line(schedule, currency: try currency())
        )
    }

    /// `o`, `s`, `r`: asks the item (and the day), then posts, skips or removes.
    private func changeDay(_ action: String) throws {
        let schedules = session.store.schedules
        let schedule = try session.ask("Repeating item id (Enter goes back):") {
            answer -> LedgerSchedule? in
            answer.trimmingWhitespace().isEmpty ? nil : try schedules.get(answer)
        }
        guard let schedule else { return }
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

    private static func prompt(for field: LedgerScheduleDraft.Field) -> String {
        switch field {
        case .kind: "Kind (i = income, e = expense):"
        case .name: "Name:"
        case .amount: "Amount (more than 0.00):"
        case .day: "Day of the month (1-31, last; empty = the first day's):"
        case .from: "First day (YYYY-MM-DD, today; empty = today):"
        case .until: "Last day (optional):"
        }
    }
}
