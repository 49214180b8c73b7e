import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Transfers between accounts (docs/manual.md#transfers), on real stores.
@Suite struct TransferTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 20)!

    /// A book with income and an expense in `main` and an empty `savings` account.
    func seeded(_ store: HomebookStore) throws {
        try store.ledger.add(
            LedgerDraft(kind: "income", name: "Pay", amount: "1000", category: "salary"),
            today: Self.today
        )
        try store.ledger.add(
            LedgerDraft(kind: "expense", name: "Rent", amount: "400", category: "home"),
            today: Self.today
        )
        try store.accounts.add("savings", today: Self.today)
    }

    func balances(_ store: HomebookStore) throws -> [String: Int64] {
        Dictionary(
            uniqueKeysWithValues: try store.accounts.list().map { ($0.account.name, $0.balance) }
        )
    }

    @Test func aTransferMovesBalancesAndNoTotalReportOrSavings() throws {
        try withTemporaryStore { store, _ in
            try seeded(store)
            let totals = try store.ledger.totals()
            let report = try store.ledger.monthlyReport()
            let perCurrency = try store.ledger.totalsPerCurrency(nil)
            let categories = try store.ledger.categories()
            #expect(try balances(store) == ["main": 60000, "savings": 0])

            let moved = try store.transfers.add(
                TransferDraft(from: "main", to: "Savings", amount: "250.50", date: "today"),
                today: Self.today
            )
            #expect(moved.fromAmount == 25050 && moved.toAmount == 25050 && moved.price == nil)
            #expect(try balances(store) == ["main": 34950, "savings": 25050])
            #expect(try store.ledger.totals() == totals)
            #expect(try store.ledger.monthlyReport() == report)
            #expect(try store.ledger.totalsPerCurrency(nil) == perCurrency)
            #expect(try store.ledger.categories() == categories)
            // The savings account's history: the transfer in, with its balance after it.
            let savings = try store.accounts.get("savings")
            let entries = try store.ledger.entries(LedgerFilter(), account: savings)
            #expect(entries.map(\.change) == [25050] && entries.map(\.balance) == [25050])
            let main = try store.ledger.entries(LedgerFilter(), account: store.accounts.get("main"))
            #expect(main.map(\.change) == [100000, -40000, -25050])
            #expect(main.last?.balance == 34950)
            // A kind filter shows items only.
            let incomeOnly = try store.ledger.entries(
                LedgerFilter(kind: .income),
                account: store.accounts.get("main")
            )
            #expect(incomeOnly.allSatisfy { $0.transfer == nil })
        }
    }

    @Test func betweenTwoCurrenciesBothIntegersAreKeptAndThePriceIsExact() throws {
        try withTemporaryStore { store, _ in
            try store.accounts.add("euro", currency: "EUR", today: Self.today)
            try store.accounts.add("pound", currency: "GBP", today: Self.today)
            try store.accounts.add("yen", currency: "JPY", today: Self.today)
            #expect(throws: TransferError.toAmountNeeded(from: "EUR", to: "GBP")) {
                try store.transfers.add(
                    TransferDraft(from: "euro", to: "pound", amount: "700"),
                    today: Self.today
                )
            }
            let moved = try store.transfers.add(
                TransferDraft(from: "euro", to: "pound", amount: "700", toAmount: "£600"),
                today: Self.today
            )
            #expect(moved.fromAmount == 70000 && moved.toAmount == 60000)
            #expect(moved.price == "0.857142… GBP/EUR")
            let yen = try store.transfers.add(
                TransferDraft(from: "pound", to: "yen", amount: "100", toAmount: "¥19,050"),
                today: Self.today
            )
            // Exponents 2 and 0: 19,050 whole yen for 10,000 pence is 190.5 JPY/GBP.
            #expect(yen.fromAmount == 10000 && yen.toAmount == 19050)
            #expect(yen.price == "190.5 JPY/GBP")
            let stored = try store.database.fetchAll(
                "SELECT from_minor, to_minor FROM budget_transfers ORDER BY id"
            ).map { [try $0.get(0) as Int64, try $0.get(1) as Int64] }
            #expect(stored == [[70000, 60000], [10000, 19050]])
            #expect(
                try balances(store) == ["main": 0, "euro": -70000, "pound": 50000, "yen": 19050]
            )
            // Savings per currency move with the money; none is summed across currencies.
            let totals = try #require(try store.ledger.totalsPerCurrency(nil))
            #expect(totals.map(\.currency.code) == ["EUR", "GBP", "JPY"])
            #expect(totals.map(\.savings) == [-70000, 50000, 19050])
            #expect(totals.allSatisfy { $0.income == 0 && $0.expenses == 0 })
        }
    }

    @Test func refusalsChangeNothing() throws {
        try withTemporaryStore { store, _ in
            try seeded(store)
            try store.accounts.add("old", today: Self.today)
            try store.accounts.close("old")
            let cases: [(TransferDraft, TransferError)] = [
                (TransferDraft(from: "main", to: "MAIN", amount: "5"), .sameAccount("main")),
                (TransferDraft(from: "main", to: "old", amount: "5"), .account(.closed("old"))),
                (TransferDraft(from: "main", to: "savings", amount: "0"), .zeroAmount),
                (
                    TransferDraft(from: "main", to: "savings", amount: "5", toAmount: "6"),
                    .toAmountDiffers("the book's currency")
                ),
            ]
            for (draft, error) in cases {
                #expect(throws: error) { try store.transfers.add(draft, today: Self.today) }
            }
            #expect(throws: AccountError.self) {
                do {
                    try store.transfers.add(
                        TransferDraft(from: "nowhere", to: "main", amount: "5"),
                        today: Self.today
                    )
                } catch TransferError.account(let error) {
                    throw error
                }
            }
            #expect(try store.transfers.list().isEmpty)
            #expect(try balances(store)["main"] == 60000)
        }
    }

    @Test func editDeleteAndUndoAreOneChangeEach() throws {
        try withTemporaryStore { store, _ in
            try seeded(store)
            let moved = try store.transfers.add(
                TransferDraft(from: "main", to: "savings", amount: "100", note: "monthly"),
                today: Self.today
            )
            var draft = moved.draft
            draft.amount = "150"
            let edited = try store.transfers.edit(moved.id, draft, today: Self.today)
            #expect(edited.fromAmount == 15000 && edited.note == "monthly")
            #expect(try balances(store) == ["main": 45000, "savings": 15000])
            #expect(try store.undoLog.undo() == "edit transfer \(moved.id)")
            #expect(try balances(store) == ["main": 50000, "savings": 10000])
            try store.transfers.delete(moved.id)
            #expect(try balances(store) == ["main": 60000, "savings": 0])
            #expect(try store.undoLog.undo() == "delete transfer \(moved.id)")
            #expect(try store.transfers.get(moved.id).fromAmount == 10000)
            _ = try store.undoLog.undo()
            #expect(try store.transfers.list().isEmpty)
            #expect(try balances(store) == ["main": 60000, "savings": 0])
            // A transfer carries a global id, so household sync can send it.
            let again = try store.transfers.add(
                TransferDraft(from: "main", to: "savings", amount: "1"),
                today: Self.today
            )
            let gid: [UInt8]? = try store.database.fetchOne(
                "SELECT gid FROM budget_transfers WHERE id = ?",
                [.integer(again.id)]
            )?.get(0)
            #expect(gid?.count == 16)
        }
    }

    @Test func theTransferFormChecksEachFieldAndSavesOnce() throws {
        try withTemporaryStore { store, _ in
            try seeded(store)
            var form = FormSession(TransferForm(store: store, today: Self.today))
            form.set(0, "main")
            form.set(1, "main")
            form.set(2, "abc")
            #expect(Set(form.problems().keys) == [1, 2])
            form.set(1, "sav")
            #expect(form.completions(1) == ["savings"])
            form.set(1, "savings")
            form.set(2, "12.50")
            #expect(form.problems().isEmpty)
            let saved = try form.save()
            #expect(saved.added && saved.id != nil)
            #expect(try balances(store)["savings"] == 1250)
        }
    }

    @Test func aBankRuleMakesAMatchingRowATransferAndUndoTakesItBack() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try store.accounts.add("savings", today: Self.today)
            try ledger.saveMapping(
                BankMapping(date: .number(1), name: .number(2), amounts: .signed(.number(3))),
                as: "bank"
            )
            try ledger.addTransferRule(mapping: "bank", pattern: "SAVINGS*", account: "savings")
            #expect(try ledger.transferRules().map(\.account) == ["savings"])
            let statement =
                "Date,Description,Amount\n2026-11-02,Savings plan November,-100.00\n"
                + "2026-11-03,Coffee,-3.50\n2026-11-04,SAVINGS BACK,25.00\n"
            let result = try ledger.importBankCSV(
                text: statement,
                mapping: try ledger.savedMapping("bank")
            )
            #expect(result.imported == 1 && result.transfers == 2)
            #expect(try ledger.totals().count == 1)
            #expect(try ledger.totals().expenses.cents == 350)
            let moved = try store.transfers.list()
            #expect(moved.map(\.from.name) == ["main", "savings"])
            #expect(moved.map(\.fromAmount) == [10000, 2500])
            #expect(moved.first?.note == "Savings plan November")
            #expect(try balances(store) == ["main": -7850, "savings": 7500])
            _ = try store.undoLog.undo()
            #expect(try store.transfers.list().isEmpty)
            #expect(try ledger.totals().count == 0)
            #expect(try balances(store) == ["main": 0, "savings": 0])
        }
    }

    /// A transfer made on one machine reaches the other with its accounts found by their
    /// global ids, and moves the same balances there (docs/manual.md#household-sync).
    @Test func aTransferTravelsWithHouseholdSync() throws {
        try withTemporaryDirectory { root in
            let anna = try SyncMachine.joined("anna", in: root, folder: root + "/shared")
            let ben = try SyncMachine.joined("ben", in: root, folder: root + "/shared")
            try anna.with { store in
                try store.accounts.add("Savings", today: Self.today)
                try store.transfers.add(
                    TransferDraft(from: "main", to: "savings", amount: "42", note: "jar"),
                    today: Self.today
                )
            }
            try anna.sync()
            try ben.sync()
            try ben.with { store in
                let moved = try store.transfers.list()
                #expect(moved.map(\.to.name) == ["Savings"])
                #expect(moved.map(\.fromAmount) == [4200] && moved.first?.note == "jar")
                #expect(try balances(store) == ["main": -4200, "Savings": 4200])
            }
        }
    }
}
