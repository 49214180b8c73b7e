import Foundation
import TestSupport
import Testing

/// `--db` and `HOMEBOOK_DB` are literal file paths, never SQLite's `:memory:` or `file:` URIs;
/// an empty one is a usage error; `backup` and `export --output` refuse companion-file names
/// and never follow a symbolic link (docs/manual.md#storage).
@Suite(.tags(.process), .skippedByTag) struct LiteralPathTests {
    /// Runs homebook with `arguments` inside `folder` (a relative `--db` lands there).
    func run(in folder: String, _ arguments: [String]) throws -> ProcessResult {
        try HomebookProcess.run(
            ["-c", "cd \"$0\" && exec \"$@\"", folder, HomebookProcess.binaryPath] + arguments,
            executable: "/bin/sh"
        )
    }

    @Test(arguments: [":memory:", "file:ledger.sqlite?mode=memory", "file::memory:"])
    func aSpecialSQLiteNameIsAFileThatKeepsTheLedger(name: String) throws {
        try withTemporaryDirectory { folder in
            let added = try run(in: folder, ["--db", name, "budget", "add", "income", "Pay", "12"])
            #expect(added.status == 0, "\(added)")
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
            let total = try run(in: folder, ["--db", name, "budget", "total", "--json"])
            #expect(total.status == 0, "\(total)")
            #expect(total.stdout.contains("\"income\":\"12.00\""), "\(total.stdout)")
        }
    }

    @Test func anEmptyDatabasePathIsAUsageError() throws {
        let flag = try HomebookProcess.run(["--db", "", "budget", "total"])
        #expect(flag.status == 64, "\(flag)")
        #expect(flag.stderr.hasPrefix("Error: --db is empty; give the database file's path"))
        let variable = try HomebookProcess.run(
            ["budget", "total"],
            environment: ["HOMEBOOK_DB": "", "HOME": "/tmp"]
        )
        #expect(variable.status == 64, "\(variable)")
        #expect(variable.stderr.hasPrefix("Error: HOMEBOOK_DB is empty"))
    }

    @Test(arguments: ["-wal", "-shm", "-journal"])
    func backupAndExportRefuseCompanionFileNames(suffix: String) throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            #expect(
                try HomebookProcess.run(["--db", database, "budget", "add", "income", "P", "1"])
                    .status == 0
            )
            let target = folder + "/copy.sqlite" + suffix
            let backup = try HomebookProcess.run(["--db", database, "backup", target])
            #expect(backup.status == 1, "\(backup)")
            #expect(backup.stderr.contains("ends like an SQLite companion file"))
            let export = try HomebookProcess.run([
                "--db", database, "budget", "export", "--output", target,
            ])
            #expect(export.status == 1, "\(export)")
            #expect(export.stderr.contains("ends like an SQLite companion file"))
            #expect(!FileManager.default.fileExists(atPath: target))
        }
    }

    @Test func backupAndExportNeverFollowASymbolicLink() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            #expect(
                try HomebookProcess.run(["--db", database, "budget", "add", "income", "P", "1"])
                    .status == 0
            )
            let link = folder + "/link"
            let target = folder + "/elsewhere"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            for arguments in [["backup", link], ["budget", "export", "--output", link]] {
                let result = try HomebookProcess.run(["--db", database] + arguments)
                #expect(result.status == 1, "\(arguments): \(result)")
                #expect(!FileManager.default.fileExists(atPath: target))
            }
        }
    }
}

/// The CSV rules a person relies on are stated in `--help` (issue 12 points 10 and 12).
@Suite(.tags(.process), .skippedByTag) struct CSVHelpTests {
    @Test func exportHelpStatesTheFormulaGuard() throws {
        let help = try HomebookProcess.run(["budget", "export", "--help"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("gets one more apostrophe in front"), "\(text)")
        #expect(text.contains("may not end in -wal, -shm or -journal"))
    }

    @Test func importHelpStatesExactlyWhatIsAcceptedBeyondRFC4180() throws {
        let help = try HomebookProcess.run(["budget", "import", "--help"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for rule in [
            "empty lines are skipped", "header names in any letter case",
            "spaces around the date, kind and amount ignored", "in any letter case (Expense)",
            "\" 1.00 \"", "a note is kept exactly as written", "loses one apostrophe",
        ] {
            #expect(text.contains(rule), "no \(rule) in \(text)")
        }
    }
}
