import Foundation
import HomebookCore
import TestSupport
import Testing

/// `plan edit ID --on DAY`: only that occurrence of a repeat changes (docs/manual.md#planner).
@Suite struct PlanEditOccurrenceCommandTests {
    @Test func onChangesOneOccurrenceAndUndoBringsTheSeriesBack() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let added = try homebook(
                db,
                "plan",
                "add",
                "Swim",
                "--start",
                "2030-05-06 18:00",
                "--repeat",
                "daily",
                "--count",
                "3"
            )
            #expect(added.status == 0)
            let edited = try homebook(
                db,
                "plan",
                "edit",
                "1",
                "--on",
                "2030-05-07",
                "--title",
                "Late swim",
                "--start",
                "2030-05-07 20:00"
            )
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(edited.stdout.hasPrefix("Event 2: Late swim\nWhen: Tue 2030-05-07 20:00–21:00"))
            let listed = try homebook(
                db,
                "plan",
                "list",
                "--from",
                "2030-05-06",
                "--to",
                "2030-05-08"
            )
            #expect(listed.stdout.contains("18:00–19:00  Swim  #1"))
            #expect(listed.stdout.contains("20:00–21:00  Late swim  #2"))
            #expect(listed.stdout.components(separatedBy: "Swim  #1").count - 1 == 2)
            // A day with no occurrence is refused, nothing changes.
            let none = try homebook(db, "plan", "edit", "1", "--on", "2030-05-20", "--title", "x")
            #expect(none.status == 1)
            #expect(try homebook(db, "undo").stdout.contains("edit \"Swim\" on 2030-05-07 only"))
            let back = try homebook(
                db,
                "plan",
                "list",
                "--from",
                "2030-05-06",
                "--to",
                "2030-05-08"
            )
            #expect(back.stdout.components(separatedBy: "Swim  #1").count - 1 == 3)
            #expect(!back.stdout.contains("Late swim"))
        }
    }
}
