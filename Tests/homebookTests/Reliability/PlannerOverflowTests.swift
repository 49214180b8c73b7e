import Foundation
import SQLiteWrapper
import TestSupport
import Testing

/// Int64 extremes fed to every planner number (issue 26 point 5): each gives a one-line
/// error and exit 1 (a refusal) or 64 (a usage error), never a trap (132/133 or a signal).
@Suite(.tags(.process), .skippedByTag) struct PlannerOverflowTests {
    static let extremes = ["9223372036854775807", "-9223372036854775808", "99999999999999999999"]

    /// Checks that `result` is a clear refusal.
    func expectRefusal(_ result: ProcessResult, _ what: String) {
        #expect(result.signal == nil, "\(what): \(result.stderr)")
        #expect([1, 64].contains(result.status), "\(what): \(result.status) \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "), "\(what): \(result.stderr)")
    }

    @Test(arguments: extremes)
    func optionsAndIdsAtTheExtremesAreRefused(number: String) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            #expect(try plan(db, "add", "Swim", "--start", "2026-03-02 18:00").status == 0)
            let start = ["add", "X", "--start", "2026-03-02 18:00", "--repeat", "daily"]
            for arguments in [
                start + ["--every=" + number], start + ["--count=" + number],
                ["edit", "1", "--repeat", "weekly", "--every=" + number],
                ["edit", "1", "--repeat", "weekly", "--count=" + number],
                ["show", "--", number], ["edit", "--", number, "--title", "Y"],
                ["delete", "--", number], ["delete", "1", "--on", number],
                ["list", "--from", number], ["shopping", "--to", number],
                ["add", "X", "--start", number + "-01-01 10:00"],
            ] {
                expectRefusal(try plan(db, arguments), arguments.joined(separator: " "))
            }
        }
    }

    @Test func rangesAndTimesAtTheEdgesAreRefusedNotTrapped() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let daily = try plan(
                db,
                "add",
                "Daily",
                "--start",
                "2026-01-01 09:00",
                "--repeat",
                "daily"
            )
            #expect(daily.status == 0)
            for arguments in [
                ["list", "--from", "0001-01-01", "--to", "9999-12-31", "--json"],
                ["shopping", "--from", "0001-01-01", "--to", "9999-12-31"],
                ["add", "Late", "--start", "9999-12-31 23:30"],
                ["add", "Early", "--start", "0001-01-01 00:00"],
                ["edit", "1", "--start", "9999-12-31 23:00"],
            ] {
                let result = try plan(db, arguments, zone: "Asia/Tokyo")
                expectRefusal(result, arguments.joined(separator: " "))
                #expect(result.stdout.isEmpty)
            }
        }
    }

    @Test func storedTimesAtTheExtremesAreRefusedAndCanBeDeleted() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            #expect(try plan(db, "add", "A", "--start", "2026-03-02 10:00").status == 0)
            let weekly = ["add", "R", "--start", "2026-03-02 10:00", "--repeat", "weekly"]
            #expect(try plan(db, weekly).status == 0)
            // A file written by another program may hold any integer.
            let raw = try Database(path: db, mode: .readWrite)
            try raw.execute(
                "UPDATE planner_events SET start_at = ?, end_at = ? WHERE id = 1",
                [.integer(.min), .integer(.max)]
            )
            try raw.execute(
                "UPDATE planner_events SET end_at = ? WHERE id = 2",
                [.integer(.max)]
            )
            try raw.close()
            for arguments in [
                ["list", "--from", "2026-03-01", "--to", "2026-03-31"], ["list", "--json"],
                ["show", "1"], ["show", "2"], ["export"], ["shopping"],
            ] {
                expectRefusal(try plan(db, arguments), arguments.joined(separator: " "))
            }
            #expect(try plan(db, "delete", "1").status == 0)
            #expect(try plan(db, "delete", "2").status == 0)
            #expect(try plan(db, "list", "--from", "2026-03-01").stdout.hasPrefix("No events"))
        }
    }
}

/// Runs `homebook --db PATH plan …` with `arguments` as an array.
private func plan(
    _ database: String,
    _ arguments: [String],
    zone: String = "Europe/Berlin"
) throws -> ProcessResult {
    try HomebookProcess.run(["--db", database, "plan"] + arguments, environment: ["TZ": zone])
}
