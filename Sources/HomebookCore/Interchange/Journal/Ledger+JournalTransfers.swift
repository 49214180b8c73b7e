extension Ledger {
    /// The transfers a journal export of `filter` holds (docs/manual.md#transfers): each a
    /// transaction of two postings between the two accounts' journal names (the names and
    /// commodities of ``JournalAccounts``, so each asset account's balance is the account's),
    /// none under a kind or category filter. Between two currencies the receiving posting
    /// carries its total price (`@@`), so hledger and ledger balance it without a rate of
    /// their own.
    func journalTransfers(
        matching filter: LedgerFilter,
        accounts: JournalAccounts,
        symbol: String
    ) throws
        -> String
    {
        guard filter.kind == nil, filter.category == nil else { return "" }
        let transfers = try Transfers(database: database).list(from: filter.from, to: filter.to)
        return transfers.map {
            Self.journalEntry(
                $0,
                from: accounts.entry($0.from.id, symbol: symbol),
                to: accounts.entry($0.to.id, symbol: symbol)
            )
        }
        .joined()
    }

    /// One transfer as a journal transaction, with a blank line before it.
    static func journalEntry(
        _ transfer: AccountTransfer,
        from: JournalAccounts.Entry,
        to: JournalAccounts.Entry
    ) -> String {
        let payee = "transfer \(transfer.from.name) to \(transfer.to.name)"
        var text = "\n\(transfer.date) \(JournalText.payee(payee))\n"
        if let note = transfer.note {
            for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "    ; \(JournalText.comment(String(line)))\n"
            }
        }
        let sent = from.commodity.amount(minor: transfer.fromAmount)
        let arrived = to.commodity.amount(minor: transfer.toAmount)
        text += "    \(to.name)  \(arrived)" + (transfer.isExchange ? " @@ \(sent)" : "") + "\n"
        // Left to balance, as an item's second posting is: -sent in FROM's commodity.
        text += "    \(from.name)\n"
        return text
    }
}
