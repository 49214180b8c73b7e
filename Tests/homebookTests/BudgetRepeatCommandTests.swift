import HomebookCore
import TestSupport
import Testing

/// `homebook budget repeat …` through the built binary, and posting when a front opens the
/// file (docs/manual.md#schedules).
@Suite(.tags(.process), .skippedByTag) struct BudgetRepeatCommandTests {
    @Test func addListPostSkipAndRemove() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let today = CalendarDate.today()
            // Starts next month, so nothing is due yet whatever today is.
            let start = CalendarDate(
                year: today.month == 12 ? today.year + 1 : today.year,
                month: today.month % 12 + 1,
                day: 1
            )
            let from = try #require(start).description
            let added = try homebook(
                db,
                "budget",
                "repeat",
                "add",
                "expense",
                "Rent",
                "950.00",
                "--monthly",
                "--day",
                "1",
                "--from",
                from,
                "--category",
                "housing"
            )
            #expect(added.status == 0, "\(added)")
            #expect(
                added.stdout
                    == "Added repeating item 1: expense \"Rent\" $950.00, monthly on day 1"
                    + " from \(from); first on \(from).\n"
            )
            let json = try homebook(db, "budget", "repeat", "list", "--json")
            #expect(
                json.stdout.contains(#""id":1,"kind":"expense","name":"Rent","amount":"950.00""#)
            )
            #expect(json.stdout.contains(#""repeat":"monthly","day":1,"from":"\#(from)""#))
            #expect(json.stdout.contains(#""next":"\#(from)""#))
            let list = try homebook(db, "budget", "repeat", "list")
            #expect(list.stdout.contains("monthly on day 1"))
            #expect(list.stdout.contains(from))
            // Nothing due: an open posts nothing and says nothing.
            let total = try homebook(db, "budget", "total")
            #expect(total.status == 0 && !total.stderr.contains("Posted"))
            let early = try homebook(db, "budget", "repeat", "post", "1", "--date", from)
            #expect(early.status == 1 && early.stderr.contains("is not due on \(from) yet"))
            let skip = try homebook(db, "budget", "repeat", "skip", "1", "--date", from)
            #expect(skip.status == 0 && skip.stdout == "Skipped Rent on \(from).\n")
            let after = try homebook(db, "budget", "repeat", "list", "--json")
            #expect(!after.stdout.contains(#""next":"\#(from)""#))
            let removed = try homebook(db, "budget", "repeat", "remove", "1")
            #expect(removed.stdout == "Removed repeating item 1 (Rent).\n")
            #expect(try homebook(db, "budget", "repeat", "list").stdout.hasPrefix("No repeating"))
            let undo = try homebook(db, "undo")
            #expect(undo.stdout.hasPrefix("Undid: remove repeating expense \"Rent\""))
            #expect(try homebook(db, "budget", "repeat", "list", "--json").stdout.contains("Rent"))
        }
    }

    @Test func badInputSaysWhyAndChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/bad.sqlite"
            let add = ["budget", "repeat", "add", "expense", "Rent"]
            let cases: [([String], String)] = [
                (add + ["-950", "--monthly"], "must be more than 0.00, not -950"),
                (add + ["0", "--monthly"], "must be more than 0.00, not 0"),
                (
                    add + ["950", "--monthly", "--from", "2026-05-01", "--until", "2026-04-01"],
                    "would end (2026-04-01) before it starts (2026-05-01)"
                ),
                (add + ["950", "--monthly", "--montly"], "Unknown option '--montly'"),
                (add + ["950"], "--weekly"),
                (add + ["950", "--weekly", "--day", "3"], "--day goes with --monthly"),
                (add + ["950", "--monthly", "--day", "0"], "\"0\" is not a day of the month"),
                (["budget", "repeat", "remove", "7"], "no repeating item with id 7"),
                (["budget", "repeat", "skip", "x", "--date", "2026-01-01"], "\"x\" is not a"),
                (["budget", "repeat", "post", "7"], "Give both ID and --date"),
            ]
            for (arguments, message) in cases {
                let result = try homebook(db, arguments)
                #expect(result.status != 0, "\(arguments)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            }
            #expect(try homebook(db, "budget", "repeat", "list", "--json").stdout == "[]\n")
            #expect(try homebook(db, "undo", "--list").stdout == "No changes recorded yet.\n")
        }
    }

    @Test func openingPostsDueDaysOnceAndUndoSkipsThem() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/due.sqlite"
            let added = try homebook(
                db,
                "budget",
                "repeat",
                "add",
                "income",
                "Pocket money",
                "5",
                "--weekly",
                "--from",
                "yesterday",
                "--until",
                "today"
            )
            #expect(added.status == 0)
            // Any command posts what is due when it opens the file, once.
            let list = try homebook(db, "budget", "list", "--json")
            #expect(list.stderr.contains("Posted 1 repeating item: Pocket money 5.00 ("))
            #expect(list.stdout.contains(#""name":"Pocket money","amount":"5.00""#))
            let again = try homebook(db, "budget", "total", "--json")
            #expect(!again.stderr.contains("Posted"))
            #expect(again.stdout.contains(#""income":"5.00""#))
            let undo = try homebook(db, "undo")
            #expect(undo.stdout.contains("Undid: post 1 repeating item: Pocket money 5.00"))
            #expect(undo.stdout.contains("that day is now skipped, not posted again"))
            #expect(try homebook(db, "budget", "total", "--json").stdout.contains(#""count":0"#))
            // Posting the skipped day on purpose brings it back.
            let yesterday = CalendarDate.today().adding(days: -1).description
            let post = try homebook(db, "budget", "repeat", "post", "1", "--date", yesterday)
            #expect(post.stdout == "Posted 1 repeating item: Pocket money 5.00 (\(yesterday)).\n")
            #expect(try homebook(db, "budget", "total", "--json").stdout.contains(#""count":1"#))
        }
    }

    @Test func theSettingOffLeavesPostingToRepeatPost() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/off.sqlite"
            #expect(try homebook(db, "settings", "post-schedules", "off").stdout == "off\n")
            #expect(
                try homebook(
                    db,
                    "budget",
                    "repeat",
                    "add",
                    "expense",
                    "Bus",
                    "2.50",
                    "--weekly",
                    "--from",
                    "today"
                ).status == 0
            )
            let total = try homebook(db, "budget", "total", "--json")
            #expect(total.stdout.contains(#""count":0"#) && !total.stderr.contains("Posted"))
            let listed = try homebook(db, "budget", "repeat", "list", "--json")
            #expect(listed.stdout.contains(#""next":"\#(CalendarDate.today())""#))
            let post = try homebook(db, "budget", "repeat", "post")
            #expect(post.stdout.hasPrefix("Posted 1 repeating item: Bus 2.50 ("))
            let nothing = try homebook(db, "budget", "repeat", "post")
            #expect(nothing.stdout.hasPrefix("Nothing is due"))
        }
    }

    @Test func planListShowsUpcomingDaysAsAllDayReminders() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/plan.sqlite"
            let start = CalendarDate.today().adding(days: 3)
            #expect(
                try homebook(
                    db,
                    "budget",
                    "repeat",
                    "add",
                    "expense",
                    "Gym",
                    "9.99",
                    "--weekly",
                    "--from",
                    start.description,
                    "--category",
                    "fun"
                ).status == 0
            )
            let to = start.adding(days: 7).description
            let text = try homebook(db, "plan", "list", "--to", to)
            #expect(text.status == 0)
            #expect(
                text.stdout.contains(
                    "\(start.weekdayName) \(start)\n  all day      Gym $9.99  repeating item 1"
                )
            )
            #expect(text.stdout.contains("\(start.adding(days: 7))\n  all day      Gym $9.99"))
            let json = try homebook(db, "plan", "list", "--to", to, "--json")
            #expect(
                json.stdout.contains(
                    #"{"id":0,"calendar":"","title":"Gym $9.99","description":"repeating expense (fun), weekly on \#(start.weekdayName)","location":"","start":"\#(start)","end":"\#(start)","allDay":true,"recipe":null,"repeat":null,"schedule":1}"#
                ),
                "\(json.stdout)"
            )
            // A calendar holds events only; a skipped day is no longer a reminder.
            #expect(
                !(try homebook(db, "plan", "list", "--to", to, "--calendar", "Personal").stdout
                    .contains("Gym"))
            )
            #expect(
                try homebook(db, "budget", "repeat", "skip", "1", "--date", start.description)
                    .status == 0
            )
            #expect(
                !(try homebook(db, "plan", "list", "--to", start.description).stdout.contains("Gym"))
            )
        }
    }

    @Test func theLineMenuAndTheFullScreenAppPostOnOpeningToo() throws {
        try withTemporaryDirectory { folder in
            for front in ["menu", "app"] {
                let db = folder + "/\(front).sqlite"
                #expect(
                    try homebook(
                        db,
                        "budget",
                        "repeat",
                        "add",
                        "expense",
                        "Rent",
                        "950",
                        "--monthly",
                        "--from",
                        "today"
                    ).status == 0
                )
                if front == "menu" {
                    let menu = try homebook(db, [], input: "q\n")
                    #expect(menu.status == 0)
                    #expect(menu.stderr.contains("Posted 1 repeating item: Rent 950.00 ("))
                } else {
                    let terminal = try PseudoTerminalProcess(["--db", db])
                    #expect(terminal.waitFor("\u{1B}[?2026l"))
                    terminal.send("q")
                    #expect(terminal.waitForExit() == 0)
                    #expect(terminal.text.contains("Posted 1 repeating item: Rent 950.00 ("))
                }
                let total = try homebook(db, "budget", "total", "--json")
                #expect(
                    total.stdout.contains(#""expenses":"950.00","savings":"-950.00","count":1"#)
                )
            }
        }
    }
}
