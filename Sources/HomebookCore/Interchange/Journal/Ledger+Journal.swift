internal import SQLiteWrapper

extension Ledger {
    /// The account that balances every transaction of a journal export.
    public static let journalAssetAccount = "assets:homebook"

    /// Writes the items matching `filter` as a plain-text accounting journal that hledger and
    /// ledger both read, streaming row by row.
    ///
    /// Each item is one transaction: an expense moves money from its account (`assets:NAME`,
    /// or ``journalAssetAccount`` in a book with one account) to `expenses:<category>`, an
    /// income from `income:<category>` to it (`uncategorized` when there is none), amounts
    /// with their account's commodity, so each asset account's balance is the account's.
    /// Opening balances come from `equity:opening balances`. Payees and accounts are made
    /// safe with ``JournalText``; notes become comments (docs/manual.md#interchange).
    ///
    /// - Returns: how many items were written.
    @discardableResult
    public func exportJournal(
        matching filter: LedgerFilter = LedgerFilter(),
        currency: String = "$",
        to output: OutputFile
    ) throws -> Int {
        let accounts = JournalAccounts(
            try Accounts(database: database).list(),
            base: try Currencies(database: database).base(),
            symbol: currency
        )
        try checkJournalDates(matching: filter)
        var count = 0
        try output.write("; homebook budget export (hledger and ledger journal)\n")
        try output.write(
            Self.journalTargets(
                try targets(),
                commodity: accounts.targetCommodity,
                account: accounts.targetAccount
            )
        )
        try output.write(Self.journalPrices(try Prices(database: database).list()))
        try output.write(Self.journalOpenings(accounts, matching: filter))
        try forEachJournalItem(matching: filter) { item, account in
            count += 1
            let entry = accounts.entry(account, symbol: currency)
            try output.write(
                Self.journalEntry(item, commodity: entry.commodity, account: entry.name)
            )
        }
        try output.write(
            try journalTransfers(matching: filter, accounts: accounts, symbol: currency)
        )
        return count
    }

    /// The first year ledger reads (its dates are Boost's, 1400–9999); hledger reads them all.
    static let firstJournalYear = "1400-01-01"

    /// Refuses, before anything is written, an export holding an item dated before the
    /// years ledger reads: homebook keeps dates from 0001, and a journal that one of the two
    /// programs cannot open is no export (docs/manual.md#interchange).
    private func checkJournalDates(matching filter: LedgerFilter) throws {
        // Almost every ledger has no such item: one indexed look-up, no pass over the rows.
        let early = try database.fetchOne(
            "SELECT 1 FROM budget_items WHERE date < ? LIMIT 1",
            [.text(Self.firstJournalYear)]
        )
        guard early != nil else { return }
        var firstEarly: LedgerItem?
        try forEachEntry(matching: filter) { entry in
            if firstEarly == nil, entry.item.date.description < Self.firstJournalYear {
                firstEarly = entry.item
            }
        }
        if let item = firstEarly { throw JournalExportError.dateBeforeLedger(item) }
    }

    /// The targets as periodic transactions (`~ monthly from … to …`), one per target, each
    /// ending where the category's next target begins, so `hledger bal --budget -M` shows the
    /// budget homebook shows (docs/manual.md#interchange). Rollover is not written: hledger
    /// budgets each month on its own.
    static func journalTargets(
        _ targets: [BudgetTarget],
        commodity: JournalCommodity,
        account asset: String = journalAssetAccount
    ) -> String {
        var text = ""
        for (index, target) in targets.enumerated() {
            var period = "monthly from \(target.from.first)"
            if index + 1 < targets.count, targets[index + 1].category == target.category {
                period += " to \(targets[index + 1].from.first)"
            }
            let account = "expenses:" + JournalText.account(target.category)
            // The comment on its own line: ledger refuses one after the period.
            text += "\n~ \(period)\n    ; target of \(JournalText.comment(target.category))\n"
            text += "    \(account)  \(commodity.amount(target.amount))\n"
            text += "    \(asset)\n"
        }
        return text
    }

    /// One item as a journal transaction, with a blank line before it.
    static func journalEntry(
        _ item: LedgerItem,
        commodity: JournalCommodity,
        account asset: String = journalAssetAccount
    ) -> String {
        let category = JournalText.account(item.category ?? "uncategorized")
        let account =
            item.kind == .expense ? "expenses:\(category)" : "income:\(category)"
        let (to, from) =
            item.kind == .expense
            ? (account, asset) : (asset, account)
        var text = "\n\(item.date) \(JournalText.payee(item.name))\n"
        if let note = item.note {
            for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "    ; \(JournalText.comment(String(line)))\n"
            }
        }
        text += "    \(to)  \(commodity.amount(minor: item.amount.cents))\n"
        text += "    \(from)\n"
        return text
    }
}

/// How amounts carry their commodity in a journal (docs/manual.md#interchange): the book's
/// unnamed currency as before, `$12.30` for a plain symbol or `"kr." 12.30` for one that
/// hledger and ledger would misread unquoted; a named currency by its code after the
/// number in its own decimals, `1200 JPY`, `12.500 BHD`, which both read back exactly.
struct JournalCommodity {
    private var prefix: String
    private var suffix: String
    /// The currency whose decimals amounts are written in.
    private var currency: Currency

    /// The commodity for the configured currency symbol (`$` when it is empty).
    init(symbol: String) {
        let symbol = symbol.isEmpty ? "$" : symbol
        let simple = symbol.unicodeScalars.allSatisfy { scalar in
            let category = scalar.properties.generalCategory
            return category == .currencySymbol
                || (scalar.properties.isAlphabetic && !scalar.properties.isWhitespace)
        }
        if simple {
            prefix = symbol
        } else {
            let quoted = symbol.unicodeScalars.filter { $0 != "\"" && $0.value >= 0x20 }
            let inside = String(String.UnicodeScalarView(quoted))
            prefix = "\"\(inside.isEmpty ? "$" : inside)\" "
        }
        suffix = ""
        currency = .unnamed(symbol: symbol)
    }

    /// The commodity of `currency`: its code (a code is capital letters and digits starting
    /// with a letter, which neither program misreads; symbols may repeat across currencies,
    /// codes never do); the unnamed currency with the symbol setting.
    init(currency: Currency, symbol: String) {
        self.init(symbol: symbol)
        if !currency.isUnnamed {
            prefix = ""
            suffix = " " + currency.code
            self.currency = currency
        }
    }

    /// The amount with its commodity, two decimals and no grouping (unambiguous to both).
    func amount(_ money: Money) -> String {
        amount(minor: money.cents)
    }

    /// An amount in minor units with its commodity, in the currency's decimals, without
    /// grouping.
    func amount(minor: Int64) -> String {
        prefix + currency.plain(minor) + suffix
    }
}

/// Why a journal export was refused.
public enum JournalExportError: Error, Equatable, CustomStringConvertible, Sendable {
    /// An item is dated before 1400, which ledger cannot read.
    case dateBeforeLedger(LedgerItem)

    /// The message, naming the item and the way out.
    public var description: String {
        switch self {
        case .dateBeforeLedger(let item):
            return "item \(item.id) (\"\(DisplayText.singleLine(item.name))\") is dated"
                + " \(item.date), but ledger reads only the years 1400 to 9999: change its"
                + " date, or export from --from 1400-01-01; nothing was written"
        }
    }
}
