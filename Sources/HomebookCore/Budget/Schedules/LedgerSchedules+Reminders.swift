internal import SQLiteWrapper

/// Repeating items as the planner shows them (docs/manual.md#schedules): each day not yet
/// posted or skipped is an all-day reminder, read from the schedules, never stored as an
/// event.
extension LedgerSchedules {
    /// The reminders within the listed days, for the planner's listing.
    static func reminders(within days: ListedDays, _ db: Database) throws -> [PlannerEvent] {
        try upcoming(from: days.from, to: days.to, db).map(\.reminder)
    }
}

extension ScheduleOccurrence {
    /// The occurrence as an all-day planner row: `Rent 950.00`, marked with its schedule.
    public var reminder: PlannerEvent {
        var about = "repeating \(schedule.kind.rawValue)"
        if let category = schedule.category { about += " (\(category))" }
        about += ", \(schedule.ruleSummary)"
        return PlannerEvent(
            id: 0,
            uid: "homebook-schedule-\(schedule.id)-\(date)",
            calendar: "",
            title: "\(schedule.name) \(schedule.amount.grouped)",
            description: about,
            span: .allDay(first: date, last: date),
            scheduleID: schedule.id
        )
    }
}
