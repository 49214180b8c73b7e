import HomebookCore
import SQLiteWrapper

/// An account `dav` with two calendars (Work, mapped; Birthdays, skipped) and a conflict
/// copy "Dentist (mine)" of "Dentist" on Monday, written as a sync leaves them, with no server
/// (docs/manual.md#accounts, docs/manual.md#conflicts).
enum CalendarAccountsSeed {
    static func seed(_ store: HomebookStore) throws {
        let today = ScreenSnapshot.today
        _ = try store.planner.addCalendar("Work")
        let original = try store.planner.add(
            EventDraft(title: "Dentist", start: "2026-11-23 09:00", calendar: "Work"),
            today: today
        )
        let copy = try store.planner.add(
            EventDraft(title: "Dentist (mine)", start: "2026-11-23 10:00", calendar: "Work"),
            today: today
        )
        try store.database.write { db in
            try db.execute(
                """
                INSERT INTO caldav_accounts (name, url, user_name, origin, home_path)
                VALUES ('dav', 'https://dav.example.com/', 'alice', 'https://dav.example.com',
                    '/alice/')
                """
            )
            try db.execute(
                """
                INSERT INTO caldav_calendars (account_id, path, name, color, local_calendar_id,
                    skipped)
                SELECT 1, '/alice/work/', 'Work', '#FF0000FF', id, 0 FROM planner_calendars
                WHERE name = 'Work'
                """
            )
            try db.execute(
                """
                INSERT INTO caldav_calendars (account_id, path, name, local_calendar_id, skipped)
                SELECT 1, '/alice/birthdays/', 'Birthdays', id, 1 FROM planner_calendars
                WHERE name = 'Work'
                """
            )
            try db.execute(
                """
                INSERT INTO caldav_conflicts (event_id, original_uid, found_at)
                SELECT ?, uid, 0 FROM planner_events WHERE id = ?
                """,
                [.integer(copy), .integer(original)]
            )
        }
    }
}
