import HomebookCore

/// Accounts and syncs as the commands print them (docs/manual.md#accounts).
enum AccountText {
    /// Each calendar of an account and the planner calendar it syncs with.
    static func printCalendars(_ account: CalDAVAccount) {
        for link in account.calendars {
            let target =
                link.skipped
                ? "skipped" : "→ \(DisplayText.singleLine(link.localCalendar))"
            let color = link.color.map { "  \(DisplayText.singleLine($0))" } ?? ""
            print("  \(DisplayText.singleLine(link.name))  \(target)\(color)")
        }
    }

    /// The lines after a sync.
    static func report(_ report: CalDAVSyncReport) -> [String] {
        report.lines
    }

    /// One line per conflict copy still to resolve.
    static func conflictLines(_ store: HomebookStore) throws -> [String] {
        try store.calDAVAccounts.conflicts().map(\.line)
    }
}
