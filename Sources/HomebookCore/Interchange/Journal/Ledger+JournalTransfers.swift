extension Ledger {
    /// The transfers a journal export of `filter` holds (docs/manual.md#transfers): each a
    /// transaction of two postings between `assets:FROM` and `assets:TO`, none under a kind
    /// or category filter. Between two currencies the receiving posting carries its total
    /// price (`@@`), so hledger and ledger balance it without a rate of their own.
    func journalTransfers(
        matching filter: LedgerFilter,
        commodity: JournalCommodity
    ) throws
        -> String
    {
        guard filter.kind == nil, filter.category == nil else { return "" }
        let transfers = try Transfers(database: database).list(from: filter.from, to: filter.to)
        return transfers.map { Self.journalEntry($0, commodity: commodity) }.joined()
    }

    /// One transfer as a journal transaction, with a blank line before it.
    static func journalEntry(_ transfer: AccountTransfer, commodity: JournalCommodity) -> String {
        func amount(_ minor: Int64, _ currency: Currency) -> String {
            currency.isUnnamed
                ? commodity.amount(Money(cents: minor))
                : currency.plain(minor) + " " + currency.code
        }
        let from = "assets:" + JournalText.account(transfer.from.name)
        let to = "assets:" + JournalText.account(transfer.to.name)
        let payee = "transfer \(transfer.from.name) to \(transfer.to.name)"
        var text = "\n\(transfer.date) \(JournalText.payee(payee))\n"
        if let note = transfer.note {
            for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "    ; \(JournalText.comment(String(line)))\n"
            }
        }
        let sent = amount(transfer.fromAmount, transfer.from.currency)
        let arrived = amount(transfer.toAmount, transfer.to.currency)
        text += "    \(to)  \(arrived)" + (transfer.isExchange ? " @@ \(sent)" : "") + "\n"
        // Left to balance, as an item's second posting is: -sent in FROM's commodity.
        text += "    \(from)\n"
        return text
    }
}
