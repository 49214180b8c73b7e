internal import SQLiteWrapper

/// Keeps undone postings of repeating items from being posted again
/// (docs/manual.md#schedules).
///
/// Undoing a posting deletes its items and its `posted` occurrence rows; without more, the
/// next open would find those days due and post them again. So after an undo each
/// occurrence row the change deleted comes back as `skipped`, and before a redo those
/// `skipped` rows make way for the `posted` ones the change inserts. Both run inside the
/// undo's own unrecorded transaction.
enum UndoSchedulePostings {
    static let table = "budget_schedule_occurrences"

    /// Marks skipped each posted occurrence the applied undo `changeset` deleted; returns
    /// how many.
    static func skipUndone(_ changeset: Changeset, _ db: Database) throws -> Int {
        var count = 0
        try changeset.forEachChange { change in
            guard change.table == table, change.operation == .delete,
                case .integer(let schedule)? = change.old.first ?? nil,
                case .text(let date)? = change.old.count > 1 ? change.old[1] : nil
            else { return }
            try db.execute(
                """
                INSERT OR IGNORE INTO budget_schedule_occurrences
                    (schedule_id, date, state, item_id)
                SELECT id, ?, 'skipped', NULL FROM budget_schedules WHERE id = ?
                """,
                [.text(date), .integer(schedule)]
            )
            count += db.changes
        }
        return count
    }

    /// Clears the skipped rows standing where the redo `changeset` inserts occurrences.
    static func clearForRedo(_ changeset: Changeset, _ db: Database) throws {
        try changeset.forEachChange { change in
            guard change.table == table, change.operation == .insert,
                case .integer(let schedule)? = change.new.first ?? nil,
                case .text(let date)? = change.new.count > 1 ? change.new[1] : nil
            else { return }
            try db.execute(
                """
                DELETE FROM budget_schedule_occurrences
                WHERE schedule_id = ? AND date = ? AND state = 'skipped'
                """,
                [.integer(schedule), .text(date)]
            )
        }
    }

    /// What an undo says after the change's own words when it skipped occurrences.
    static func note(skipped count: Int) -> String {
        guard count > 0 else { return "" }
        let those = count == 1 ? "that day is" : "those \(count) days are"
        return "; \(those) now skipped, not posted again"
            + " (`budget repeat post ID --date D` posts one)"
    }
}
