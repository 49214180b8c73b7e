internal import SQLiteWrapper

/// Repeating items as the planner shows them (docs/manual.md#schedules): each day not yet
/// posted or skipped is an all-day reminder, read from the schedules, never stored as an
/// event.
extension LedgerSchedules {
    /// The reminders within the listed days, for the planner's listing.
    static func reminders(within days: ListedDays, _ db: Database) throws -> [PlannerEvent] {
        let occurrences = try upcoming(from: days.from, to: days.to, db)
        guard !occurrences.isEmpty else { return [] }
        let (currency, decimalComma) = try postingMoney(db)
        return occurrences.map { $0.reminder(in: currency, decimalComma: decimalComma) }
    }

    /// The currency a repeating item is posted in (the default account's; the currency
    /// symbol setting's while that is the book's unnamed one) and the decimal-comma setting,
    /// so a reminder's amount reads as the Budget screen shows it.
    static func postingMoney(_ db: Database) throws -> (Currency, decimalComma: Bool) {
        func setting(_ key: SettingKey) throws -> String {
            try db.cachedStatement("SELECT value FROM settings WHERE key = ?")
                .fetchOne([.text(key.rawValue)])?.get(0) ?? key.defaultValue
        }
        let symbol = try setting(.currency)
        let account = try Accounts.all(db, symbol: symbol).first { $0.id == Account.defaultID }
        return (account?.currency ?? .unnamed(symbol: symbol), try setting(.decimalComma) == "on")
    }
}

extension ScheduleOccurrence {
    /// The occurrence as an all-day planner row, its amount in `currency`: `Rent $950.00`,
    /// marked with its schedule.
    public func reminder(in currency: Currency, decimalComma: Bool = false) -> PlannerEvent {
        var about = "repeating \(schedule.kind.rawValue)"
        if let category = schedule.category { about += " (\(category))" }
        about += ", \(schedule.ruleSummary)"
        let amount = currency.formatted(schedule.amount.cents, decimalComma: decimalComma)
        return PlannerEvent(
            id: 0,
            uid: "homebook-schedule-\(schedule.id)-\(date)",
            calendar: "",
            title: "\(schedule.name) \(amount)",
            description: about,
            span: .allDay(first: date, last: date),
            scheduleID: schedule.id
        )
    }
}
