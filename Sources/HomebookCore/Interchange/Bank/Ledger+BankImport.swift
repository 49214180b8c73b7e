/// What a bank-statement import did.
public struct BankImportResult: Equatable, Sendable {
    /// Rows added as new items.
    public let imported: Int
    /// Rows skipped because an earlier import already added them.
    public let skipped: Int
    /// Rows not added because a repeating item's posted day is the same payment
    /// (docs/manual.md#schedules).
    public let matched: Int
    /// Set when the mapping gave columns by number and the first line's date column held a
    /// date: that line was read as data, not as a header (the front says so).
    public let firstLineIsData: Bool
    /// Set when the mapping gave columns by number and the first line was taken as the
    /// header: the text of its date column, so the front can say which line it left out.
    public let headerDateText: String?
    /// Rows a transfer rule made transfers instead of items (docs/manual.md#transfers).
    public var transfers = 0

    /// Creates a result from its counts.
    public init(
        imported: Int,
        skipped: Int,
        matched: Int = 0,
        firstLineIsData: Bool = false,
        headerDateText: String? = nil
    ) {
        self.imported = imported
        self.skipped = skipped
        self.matched = matched
        self.firstLineIsData = firstLineIsData
        self.headerDateText = headerDateText
    }

    /// `, 1 matched a repeating item already posted` when rows were matched; else empty.
    public var matchedText: String {
        let moved =
            transfers > 0 ? ", \(transfers) \(transfers == 1 ? "transfer" : "transfers")" : ""
        guard matched > 0 else { return moved }
        return ", \(matched) matched \(matched == 1 ? "a repeating item" : "repeating items")"
            + " already posted" + moved
    }
}

extension Ledger {
    /// Imports a bank's own CSV through `mapping` in one transaction: all of it, or nothing.
    ///
    /// Streams the file like ``importCSV(path:currency:)``. Each row must have a date in the
    /// mapping's format, a name, and an amount (signed, or in the debit or credit column)
    /// that the one ``AmountParser`` reads exactly; any bad row rejects the whole file with
    /// its line numbers. Rows imported before (same date, kind, amount and name, counting
    /// repeats within the file) are skipped and counted; a row that is a repeating item's
    /// posted day (same kind and amount within 3 days, same category or a name match) is
    /// matched to it instead of added, and counted.
    ///
    /// - Throws: ``BankMappingError`` (a column missing from the header),
    ///   ``LedgerImportError``, ``FileError`` or a database error; nothing is saved.
    ///
    /// `progress`, when given, is called with the number of rows read so far every
    /// ``Ledger/progressInterval`` rows (for a count on a terminal); it changes nothing.
    ///
    /// `savingAs`, when given, also saves the mapping under that name (as
    /// ``saveMapping(_:as:)``), in the same transaction: one change, undone as one.
    ///
    /// `account` names the account the statement goes into (docs/manual.md#interchange), the
    /// default one when nil: amounts are read in its currency's decimals, and a row whose
    /// currency (the mapping's `currency=` column or its fixed `--currency`) is not the
    /// account's is refused with its line.
    public func importBankCSV(
        path: String,
        mapping: BankMapping,
        currency: String = "$",
        account: String? = nil,
        savingAs name: String? = nil,
        progress: ((Int) -> Void)? = nil
    ) throws -> BankImportResult {
        try importBankCSV(
            from: FileLineReader(path: path),
            mapping: mapping,
            currency: currency,
            account: account,
            origin: path,
            savingAs: name,
            progress: progress
        )
    }

    /// Imports a bank statement given as text (see ``importBankCSV(path:mapping:currency:savingAs:progress:)``).
    public func importBankCSV(
        text: String,
        mapping: BankMapping,
        currency: String = "$",
        account: String? = nil
    ) throws -> BankImportResult {
        try importBankCSV(
            from: TextLineSource(text),
            mapping: mapping,
            currency: currency,
            account: account,
            origin: nil,
            savingAs: nil,
            progress: nil
        )
    }
}
