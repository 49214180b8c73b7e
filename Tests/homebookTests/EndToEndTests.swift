import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// The built `homebook` binary, run as a person or a script would.
@Suite(.tags(.process), .skippedByTag) struct EndToEndTests {
    @Test func helpListsTheSubcommandsAndTheDatabaseOption() throws {
        let result = try HomebookProcess.run(["--help"])
        #expect(result.status == 0)
        for word in [
            "USAGE: homebook", "--db <path>", "check", "backup", "settings", "HOMEBOOK_DB",
        ] {
            #expect(result.stdout.contains(word), "help lacks \(word)")
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try HomebookProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == HomebookVersion.current + "\n")
    }

    @Test func checkPrintsOkAndCreatesAPrivateFile() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/new/x.sqlite"
            let result = try HomebookProcess.run(["--db", path, "check"])
            #expect(result.status == 0)
            #expect(result.stdout == "ok\n")
            // Creating the file is said on standard error, so a mistyped path is noticed;
            // opening it again says nothing.
            #expect(result.stderr == "Created a new database at \(path)\n")
            #expect(try HomebookProcess.run(["--db", path, "check"]).stderr == "")
            #expect(filePermissions(path) == 0o600)
            #expect(filePermissions(folder + "/new") == 0o700)
        }
    }

    @Test func theDatabaseOptionWorksAnywhereAndTheEnvironmentIsUsedOtherwise() throws {
        try withTemporaryDirectory { folder in
            let first = folder + "/first.sqlite"
            let second = folder + "/second.sqlite"
            #expect(
                try HomebookProcess.run(["settings", "currency", "£", "--db", first]).status == 0
            )
            #expect(
                try HomebookProcess.run(["--db", first, "settings", "currency"]).stdout == "£\n"
            )
            let viaEnvironment = try HomebookProcess.run(
                ["settings", "currency"],
                environment: ["HOMEBOOK_DB": second]
            )
            #expect(viaEnvironment.stdout == "$\n")
            #expect(FileManager.default.fileExists(atPath: second))
            let viaXDG = try HomebookProcess.run(
                ["check"],
                environment: ["XDG_DATA_HOME": folder + "/xdg"]
            )
            #expect(viaXDG.status == 0)
            #expect(
                FileManager.default.fileExists(atPath: folder + "/xdg/homebook/homebook.sqlite")
            )
        }
    }

    @Test func aTextFileAsDatabaseIsOneErrorLineAndStaysUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/notes.txt"
            try "not a database at all\n".write(toFile: path, atomically: true, encoding: .utf8)
            let before = fileBytes(path)
            // The reports try a read-only opening first (docs/manual.md#storage): the same.
            for arguments in [
                ["check"], ["settings"], [], ["budget", "total"], ["budget", "report"],
            ] {
                let result = try HomebookProcess.run(["--db", path] + arguments, input: "q\n")
                #expect(result.status == 1)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("Error: "))
                #expect(result.stderr.filter { $0 == "\n" }.count == 1)
                #expect(result.stderr.contains("not a homebook database"))
            }
            #expect(fileBytes(path) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        }
    }

    @Test func aDatabaseFromANewerHomebookIsRefusedUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            #expect(try HomebookProcess.run(["--db", path, "check"]).status == 0)
            try withStore(at: path) { store throws in
                try markAsMigratedByANewerHomebook(store)
            }
            let before = fileBytes(path)
            let result = try HomebookProcess.run(["--db", path, "settings"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.contains("newer"))
            #expect(fileBytes(path) == before)
        }
    }

    @Test func aFolderOrAMissingParentThatCannotBeCreatedIsAnError() throws {
        try withTemporaryDirectory { folder in
            let asFolder = try HomebookProcess.run(["--db", folder, "check"])
            #expect(asFolder.status == 1)
            #expect(asFolder.stderr.contains("is a folder"))
            try "x".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
            let underFile = try HomebookProcess.run([
                "--db", folder + "/file/sub/h.sqlite", "check",
            ])
            #expect(underFile.status == 1)
            #expect(underFile.stderr.hasPrefix("Error: cannot create the folder"))
        }
    }

    @Test func aLockHeldPastTheTimeoutIsAnErrorNotAHang() throws {
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            let path = folder + "/h.sqlite"
            try store.database.execute("BEGIN EXCLUSIVE")
            let result = try HomebookProcess.run(["--db", path, "settings", "precision", "3"])
            try store.database.execute("ROLLBACK")
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: the database is busy"))
            #expect(try store.settings.precision() == 2)
        }
    }

    @Test func aReportOfAFileAnotherProgramHoldsExclusivelyIsAnErrorNotAHang() throws {
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            // As a homebook reading a full disk holds it (locking_mode EXCLUSIVE): a report's
            // read-only opening waits out the busy timeout once and says so.
            try store.database.execute("PRAGMA locking_mode = EXCLUSIVE")
            try store.database.execute("BEGIN EXCLUSIVE")
            try store.database.execute("COMMIT")
            let result = try HomebookProcess.run(["--db", folder + "/h.sqlite", "budget", "total"])
            #expect(result.status == 1 && result.stdout.isEmpty, "\(result)")
            #expect(result.stderr.hasPrefix("Error: the database is busy"), "\(result)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func backupCopiesAndNeverOverwrites() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            #expect(
                try HomebookProcess.run(["--db", path, "settings", "currency", "€"]).status == 0
            )
            let copy = folder + "/copy.sqlite"
            let result = try HomebookProcess.run(["--db", path, "backup", copy])
            #expect(result.status == 0)
            #expect(filePermissions(copy) == 0o600)
            #expect(
                try HomebookProcess.run(["--db", copy, "settings", "currency"]).stdout == "€\n"
            )
            #expect(try HomebookProcess.run(["--db", copy, "check"]).stdout == "ok\n")

            let before = fileBytes(copy)
            let again = try HomebookProcess.run(["--db", path, "backup", copy])
            #expect(again.status == 1)
            #expect(again.stderr.contains("already exists"))
            #expect(fileBytes(copy) == before)
        }
    }

    @Test func theMenuQuitsOnQAndOnAnEmptyPipe() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let quit = try HomebookProcess.run(["--db", path], input: "q\n")
            #expect(quit.status == 0)
            #expect(quit.stdout.contains("q) Quit"))
            #expect(quit.stderr.isEmpty)
            let empty = try HomebookProcess.run(["--db", path], input: "")
            #expect(empty.status == 0)
            let unfinished = try HomebookProcess.run(["--db", path], input: "s\np\n")
            #expect(unfinished.status == 0)
            #expect(
                try HomebookProcess.run(["--db", path, "settings", "precision"]).stdout == "2\n"
            )
        }
    }

    @Test func usageErrorsExitWith64() throws {
        let result = try HomebookProcess.run(["no-such-command"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func theBinaryWorksWhenCopiedAloneToAnotherFolder() throws {
        try withTemporaryDirectory { folder in
            let lonely = folder + "/homebook"
            try FileManager.default.copyItem(atPath: HomebookProcess.binaryPath, toPath: lonely)
            let path = folder + "/h.sqlite"
            let result = try HomebookProcess.run(["--db", path, "check"], executable: lonely)
            #expect(result.status == 0)
            #expect(result.stdout == "ok\n")
            try withStore(at: path) { store throws in
                let applied =
                    try store.database.fetchOne("SELECT count(*) FROM schema_migrations")?.get(0)
                    as Int64?
                #expect(applied == Int64(HomebookSchema.migrations().count))
            }
        }
    }
}
