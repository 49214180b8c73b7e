import HomebookCore

/// Repeating items as text (docs/manual.md#schedules).
enum ScheduleText {
    /// The schedules with their next day, as `budget repeat list` and the menu show them.
    static func table(
        _ rows: [(LedgerSchedule, next: CalendarDate?)],
        today: CalendarDate,
        currency: String,
        style: Style,
        maxWidth: Int? = nil
    ) -> String {
        guard !rows.isEmpty else {
            return "No repeating items. Add one with: homebook budget repeat add expense Rent"
                + " 950.00 --monthly"
        }
        let currency = DisplayText.singleLine(currency)
        var table = TextTable(
            [
                .init("ID", .right), .init("Kind"), .init("Name"), .init("Amount", .right),
                .init("Repeats"), .init("Category"), .init("Next"),
            ],
            maxWidth: maxWidth ?? SystemIO.outputColumns ?? .max
        )
        for (schedule, next) in rows {
            table.append([
                "\(schedule.id)", schedule.kind.rawValue, schedule.name,
                schedule.amount.formatted(currency: currency), schedule.ruleSummary,
                schedule.category ?? "", LedgerSchedule.nextText(next, today: today),
            ])
        }
        return table.rendered(style: style)
    }

    /// One schedule in words:
    /// `expense "Rent" $950.00, monthly on day 1 from 2026-01-01 until 2026-12-31`.
    static func line(_ schedule: LedgerSchedule, currency: String) -> String {
        let currency = DisplayText.singleLine(currency)
        return "\(schedule.kind.rawValue) \"\(DisplayText.singleLine(schedule.name))\""
            + " \(schedule.amount.formatted(currency: currency)), \(schedule.rule)"
            + " from \(schedule.from)" + (schedule.until.map { " until \($0)" } ?? "")
    }

    /// The next repeating days in a few words, as the Budget screen shows them:
    /// `next: Rent $950.00 on 12-01, Gym $9.99 on 12-02`.
    static func upcoming(_ occurrences: [ScheduleOccurrence], currency: String) -> String {
        "next: "
            + occurrences.map { occurrence in
                DisplayText.singleLine(occurrence.schedule.name) + " "
                    + occurrence.schedule.amount.formatted(currency: currency) + " on "
                    + occurrence.date.description.dropFirst(5)
            }.joined(separator: ", ")
    }
}
