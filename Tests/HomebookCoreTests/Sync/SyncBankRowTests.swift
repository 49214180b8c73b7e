import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Bank statement rows in a household (docs/manual.md#household-sync, "Identity"): an
/// imported row's item takes its global id from the row's key, so the same statement
/// imported on two machines before they exchange gives each item once.
@Suite struct SyncBankRowTests {
    static let statement = """
        Date,Payee,Amount
        2026-11-02,Coffee,-3.20
        2026-11-02,Coffee,-3.20
        2026-11-03,Salary,2500.00
        2026-11-04,Rent,-950.00

        """

    static func importStatement(_ machine: SyncMachine, _ text: String = statement) throws {
        try machine.with { store in
            _ = try store.ledger.importBankCSV(
                text: text,
                mapping: try BankMapping(columns: "date=Date,name=Payee,amount=Amount")
            )
        }
    }

    static func names(_ machine: SyncMachine) throws -> [String] {
        try machine.with { store in
            try store.database.fetchAll("SELECT name FROM budget_items ORDER BY name, id").map {
                try $0.get(0) as String
            }
        }
    }

    @Test func theSameStatementImportedOnTwoMachinesGivesEachRowOnce() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try Self.importStatement(anna)
            try Self.importStatement(ben)
            for _ in 0..<2 {
                try anna.sync()
                try ben.sync()
            }
            // The two coffees of one day stay two (the statement has two), not four.
            for machine in [anna, ben] {
                #expect(try Self.names(machine) == ["Coffee", "Coffee", "Rent", "Salary"])
                let (totals, problems) = try machine.with { store in
                    (try store.ledger.totals(), try store.check())
                }
                #expect(totals.expenses == Money(cents: 95_640))
                #expect(totals.income == Money(cents: 250_000))
                #expect(problems == [])
            }
            #expect(try anna.everything() == ben.everything())
            // A later import of the same statement on either machine skips every row.
            try Self.importStatement(ben)
            #expect(try Self.names(ben).count == 4)
        }
    }

    @Test func aStatementImportedHereAndThereAfterAnExchangeSkipsWhatArrived() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try Self.importStatement(anna)
            try anna.sync()
            try ben.sync()
            // The next statement overlaps the first by its last row.
            try Self.importStatement(
                ben,
                "Date,Payee,Amount\n2026-11-04,Rent,-950.00\n2026-11-05,Bakery,-6.40\n"
            )
            try ben.sync()
            try anna.sync()
            for machine in [anna, ben] {
                #expect(
                    try Self.names(machine) == ["Bakery", "Coffee", "Coffee", "Rent", "Salary"]
                )
            }
            #expect(try anna.everything() == ben.everything())
        }
    }

    @Test func aStatementImportedBeforeAndAfterARenameOnTwoMachinesGivesEachRowOnce() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            let today = CalendarDate(year: 2026, month: 11, day: 1)!
            try anna.with { _ = try $0.accounts.add("Savings", today: today) }
            try anna.sync()
            try ben.sync()
            // Ben imports into the account as he knows it; Anna renamed it first.
            try anna.with { _ = try $0.accounts.rename("Savings", to: "Reserve") }
            let mapping = try BankMapping(columns: "date=Date,name=Payee,amount=Amount")
            try anna.with {
                _ = try $0.ledger.importBankCSV(
                    text: Self.statement,
                    mapping: mapping,
                    account: "Reserve"
                )
            }
            try ben.with {
                _ = try $0.ledger.importBankCSV(
                    text: Self.statement,
                    mapping: mapping,
                    account: "Savings"
                )
            }
            for _ in 0..<2 {
                try anna.sync()
                try ben.sync()
            }
            // Before, the two machines fingerprinted with "reserve" and "savings": eight rows.
            for machine in [anna, ben] {
                #expect(try Self.names(machine) == ["Coffee", "Coffee", "Rent", "Salary"])
                #expect(try machine.with { try $0.check() } == [])
            }
            #expect(try anna.everything() == ben.everything())
        }
    }
}
