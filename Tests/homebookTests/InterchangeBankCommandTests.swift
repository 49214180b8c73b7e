import Foundation
import TestSupport
import Testing

/// `budget import FILE --map …` run as a script would, on a bank's own statement.
@Suite(.tags(.process), .skippedByTag) struct InterchangeBankCommandTests {
    @Test func aSavedMappingImportsOnceAndReportsSkippedRowsAfterwards() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let statement = folder + "/statement.csv"
            try """
            "Kontostand";"1.000,00"

            Datum;Empfänger;Betrag;Kategorie
            02.01.2024;Miete;-1.200,00;Wohnen
            03.01.2024;Gehalt;2.500,50;
            """.write(toFile: statement, atomically: true, encoding: .utf8)
            let first = try homebook(
                db,
                [
                    "budget", "import", statement, "--map", "date=Datum,name=2,amount=Betrag",
                    "--date-format", "%d.%m.%Y", "--decimal-comma", "--delimiter", ";",
                    "--category-from", "Kategorie", "--skip-lines", "2", "--save-map", "bank",
                ]
            )
            #expect(first.stderrAfterCreation == "")
            #expect(first.stdout == "Imported 2, skipped 0 already imported.\n")
            let again = try homebook(db, ["budget", "import", statement, "--map", "bank"])
            #expect(again.stdout == "Imported 0, skipped 2 already imported.\n")
            let total = try homebook(db, ["budget", "total", "--json"])
            #expect(total.stdout.contains(#""income":"2500.50","expenses":"1200.00""#))
        }
    }

    @Test func anImportThatSavesItsMappingIsOneChangeUndoneWhole() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let statement = folder + "/statement.csv"
            try "Date,Description,Amount\n2024-01-02,Tea,-2.00\n2024-01-03,Pay,100\n"
                .write(toFile: statement, atomically: true, encoding: .utf8)
            let map = ["--map", "date=Date,name=Description,amount=Amount"]
            let first = try homebook(
                db,
                ["budget", "import", statement] + map + ["--save-map", "b"]
            )
            #expect(first.status == 0)
            #expect(try homebook(db, "undo", "--list").stdout.split(separator: "\n").count == 1)
            #expect(
                try homebook(db, "undo").stdout
                    == "Undid: import of 2 budget items from statement.csv\n"
            )
            // Both went: the items, and the mapping saved with them.
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":0"#))
            let named = try homebook(db, ["budget", "import", statement, "--map", "b"])
            #expect(named.stderr == "Error: no saved mapping is called \"b\"\n")
            // And the rows it remembered: importing the file again adds them again.
            let again = try homebook(db, ["budget", "import", statement] + map)
            #expect(again.stdout == "Imported 2, skipped 0 already imported.\n")
        }
    }

    @Test func aBadStatementExitsOneNamingTheLineAndWritesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let statement = folder + "/statement.csv"
            try "Date,Description,Amount\n2024-01-02,Tea,-2.00\n2024-01-03,Cake,-2,00\n"
                .write(toFile: statement, atomically: true, encoding: .utf8)
            let result = try homebook(
                db,
                [
                    "budget", "import", statement, "--map",
                    "date=Date,name=Description,amount=Amount",
                ]
            )
            #expect(result.status == 1)
            #expect(
                result.stderrAfterCreation
                    == "Error: 1 bad row; nothing was imported:\n"
                    + "  line 3: expected 3 fields as in the header, found 4\n"
            )
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":0"#))
            let unknown = try homebook(db, ["budget", "import", statement, "--map", "nosuch"])
            #expect(unknown.status == 1)
            #expect(unknown.stderr == "Error: no saved mapping is called \"nosuch\"\n")
            let usage = try homebook(db, ["budget", "import", statement, "--decimal-comma"])
            #expect(usage.status == 64)
        }
    }
}
