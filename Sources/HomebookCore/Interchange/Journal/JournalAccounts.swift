internal import SQLiteWrapper

/// How the book's accounts and currencies are named in a journal export
/// (docs/manual.md#interchange): each account as `assets:NAME` with its commodity.
struct JournalAccounts {
    /// One account as the journal writes it.
    struct Entry {
        /// The account.
        let account: Account
        /// Its journal account name, `assets:Savings` (`assets:homebook` for a book's only one).
        let name: String
        /// How its amounts are written.
        let commodity: JournalCommodity
    }

    /// The accounts by id.
    let entries: [Int64: Entry]
    /// The account that balances targets: the default account's journal name.
    let targetAccount: String
    /// How targets (in the base currency) are written.
    let targetCommodity: JournalCommodity

    /// The accounts of the book. A book with one account keeps the name every export wrote
    /// before accounts, `assets:homebook`, so an existing book's journal means what it meant;
    /// with several, each is `assets:NAME`, made safe by ``JournalText/accountPart(_:)`` and,
    /// when two names read the same there, the later one followed by its id.
    init(_ balances: [AccountBalance], base: Currency?, symbol: String) {
        var entries: [Int64: Entry] = [:]
        var taken: Set<String> = []
        let single = balances.count <= 1
        for account in balances.map(\.account).sorted(by: { $0.id < $1.id }) {
            var name =
                single
                ? Ledger.journalAssetAccount : "assets:" + JournalText.accountPart(account.name)
            var suffix = account.id
            while taken.contains(name) {
                name = "assets:" + JournalText.accountPart("\(account.name) \(suffix)")
                suffix += 1
            }
            taken.insert(name)
            entries[account.id] = Entry(
                account: account,
                name: name,
                commodity: JournalCommodity(currency: account.currency, symbol: symbol)
            )
        }
        self.entries = entries
        targetAccount = entries[Account.defaultID]?.name ?? Ledger.journalAssetAccount
        targetCommodity = JournalCommodity(
            currency: base ?? .unnamed(symbol: symbol),
            symbol: symbol
        )
    }

    /// The entry of account `id`, or the default account's shape when it is not found.
    func entry(_ id: Int64, symbol: String) -> Entry {
        entries[id]
            ?? Entry(
                account: Account(id: id, name: "", currency: .unnamed(symbol: symbol)),
                name: Ledger.journalAssetAccount,
                commodity: JournalCommodity(symbol: symbol)
            )
    }
}

extension Ledger {
    /// The opening balances as transactions against `equity:opening balances`, one per
    /// account that has one, dated its opening day, so `hledger bal assets` is each account's
    /// balance. Only those on a day `filter` keeps (every one without a filter).
    static func journalOpenings(
        _ accounts: JournalAccounts,
        matching filter: LedgerFilter
    ) -> String {
        var text = ""
        for entry in accounts.entries.values.sorted(by: { $0.account.id < $1.account.id }) {
            let account = entry.account
            guard account.opening != 0 else { continue }
            let day = account.opened?.description ?? firstJournalYear
            if let from = filter.from, day < from.description { continue }
            if let to = filter.to, day > to.description { continue }
            text += "\n\(day) opening balance of \(JournalText.payee(account.name))\n"
            text += "    \(entry.name)  \(entry.commodity.amount(minor: account.opening))\n"
            text += "    equity:opening balances\n"
        }
        return text
    }

    /// Calls `body` with every item `filter` keeps, oldest first, and its account's id;
    /// rows are streamed.
    func forEachJournalItem(
        matching filter: LedgerFilter,
        _ body: (LedgerItem, Int64) throws -> Void
    ) throws {
        var conditions: [String] = []
        var arguments: [DatabaseValue] = []
        if let from = filter.from {
            conditions.append("date >= ?")
            arguments.append(.text(from.description))
        }
        if let to = filter.to {
            conditions.append("date <= ?")
            arguments.append(.text(to.description))
        }
        let sql =
            "SELECT \(LedgerItem.columns), account_id FROM budget_items"
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            + " ORDER BY date, id"
        try database.read { db in
            try db.prepare(sql).forEachRow(arguments) { row in
                let item = try LedgerItem(row: row)
                guard filter.matchesKindAndCategory(item) else { return }
                try body(item, try row.get(7))
            }
        }
    }
}
