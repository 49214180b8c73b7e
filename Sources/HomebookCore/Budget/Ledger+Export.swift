extension Ledger {
    /// Writes the items matching `filter` as RFC 4180 CSV (header first, CRLF line ends,
    /// plain amounts such as `12.30`), streaming row by row.
    ///
    /// The output can be imported again field for field.
    public func exportCSV(
        matching filter: LedgerFilter = LedgerFilter(),
        to output: OutputFile
    ) throws {
        try output.write(CSVWriter.record(CSVWriter.ledgerHeader))
        try forEachEntry(matching: filter) { entry in
            let item = entry.item
            try output.write(
                CSVWriter.record([
                    item.date.description, item.kind.rawValue, item.name, item.amount.plain,
                    item.category ?? "", item.note ?? "",
                ])
            )
        }
    }

    /// Writes the items matching `filter` as a JSON array, one item (with its running
    /// balance) per line, streaming row by row.
    public func exportJSON(
        matching filter: LedgerFilter = LedgerFilter(),
        to output: OutputFile
    ) throws {
        var isFirst = true
        try forEachEntry(matching: filter) { entry in
            try output.write((isFirst ? "[\n" : ",\n") + entry.json.rendered)
            isFirst = false
        }
        try output.write(isFirst ? "[]\n" : "\n]\n")
    }
}
