import Foundation
import HomebookCore
import TestSupport
import Testing

/// The CSV export and import carry each item's account, its amount in the account's
/// currency (docs/manual.md#interchange): a round trip keeps yen as yen and euros as euros.
@Suite struct CSVAccountTests {
    static let today = day(2026, 11, 20)

    func export(_ store: HomebookStore, to path: String) throws -> String {
        let output = try OutputFile.createPrivate(path)
        try store.ledger.exportCSV(to: output)
        try output.finish()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Opens a yen account and a euro account and puts an item into each.
    func twoCurrencies(_ store: HomebookStore) throws {
        _ = try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
        _ = try store.accounts.add("Paris", currency: "EUR", today: Self.today)
        try store.ledger.add(
            LedgerDraft(kind: "expense", name: "Ramen", amount: "¥1,200", date: "2026-11-02"),
            today: Self.today,
            account: "Tokyo"
        )
        try store.ledger.add(
            LedgerDraft(kind: "income", name: "Refund", amount: "12.5", date: "2026-11-03"),
            today: Self.today,
            account: "Paris"
        )
    }

    @Test func aRoundTripKeepsEachItemInItsAccountAndCurrency() throws {
        try withTemporaryDirectory { folder in
            let text = try withStore(at: folder + "/a.sqlite") { store in
                try twoCurrencies(store)
                return try export(store, to: folder + "/out.csv")
            }
            #expect(
                text
                    == "date,kind,name,amount,category,note,account\r\n"
                    + "2026-11-02,expense,Ramen,1200,,,Tokyo\r\n"
                    + "2026-11-03,income,Refund,12.50,,,Paris\r\n"
            )
            try withStore(at: folder + "/b.sqlite") { copy in
                // The accounts exist on the other book, with other ids.
                _ = try copy.accounts.add("spare", today: Self.today)
                _ = try copy.accounts.add("Paris", currency: "EUR", today: Self.today)
                _ = try copy.accounts.add("Tokyo", currency: "JPY", today: Self.today)
                #expect(try copy.ledger.importCSV(path: folder + "/out.csv") == 2)
                let balances = Dictionary(
                    uniqueKeysWithValues: try copy.accounts.list().map {
                        ($0.account.name, $0.balance)
                    }
                )
                #expect(balances["Tokyo"] == -1200)
                #expect(balances["Paris"] == 1250)
                #expect(balances["main"] == 0)
                #expect(try export(copy, to: folder + "/again.csv") == text)
            }
        }
    }

    @Test func anUnknownAccountRefusesTheFileWithItsLineAndTheKnownAccounts() throws {
        try withTemporaryStore { store, _ in
            _ = try store.accounts.add("savings", today: Self.today)
            let csv =
                "date,kind,name,amount,category,note,account\n"
                + "2026-11-02,expense,Tea,3.00,,,savings\n"
                + "2026-11-03,expense,Cake,4.00,,,holiday\n"
            do {
                try store.ledger.importCSV(text: csv)
                Issue.record("the import must fail")
            } catch let error as LedgerImportError {
                guard case .badRows(let problems, let total) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(total == 1)
                #expect(problems.first?.line == 3)
                #expect(problems.first?.reason.contains("\"holiday\"") == true)
                #expect(problems.first?.reason.contains("\"savings\"") == true)
            }
            #expect(try store.ledger.totals().count == 0)
        }
    }

    @Test func aFileWithoutTheColumnGoesIntoTheDefaultAccount() throws {
        try withTemporaryStore { store, _ in
            _ = try store.accounts.add("savings", today: Self.today)
            let csv = "date,kind,name,amount,category,note\n2026-11-02,expense,Tea,3.00,,\n"
            #expect(try store.ledger.importCSV(text: csv) == 1)
            #expect(try store.ledger.list().map(\.item.accountID) == [Account.defaultID])
            // An empty account field is the default account too.
            let blank =
                "date,kind,name,amount,category,note,account\n2026-11-03,expense,Tea,3.00,,,\n"
            #expect(try store.ledger.importCSV(text: blank) == 1)
            #expect(
                try store.ledger.list().map(\.item.accountID)
                    == [Account.defaultID, Account.defaultID]
            )
        }
    }
}
