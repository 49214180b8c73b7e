import TestSupport
import Testing

/// `homebook settings` with the settings the fronts share, and their effect on commands.
@Suite(.tags(.process), .skippedByTag) struct SettingsCommandTests {
    @Test func theNewSettingsAreListedChangedAndUsedByCommands() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/s.sqlite"
            let list = try homebook(db, "settings")
            #expect(list.status == 0)
            #expect(
                list.stdout
                    == "precision = 2\ncurrency = $\nunits = metric\nweather-provider = auto\n"
                    + "decimal-comma = off\n"
                    + "week-start = monday\ndefault-calendar = \nkitchen-measures = metric\n"
                    + "post-schedules = on\n"
            )
            let off = try homebook(db, "convert", "1,5", "kg")
            #expect(off.status == 1 && off.stderr.contains("has a decimal comma"))
            #expect(try homebook(db, "settings", "decimal-comma", "on").stdout == "on\n")
            #expect(try homebook(db, "convert", "1,5", "kg").stdout.contains("3.31 lb"))
            #expect(try homebook(db, "budget", "add", "expense", "Bread", "2,40").stderr == "")
            #expect(
                try homebook(db, "budget", "total", "--json").stdout.contains(#""expenses":"2.40""#)
            )

            let unknown = try homebook(db, "settings", "default-calendar", "Work")
            #expect(unknown.status == 1 && unknown.stderr.contains("there is no calendar \"Work\""))
            #expect(try homebook(db, "plan", "calendar", "add", "Work").status == 0)
            #expect(try homebook(db, "settings", "default-calendar", "work").stdout == "Work\n")
            #expect(
                try homebook(db, "plan", "add", "Stand-up", "--start", "2026-12-01 09:00").status
                    == 0
            )
            #expect(
                try homebook(db, "plan", "list", "--from", "2026-12-01", "--to", "2026-12-01")
                    .stdout.contains("Work")
            )
            #expect(try homebook(db, "settings", "default-calendar", "").stdout == "\n")
            let week = try homebook(db, "settings", "week-start", "friday")
            #expect(week.status == 1 && week.stderr.contains("expected monday or sunday"))
        }
    }
}
