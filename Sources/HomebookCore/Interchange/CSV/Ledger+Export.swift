extension Ledger {
    /// Writes the items matching `filter` as RFC 4180 CSV (header first, CRLF line ends,
    /// plain amounts such as `12.30`, each in its account's currency's decimals: `1200` yen),
    /// streaming row by row. While the book has more than one account, an `account` column
    /// after the others names each item's (docs/manual.md#csv).
    ///
    /// The output can be imported again field for field.
    ///
    /// - Returns: how many items were written.
    @discardableResult
    public func exportCSV(
        matching filter: LedgerFilter = LedgerFilter(),
        to output: OutputFile
    ) throws -> Int {
        var count = 0
        let money = try listingMoney()
        let accounts = try Accounts(database: database).all()
        // One account: the six columns every earlier export had.
        let names: [Int64: String]? =
            accounts.count > 1
            ? Dictionary(accounts.map { ($0.id, $0.name) }) { first, _ in first } : nil
        try output.write(
            CSVWriter.record(CSVWriter.ledgerHeader + (names == nil ? [] : ["account"]))
        )
        try forEachEntry(matching: filter) { entry in
            count += 1
            let item = entry.item
            let amount = money.currency(of: item).plain(item.amount.cents)
            var fields = [
                item.date.description, item.kind.rawValue, item.name, amount,
                item.category ?? "", item.note ?? "",
            ]
            if let names { fields.append(names[item.accountID] ?? "") }
            try output.write(CSVWriter.record(fields))
        }
        return count
    }

    /// Writes the items matching `filter` as a JSON array, one item (with its running
    /// balance) per line, streaming row by row, then the values of `extra`.
    ///
    /// - Returns: how many values were written.
    @discardableResult
    public func exportJSON(
        matching filter: LedgerFilter = LedgerFilter(),
        to output: OutputFile,
        then extra: [JSONValue] = []
    ) throws -> Int {
        var count = 0
        let money = try listingMoney()
        try forEachEntry(matching: filter) { entry in
            try output.write((count == 0 ? "[\n" : ",\n") + entry.json(in: money).rendered)
            count += 1
        }
        // `budget list --json` ends the array with the transfers (docs/manual.md#transfers).
        for (index, value) in extra.enumerated() {
            try output.write((count + index == 0 ? "[\n" : ",\n") + value.rendered)
        }
        count += extra.count
        try output.write(count == 0 ? "[]\n" : "\n]\n")
        return count
    }
}
