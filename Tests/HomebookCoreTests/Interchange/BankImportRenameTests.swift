import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// Renaming an account keeps its imported bank rows known (docs/manual.md#interchange):
/// a row's fingerprint is made with the account's fingerprint name (migration 0040), the
/// name it had when made, so an old statement re-imported after a rename adds nothing.
@Suite struct BankImportRenameTests {
    static let today = CalendarDate(year: 2026, month: 1, day: 1)!
    static let statement = "Date,Name,Amount\n2026-01-02,Rent,-100\n2026-01-03,Pay,250\n"

    static var plain: BankMapping {
        BankMapping(date: .named("Date"), name: .named("Name"), amounts: .signed(.named("Amount")))
    }

    static func importInto(_ store: HomebookStore, _ account: String) throws -> BankImportResult {
        try store.ledger.importBankCSV(text: statement, mapping: plain, account: account)
    }

    static func balance(_ store: HomebookStore, _ name: String) throws -> Int64? {
        try store.accounts.list().first { $0.account.name == name }?.balance
    }

    @Test func aRenamedAccountSkipsTheStatementItImportedBefore() throws {
        try withTemporaryStore { store, _ in
            try store.accounts.add("current", today: Self.today)
            #expect(try Self.importInto(store, "current").imported == 2)
            try store.accounts.rename("current", to: "checking")
            let again = try Self.importInto(store, "checking")
            #expect(again.imported == 0 && again.skipped == 2)
            #expect(try Self.balance(store, "checking") == 15_000)
            // Renamed back and forth, still the same rows.
            try store.accounts.rename("checking", to: "daily")
            #expect(try Self.importInto(store, "daily").imported == 0)
        }
    }

    @Test func anAccountMadeBeforeTheChangeKeepsItsStoredFingerprints() throws {
        try withTemporaryStore { store, _ in
            let account = try store.accounts.add("Current", today: Self.today)
            // As every account made before migration 0040: no fingerprint name stored.
            try store.database.execute("UPDATE accounts SET fingerprint_name = NULL")
            #expect(try Self.importInto(store, "current").imported == 2)
            // The fingerprints an older homebook stored: made with the lowercased name.
            let old = BankRowFingerprint(
                date: CalendarDate(year: 2026, month: 1, day: 2)!,
                kind: .expense,
                cents: 10_000,
                name: "Rent",
                account: "current"
            ).stored(repeat: 0)
            let stored = try store.database.fetchAll(
                "SELECT fingerprint FROM imported_bank_rows"
            ).map { try $0.get(0) as Int64 }
            #expect(stored.contains(old))
            try store.accounts.rename("Current", to: "Checking")
            let name: String? = try store.database.fetchOne(
                "SELECT fingerprint_name FROM accounts WHERE id = ?",
                [.integer(account.id)]
            )?.get(0)
            #expect(name == "current")
            let again = try Self.importInto(store, "checking")
            #expect(again.imported == 0 && again.skipped == 2)
            #expect(try Self.balance(store, "Checking") == 15_000)
            // Undoing the rename leaves the rows known too.
            _ = try store.undoLog.undo()
            #expect(try Self.importInto(store, "current").imported == 0)
        }
    }

    @Test func aNewAccountWithARenamedOnesOldNameHasRowsOfItsOwn() throws {
        try withTemporaryStore { store, _ in
            try store.accounts.add("current", today: Self.today)
            #expect(try Self.importInto(store, "current").imported == 2)
            try store.accounts.rename("current", to: "checking")
            try store.accounts.add("Current", today: Self.today)
            // The same statement into another account is that account's rows.
            #expect(try Self.importInto(store, "current").imported == 2)
            #expect(try Self.importInto(store, "current").imported == 0)
            #expect(try Self.importInto(store, "checking").imported == 0)
            #expect(try Self.balance(store, "Current") == 15_000)
            #expect(try Self.balance(store, "checking") == 15_000)
        }
    }
}
