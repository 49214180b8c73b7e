import HomebookCore

/// How transfers between accounts look (docs/manual.md#transfers).
enum TransferText {
    /// One row per transfer: id, day, from, to, what left, what arrived (between currencies),
    /// the implied price, the note.
    static func table(_ transfers: [AccountTransfer], decimalComma: Bool) -> String {
        guard !transfers.isEmpty else { return "No transfers to show." }
        var table = TextTable([
            .init("T#", .right), .init("date"), .init("from"), .init("to"),
            .init("amount", .right), .init("arrived", .right), .init("price"), .init("note"),
        ])
        for transfer in transfers {
            table.append(row(transfer, decimalComma: decimalComma))
        }
        return table.rendered(style: Style(isInteractive: SystemIO.outputIsTerminal))
    }

    /// The cells of one transfer's row.
    static func row(_ transfer: AccountTransfer, decimalComma: Bool) -> [String] {
        [
            "T\(transfer.id)", transfer.date.description,
            DisplayText.singleLine(transfer.from.name), DisplayText.singleLine(transfer.to.name),
            DisplayText.singleLine(
                transfer.from.currency.formatted(transfer.fromAmount, decimalComma: decimalComma)
            ),
            transfer.isExchange
                ? DisplayText.singleLine(
                    transfer.to.currency.formatted(transfer.toAmount, decimalComma: decimalComma)
                ) : "",
            transfer.price.map { "@ " + $0 } ?? "",
            DisplayText.singleLine(transfer.note ?? ""),
        ]
    }

    /// `Transfers (neither income nor expense):` and their table, or nothing when there are
    /// none: what `budget list` prints under its items.
    static func section(_ transfers: [AccountTransfer], decimalComma: Bool) -> String? {
        guard !transfers.isEmpty else { return nil }
        return "Transfers (neither income nor expense):\n"
            + table(transfers, decimalComma: decimalComma)
    }
}

extension TransferText {
    /// One account's items and transfers as `budget list --account` shows them: a transfer
    /// reads `transfer` with the other account (`to Savings`, `from Main`), its signed
    /// amount in the account's currency and the price between currencies.
    static func accountTable(
        _ entries: [AccountEntry],
        account: Account,
        decimalComma: Bool
    ) -> String {
        let currency = account.currency
        var table = LedgerText.emptyTable()
        for entry in entries {
            let balance = currency.formatted(entry.balance, decimalComma: decimalComma)
            if let item = entry.item {
                table.append([
                    String(item.id), item.date.description, item.kind.rawValue, item.name,
                    item.category ?? "",
                    currency.formatted(item.amount.cents, decimalComma: decimalComma), balance,
                ])
            } else if let transfer = entry.transfer {
                let outgoing = transfer.from.id == account.id
                let other = outgoing ? "to " + transfer.to.name : "from " + transfer.from.name
                table.append([
                    "T\(transfer.id)", transfer.date.description, "transfer",
                    other + (transfer.price.map { " @ " + $0 } ?? ""), "",
                    (outgoing ? "" : "+")
                        + currency.formatted(entry.change, decimalComma: decimalComma),
                    balance,
                ])
            }
        }
        return table.rendered(style: Style(isInteractive: SystemIO.outputIsTerminal))
    }
}
