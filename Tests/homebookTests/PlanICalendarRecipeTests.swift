import Foundation
import TestSupport
import Testing

/// `plan export` and `plan import` keep an event's recipe by name (X-HOMEBOOK-RECIPE).
@Suite(.tags(.process), .skippedByTag) struct PlanICalendarRecipeTests {
    /// Adds a recipe through the binary.
    func addRecipe(_ db: String, _ name: String) throws {
        #expect(try HomebookProcess.run(["--db", db, "recipe", "add", name]).status == 0)
    }

    @Test func theRecipeComesBackByNameOrTheImportSaysWhyNot() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            try addRecipe(db, "Pasta, al forno")
            let add = try plan(
                db,
                "add",
                "Dinner",
                "--start",
                "2026-11-28 19:00",
                "--recipe",
                "Pasta, al forno"
            )
            #expect(add.status == 0)
            let ics = folder + "/out.ics"
            _ = try plan(db, "export", "--output", ics)
            let text = try String(contentsOfFile: ics, encoding: .utf8)
            #expect(text.contains("\r\nX-HOMEBOOK-RECIPE;VALUE=TEXT:Pasta\\, al forno\r\n"))
            if pythonHasICalendar {
                // An independent reader gets the name back unescaped.
                let script = """
                    import sys, icalendar
                    cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
                    print([str(e['X-HOMEBOOK-RECIPE']) for e in cal.walk('VEVENT')])
                    """
                #expect(try runPython(script, [ics]).output == "['Pasta, al forno']\n")
            }

            let with = folder + "/with.sqlite"
            try addRecipe(with, "Pasta, al forno")
            #expect(try plan(with, "import", ics).stdout == "Imported 1 event.\n")
            let shown = try plan(with, "show", "1", "--json").stdout
            #expect(
                shown.contains("\"recipe\":{\"id\":1,\"name\":\"Pasta, al forno\"}"),
                "\(shown)"
            )

            let without = folder + "/without.sqlite"
            let imported = try plan(without, "import", ics)
            #expect(imported.status == 0)
            #expect(
                imported.stdout == """
                    Imported 1 event.
                    Note: "Dinner" was imported without its recipe: no recipe is named "Pasta, al forno".

                    """
            )
            #expect(try plan(without, "show", "1", "--json").stdout.contains("\"recipe\":null"))
        }
    }
}
