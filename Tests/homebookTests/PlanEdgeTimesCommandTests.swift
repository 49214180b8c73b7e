import Foundation
import TestSupport
import Testing

/// The last day a date can name, under a fixed `TZ` (issue 26: timed events on 9999-12-31
/// were missing from `plan list`, and the export wrote DTEND before DTSTART).
@Suite struct PlanEdgeTimesCommandTests {
    @Test func anEventOnTheLastLocalDayIsListedExportedAndImported() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            // 9999-12-31 08:00 at UTC+14 is 9999-12-30 18:00 UTC: inside the kept times.
            let zone = "Pacific/Kiritimati"
            let add = try plan(
                db,
                "add",
                "Last",
                "--start",
                "9999-12-31 08:00",
                "--end",
                "9999-12-31 09:30",
                zone: zone
            )
            #expect(add.status == 0, "\(add.stderr)")
            let list = try plan(
                db,
                "list",
                "--from",
                "9999-12-31",
                "--to",
                "9999-12-31",
                "--json",
                zone: zone
            )
            #expect(list.stdout.contains("\"start\":\"9999-12-31T08:00:00+14:00\""), "\(list)")
            #expect(list.stdout.contains("\"end\":\"9999-12-31T09:30:00+14:00\""), "\(list)")
            let export = try plan(db, "export", zone: zone)
            #expect(export.stdout.contains("DTSTART:99991230T180000Z\r\n"))
            #expect(export.stdout.contains("DTEND:99991230T193000Z\r\n"))
            let file = folder + "/last.ics"
            try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: file))
            let other = folder + "/q.sqlite"
            #expect(try plan(other, "import", file, zone: "UTC").status == 0)
            let back = try plan(
                other,
                "list",
                "--from",
                "9999-12-30",
                "--to",
                "9999-12-30",
                zone: "UTC"
            )
            #expect(back.stdout.contains("18:00–19:30  Last"), "\(back)")
        }
    }
}
