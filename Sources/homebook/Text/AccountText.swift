import HomebookCore

/// Accounts and syncs as the commands print them (docs/manual.md#accounts).
enum AccountText {
    /// Each calendar of an account and the planner calendar it syncs with.
    static func printCalendars(_ account: CalDAVAccount) {
        for line in calendarLines(account) { print(line) }
    }

    /// `  Work  → Work  #FF0000FF` (or `skipped`) for each calendar of an account.
    static func calendarLines(_ account: CalDAVAccount) -> [String] {
        account.calendars.map { link in
            let target =
                link.skipped
                ? "skipped" : "→ \(DisplayText.singleLine(link.localCalendar))"
            let color = link.color.map { "  \(DisplayText.singleLine($0))" } ?? ""
            return "  \(DisplayText.singleLine(link.name))  \(target)\(color)"
        }
    }

    /// `dav  alice at https://dav.example.com/` and its last sync on the next line.
    static func heading(_ account: CalDAVAccount, now: Int64) -> [String] {
        [
            "\(DisplayText.singleLine(account.name))  \(DisplayText.singleLine(account.user))"
                + " at \(DisplayText.singleLine(account.url))",
            "  " + account.lastSyncLine(now: now),
        ]
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
