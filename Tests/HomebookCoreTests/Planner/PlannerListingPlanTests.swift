import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// How SQLite answers a listing's two queries: the speed of any listing, even of one day,
/// rests on the repeating series coming from their covering index (migration 0009).
@Suite struct PlannerListingPlanTests {
    @Test(arguments: [false, true])
    func repeatingEventsAreReadFromTheirIndexAlone(byCalendar: Bool) throws {
        try withPlanner { _, store in
            let queries = Planner.listingQueries(byCalendar: byCalendar)
            // Arguments as a listing of March 2026 binds them (the plan does not depend on them).
            let arguments: [DatabaseValue] = [1_772_236_800, 1_775_001_600, 1_772_236_800, 1]
                .prefix(byCalendar ? 4 : 3).map { .integer($0) }
            let repeating = try plan(of: queries.repeating, arguments, in: store)
            // A column the listing reads that the index lacks turns this into a table read.
            let covered = "SEARCH e USING COVERING INDEX planner_events_repeating (start_at<?)"
            #expect(repeating.contains(covered), "\(repeating)")
            // Single events: ids from the start index alone, then rows by id.
            let single = try plan(of: queries.single, arguments, in: store)
            let ranged =
                "SEARCH planner_events USING INDEX planner_events_single_by_start"
                + " (start_at>? AND start_at<?)"
            #expect(single.contains(ranged), "\(single)")
            #expect(single.contains("SEARCH e USING INTEGER PRIMARY KEY (rowid=?)"), "\(single)")
            for plan in [repeating, single] {
                #expect(!plan.contains { $0.hasPrefix("SCAN e") }, "\(plan)")
            }
        }
    }

    /// Events with extra dates (RDATE) come through the index of those dates' starts, never
    /// a read of every event.
    @Test(arguments: [false, true])
    func extraDatesAreFoundThroughTheirStarts(byCalendar: Bool) throws {
        try withPlanner { _, store in
            let arguments: [DatabaseValue] = [1_772_236_800, 1_775_001_600, 1]
                .prefix(byCalendar ? 3 : 2).map { .integer($0) }
            let plan = try plan(
                of: Planner.extraDatesQuery(byCalendar: byCalendar),
                arguments,
                in: store
            )
            let ranged =
                "SEARCH planner_event_extra_dates USING COVERING INDEX"
                + " planner_event_extra_dates_by_start (start_at>? AND start_at<?)"
            #expect(plan.contains(ranged), "\(plan)")
            #expect(plan.contains("SEARCH e USING INTEGER PRIMARY KEY (rowid=?)"), "\(plan)")
            #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
        }
    }

    /// The detail lines of `EXPLAIN QUERY PLAN` for `sql`.
    private func plan(
        of sql: String,
        _ arguments: [DatabaseValue],
        in store: HomebookStore
    ) throws -> [String] {
        try store.database.fetchAll("EXPLAIN QUERY PLAN " + sql, arguments).map {
            try $0.get("detail", as: String.self)
        }
    }
}
