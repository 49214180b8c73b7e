import Foundation
import TestSupport
import Testing

/// `budget export --format journal` read back by the real hledger and ledger (when
/// installed; CI installs both), whose balances must equal `budget total` exactly.
@Suite(.tags(.process), .skippedByTag) struct InterchangeJournalTests {
    /// The path of a tool on PATH, or nil when it is not installed.
    static func tool(_ name: String) -> String? {
        JournalTools.tool(name)
    }

    /// A ledger whose names and categories hold every character the journal syntax cares about.
    func hostileLedger(_ db: String) throws {
        let items: [[String]] = [
            ["income", "Salary; March | bonus", "3000.00", "--category", "work:main"],
            ["expense", "*  Café  #1 @ 2 = 3", "12.34", "--category", "food ; drink"],
            ["expense", "(code) \"quoted\"\ttab", "0.01", "--category", "(virtual)"],
            ["expense", "!Ünïcödé 北京 🍜", "999999.99", "--note", "line one\nline ; two"],
            ["income", "[bracket] |pipe", "0.99", "--category", "  spaced  out  "],
            ["expense", "1,000 things", "1000.00", "--date", "2023-12-31"],
        ]
        for item in items {
            let result = try HomebookProcess.run(["--db", db, "budget", "add"] + item)
            #expect(result.status == 0, "\(item): \(result.stderr)")
        }
    }

    /// The amount of the first line of a balance report, without its commodity.
    func firstAmount(_ report: String) -> String {
        let line = report.split(separator: "\n").first ?? ""
        return String(line.split(separator: " ").first ?? "").replacingOccurrences(
            of: "$",
            with: ""
        )
    }

    func totals(_ db: String) throws -> [String: String] {
        let json = try HomebookProcess.run(["--db", db, "budget", "total", "--json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object ?? [:]).compactMapValues { $0 as? String }
    }

    func exportJournal(_ folder: String) throws -> (db: String, journal: String) {
        let db = folder + "/h.sqlite"
        try hostileLedger(db)
        let journal = folder + "/export.journal"
        let export = try HomebookProcess.run([
            "--db", db, "budget", "export", "--format", "journal", "--output", journal,
        ])
        #expect(export.status == 0, "\(export.stderr)")
        return (db, journal)
    }

    @Test(.enabled(if: tool("hledger") != nil))
    func hledgerChecksTheJournalAndItsBalancesEqualTheBudgetTotal() throws {
        let hledger = try #require(Self.tool("hledger"))
        try withTemporaryDirectory { folder in
            let (db, journal) = try exportJournal(folder)
            let check = try HomebookProcess.run(["-f", journal, "check"], executable: hledger)
            #expect(check.status == 0, "\(check.stderr)")
            let expected = try totals(db)
            func balance(_ account: String) throws -> String {
                let result = try HomebookProcess.run(
                    ["-f", journal, "balance", account, "--depth", "1", "-N"],
                    executable: hledger
                )
                #expect(result.status == 0, "\(result.stderr)")
                return firstAmount(result.stdout)
            }
            #expect(try balance("assets") == expected["savings"])
            #expect(try balance("expenses") == expected["expenses"])
            #expect(try balance("income") == "-" + (expected["income"] ?? ""))
            let accounts = try HomebookProcess.run(
                ["-f", journal, "accounts"],
                executable: hledger
            )
            #expect(accounts.stdout.split(separator: "\n").count == 6)
        }
    }

    @Test(.enabled(if: tool("ledger") != nil))
    func ledgerReadsTheJournalAndItsBalancesEqualTheBudgetTotal() throws {
        let ledger = try #require(Self.tool("ledger"))
        try withTemporaryDirectory { folder in
            let (db, journal) = try exportJournal(folder)
            let expected = try totals(db)
            func balance(_ account: String) throws -> String {
                let result = try HomebookProcess.run(
                    ["-f", journal, "balance", "^\(account)", "--depth", "1", "--no-total"],
                    executable: ledger
                )
                #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
                return firstAmount(result.stdout.trimmingCharacters(in: .whitespaces))
            }
            #expect(try balance("assets") == expected["savings"])
            #expect(try balance("expenses") == expected["expenses"])
            #expect(try balance("income") == "-" + (expected["income"] ?? ""))
        }
    }
}
