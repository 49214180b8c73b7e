import Foundation
import TestSupport
import Testing

/// Runs `homebook --db PATH plan …` in the given zone (Berlin unless told).
func plan(
    _ database: String,
    _ arguments: String...,
    zone: String = "Europe/Berlin"
) throws
    -> ProcessResult
{
    try HomebookProcess.run(["--db", database, "plan"] + arguments, environment: ["TZ": zone])
}

@Suite(.tags(.process), .skippedByTag) struct PlanCommandTests {
    @Test func addListShowAndDeleteAnEvent() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let add = try plan(
                db,
                "add",
                "Dinner",
                "--start",
                "2026-11-28 19:00",
                "--end",
                "21:00",
                "--location",
                "Home"
            )
            #expect(add.status == 0 && add.stdout == "1\n")
            let list = try plan(db, "list", "--from", "2026-11-28", "--to", "2026-11-28", "--json")
            #expect(
                list.stdout == """
                    [
                    {"id":1,"calendar":"Personal","title":"Dinner","description":"","location":"Home","start":"2026-11-28T19:00:00+01:00","end":"2026-11-28T21:00:00+01:00","allDay":false,"recipe":null,"repeat":null}
                    ]

                    """
            )
            // The same stored instant, shown in another zone.
            let tokyo = try plan(db, "show", "1", "--json", zone: "Asia/Tokyo")
            #expect(tokyo.stdout.contains("\"start\":\"2026-11-29T03:00:00+09:00\""))
            let show = try plan(db, "show", "1")
            #expect(show.stdout.contains("When: Sat 2026-11-28 19:00–21:00"))
            #expect(try plan(db, "delete", "1").stdout == "Deleted event 1 \"Dinner\".\n")
            #expect(try plan(db, "show", "1").stderr == "Error: no event has id 1\n")
        }
    }

    @Test func deleteOnDeletesOneOccurrenceOfARepeat() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let add = try plan(
                db,
                "add",
                "Swim",
                "--start",
                "2026-03-02 18:00",
                "--repeat",
                "weekly",
                "--count",
                "3"
            )
            #expect(add.status == 0)
            let deleted = try plan(db, "delete", "1", "--on", "2026-03-09")
            #expect(
                deleted.stdout
                    == "Deleted the occurrence of event 1 \"Swim\" on Mon 2026-03-09; the others stay.\n"
            )
            let again = try plan(db, "delete", "1", "--on", "2026-03-09")
            #expect(again.status == 1)
            #expect(
                again.stderr
                    == "Error: no occurrence of event 1 starts on Mon 2026-03-09 (see plan list)\n"
            )
            let list = try plan(db, "list", "--from", "2026-03-01", "--to", "2026-03-31", "--json")
            #expect(list.stdout.components(separatedBy: "\"title\":\"Swim\"").count == 3)
            #expect(list.stdout.contains("\"except\":[\"2026-03-09\"]"))
            #expect(
                try plan(db, "show", "1").stdout.contains(
                    "Repeats: weekly, 3 times, except 2026-03-09"
                )
            )
        }
    }

    @Test func badInputIsAOneLineErrorWithExitOne() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let badTime = try plan(db, "add", "X", "--start", "next week")
            #expect(badTime.status == 1)
            #expect(
                badTime.stderrAfterCreation.hasPrefix(
                    "Error: \"next week\" is not a time: use YYYY-MM-DD HH:MM"
                )
            )
            let early = try plan(
                db,
                "add",
                "X",
                "--start",
                "2026-11-28 19:00",
                "--end",
                "2026-11-28 18:00"
            )
            #expect(early.stderr == "Error: the end is before the start\n" && early.status == 1)
            let calendar = try plan(db, "add", "X", "--start", "today 10:00", "--calendar", "Work")
            #expect(calendar.stderr.hasPrefix("Error: no calendar is named \"Work\""))
            #expect(
                try plan(db, "list", "--json", "--from", "2000-01-01", "--to", "2100-01-01").stdout
                    == "[]\n"
            )
        }
    }

    @Test func aPlannedMealFindsItsRecipeAndFeedsTheShoppingList() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            for (name, ingredients) in [
                ("Carbonara", "200 g spaghetti\n2 eggs"), ("Omelette", "2 Eggs\nbutter"),
                ("Omelette", ""),
            ] {
                _ = try HomebookProcess.run([
                    "--db", db, "recipe", "add", name, "--ingredients", ingredients,
                ])
            }
            let ambiguous = try plan(
                db,
                "add",
                "Lunch",
                "--start",
                "2026-11-29 12:00",
                "--recipe",
                "omelette"
            )
            #expect(ambiguous.status == 1)
            #expect(ambiguous.stderr.contains("matches several recipes: 2 Omelette, 3 Omelette"))
            #expect(
                try plan(
                    db,
                    "add",
                    "Dinner",
                    "--start",
                    "2026-11-28 19:00",
                    "--recipe",
                    "carbonara"
                ).status == 0
            )
            #expect(
                try plan(db, "add", "Lunch", "--start", "2026-11-29 12:00", "--recipe", "2").status
                    == 0
            )
            let shopping = try plan(db, "shopping", "--from", "2026-11-28", "--to", "2026-11-30")
            #expect(
                shopping.stdout == """
                    Shopping 2026-11-28 – 2026-11-30: 3 to buy
                    - butter  (Omelette)
                    - 4 eggs  (Carbonara, Omelette)
                    - 200 g spaghetti  (Carbonara)

                    """
            )
            _ = try HomebookProcess.run(["--db", db, "recipe", "delete", "1"])
            let show = try plan(db, "show", "1")
            #expect(show.stdout.contains("Recipe: \"Carbonara\" was deleted"))
            #expect(try plan(db, "show", "1", "--json").stdout.contains("\"recipe\":null"))
        }
    }

    @Test func exportWritesAPrivateFileThatImportsIntoAnotherCalendar() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            _ = try plan(
                db,
                "add",
                "Standup",
                "--start",
                "2026-10-12 09:00",
                "--repeat",
                "weekly",
                "--count",
                "3"
            )
            let export = try plan(db, "export", "--output", folder + "/out.ics")
            #expect(export.stdout == "Exported 1 event to \(folder)/out.ics.\n")
            let mode =
                try FileManager.default.attributesOfItem(atPath: folder + "/out.ics")[
                    .posixPermissions
                ] as? Int
            #expect(mode == 0o600)
            let other = folder + "/other.sqlite"
            #expect(try plan(other, "calendar", "add", "Work").status == 0)
            #expect(
                try plan(other, "import", folder + "/out.ics", "--calendar", "work").stdout
                    == "Imported 1 event.\n"
            )
            let list = try plan(
                other,
                "list",
                "--from",
                "2026-10-01",
                "--to",
                "2026-10-31",
                "--calendar",
                "Work"
            )
            #expect(list.stdout.components(separatedBy: "09:00–10:00  Standup").count == 4)
            #expect(
                try plan(other, "calendars", "--json").stdout.contains(
                    "{\"id\":2,\"name\":\"Work\",\"events\":1}"
                )
            )
        }
    }

    /// The zone repeats are exported in is the process's, from `TZ`: an Olson name (also as
    /// `:name`) gives a TZID and a VTIMEZONE; UTC all year gives UTC; a POSIX rule with no
    /// name leaves floating local time.
    @Test(arguments: [
        (":Europe/Berlin", "DTSTART;TZID=Europe/Berlin:20260316T090000", true),
        ("Asia/Kolkata", "DTSTART;TZID=Asia/Kolkata:20260316T090000", true),
        ("UTC0", "DTSTART:20260316T090000Z", false),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "DTSTART:20260316T090000", false),
    ])
    func exportWritesRepeatsInTheZoneTZNames(zone: String, start: String, defines: Bool) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let add = try plan(
                db,
                "add",
                "Standup",
                "--start",
                "2026-03-16 09:00",
                "--repeat",
                "weekly",
                "--count",
                "5",
                zone: zone
            )
            #expect(add.status == 0)
            let text = try plan(db, "export", zone: zone).stdout
            #expect(text.contains("\r\n" + start + "\r\n"), "\(text)")
            #expect(text.contains("BEGIN:VTIMEZONE\r\n") == defines)
        }
    }
}
