import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// `homebook undo`, `undo --list` and `redo`, run as separate processes on one file.
@Suite(.tags(.process), .skippedByTag) struct UndoCommandTests {
    @Test func aChangeMadeByOneProcessIsUndoneAndRedoneByOthers() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "budget", "add", "expense", "Milk", "1.29").status == 0)
            #expect(try homebook(db, "recipe", "add", "Soup").status == 0)
            #expect(try homebook(db, "settings", "currency", "€").status == 0)

            let list = try homebook(db, "undo", "--list")
            #expect(list.status == 0)
            // Each line: the local day and minute, two spaces, the description.
            let lines = list.stdout.split(separator: "\n").map { String($0.dropFirst(18)) }
            #expect(
                lines == [
                    "set currency to \"€\"", "add recipe \"Soup\"", "add expense \"Milk\" 1.29",
                ]
            )

            #expect(try homebook(db, "undo").stdout == "Undid: set currency to \"€\"\n")
            #expect(try homebook(db, "undo").stdout == "Undid: add recipe \"Soup\"\n")
            #expect(try homebook(db, "recipe", "list").stdout.contains("Soup") == false)
            #expect(try homebook(db, "redo").stdout == "Redid: add recipe \"Soup\"\n")
            #expect(try homebook(db, "recipe", "list").stdout.contains("Soup"))
            #expect(try homebook(db, "undo", "--list").stdout.contains("(undone)"))
            #expect(try homebook(db, "check").stdout == "ok\n")
        }
    }

    @Test func theListAsJSONGivesEachChangeWithItsStateAndUTCTime() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "budget", "add", "expense", "Milk", "1.29").status == 0)
            #expect(try homebook(db, "recipe", "add", "Soup \u{1B}[2J").status == 0)
            #expect(try homebook(db, "undo").status == 0)
            let list = try homebook(db, "undo", "--list", "--json")
            #expect(list.status == 0)
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
            )
            #expect(entries.count == 2)
            #expect(
                entries.map { $0["change"] as? String } == [
                    "add recipe \"Soup \u{1B}[2J\"", "add expense \"Milk\" 1.29",
                ]
            )
            #expect(entries.map { $0["undone"] as? Bool } == [true, false])
            #expect(entries.map { $0["id"] as? Int } == [2, 1])
            for entry in entries {
                let madeAt = try #require(entry["madeAt"] as? String)
                #expect(madeAt.count == 20 && madeAt.hasSuffix("Z") && madeAt.hasPrefix("20"))
            }
            // JSON escapes the control character; raw ESC never reaches the output.
            #expect(!list.stdout.contains("\u{1B}"))
            let alone = try homebook(db, "undo", "--json")
            #expect(alone.status == 64 && alone.stderr.contains("--json goes with --list"))
            #expect(try homebook(db, "undo", "--list", "--json").stdout == list.stdout)
        }
    }

    @Test func nothingToUndoOrRedoIsAnErrorThatChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let undo = try homebook(db, "undo")
            #expect(undo.status == 1 && undo.stderrAfterCreation == "Error: nothing to undo\n")
            let redo = try homebook(db, "redo")
            #expect(redo.status == 1 && redo.stderr == "Error: nothing to redo\n")
        }
    }

    @Test func theBenchmarkSwitchRecordsNothingAndOnlyWhenSetToOne() throws {
        try withTemporaryDirectory { (folder: String) throws -> Void in
            let db = folder + "/h.sqlite"
            let add = ["--db", db, "budget", "add", "expense", "Milk", "1.29"]
            let off = ["HOMEBOOK_BENCH_WITHOUT_UNDO": "1"]
            #expect(try HomebookProcess.run(add, environment: off).status == 0)
            #expect(try homebook(db, "undo").stderr == "Error: nothing to undo\n")
            // Any other value leaves recording on.
            let on = ["HOMEBOOK_BENCH_WITHOUT_UNDO": "0"]
            #expect(try HomebookProcess.run(add, environment: on).status == 0)
            #expect(try homebook(db, "undo").stdout == "Undid: add expense \"Milk\" 1.29\n")
            #expect(
                try homebook(db, "budget", "total", "--json").stdout.contains(#""savings":"-1.29""#)
            )
        }
    }

    @Test func aConflictingUndoIsRefusedWithAClearMessageAndChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "budget", "add", "expense", "Milk", "1.29").status == 0)
            // Another tool edits the row; homebook did not record that.
            let other = try Database(path: db)
            try other.write { try $0.execute("UPDATE budget_items SET amount_cents = 150") }
            try other.close()
            let before = fileBytes(db)
            let undo = try homebook(db, "undo")
            #expect(undo.status == 1)
            #expect(
                undo.stderr == "Error: cannot undo add expense \"Milk\" 1.29: the rows it changed"
                    + " were changed since; nothing was changed\n"
            )
            #expect(fileBytes(db) == before)
            #expect(try homebook(db, "budget", "list").stdout.contains("1.50"))
        }
    }

    @Test func aStoredNameIsShownWithItsControlCharactersNeutralised() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "recipe", "add", "Soup\u{1B}[31m").status == 0)
            let undo = try homebook(db, "undo")
            #expect(undo.status == 0)
            #expect(!undo.stdout.unicodeScalars.contains("\u{1B}"))
        }
    }
}
