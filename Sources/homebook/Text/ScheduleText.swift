import HomebookCore

/// Repeating items as text (docs/manual.md#schedules).
enum ScheduleText {
    /// The schedules with their next day, as `budget repeat list` and the menu show them;
    /// with an Account column while the book has several accounts, each amount in its
    /// account's currency.
    static func table(
        _ rows: [(LedgerSchedule, next: CalendarDate?)],
        today: CalendarDate,
        currency: String,
        accounts: [Account] = [],
        style: Style,
        maxWidth: Int? = nil
    ) -> String {
        guard !rows.isEmpty else {
            return "No repeating items. Add one with: homebook budget repeat add expense Rent"
                + " 950.00 --monthly"
        }
        let withAccount = accounts.count > 1
        var columns: [TextTable.Column] = [.init("ID", .right), .init("Kind"), .init("Name")]
        if withAccount { columns.append(.init("Account")) }
        columns += [.init("Amount", .right), .init("Repeats"), .init("Category"), .init("Next")]
        var table = TextTable(
            columns,
            maxWidth: maxWidth ?? SystemIO.outputColumns ?? .max
        )
        for (schedule, next) in rows {
            let account = accounts.first { $0.id == schedule.accountID }
            var cells = ["\(schedule.id)", schedule.kind.rawValue, schedule.name]
            if withAccount { cells.append(account?.name ?? "") }
            cells += [
                amount(schedule, currency: currency, account: account), schedule.ruleSummary,
                schedule.category ?? "", LedgerSchedule.nextText(next, today: today),
            ]
            table.append(cells)
        }
        return table.rendered(style: style)
    }

    /// One schedule in words:
    /// `expense "Rent" $950.00, monthly on day 1 from 2026-01-01 until 2026-12-31`, and
    /// ` into savings` when the book has several accounts.
    static func line(
        _ schedule: LedgerSchedule,
        currency: String,
        accounts: [Account] = []
    ) -> String {
        let account = accounts.first { $0.id == schedule.accountID }
        let into =
            accounts.count > 1 ? account.map { " into " + DisplayText.singleLine($0.name) } : nil
        return "\(schedule.kind.rawValue) \"\(DisplayText.singleLine(schedule.name))\""
            + " \(amount(schedule, currency: currency, account: account)), \(schedule.rule)"
            + " from \(schedule.from)" + (schedule.until.map { " until \($0)" } ?? "")
            + (into ?? "")
    }

    /// The amount in its account's currency (`¥1,200`), or with the book's symbol while the
    /// currency is the unnamed one.
    static func amount(_ schedule: LedgerSchedule, currency: String, account: Account?) -> String {
        guard let account, !account.currency.isUnnamed else {
            return schedule.amount.formatted(currency: DisplayText.singleLine(currency))
        }
        return DisplayText.singleLine(account.currency.formatted(schedule.amount.cents))
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
