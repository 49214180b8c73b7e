import HomebookCore

/// How the category views of the command line and the line menu show money
/// (docs/manual.md#the-categories-screen): in the base currency once the book converts
/// (``Ledger/categoryCurrency()``), as before otherwise.
enum CategoryMoney {
    /// The format category figures and targets are shown in.
    static func format(_ store: HomebookStore) throws -> MoneyFormat {
        let comma = try store.settings.decimalComma()
        if let base = try store.ledger.targetCurrency() {
            return MoneyFormat(base, decimalComma: comma)
        }
        return MoneyFormat(symbol: try store.settings.currency())
    }

    /// The items of `query` per category in the base currency, each at its day's price,
    /// when the book converts; nil in a book of one currency (the stored sums then serve).
    static func converted(_ store: HomebookStore, _ query: LedgerQuery) throws -> ConvertedReport? {
        guard let base = try store.ledger.categoryCurrency() else { return nil }
        return try store.ledger.convertedReport(query, into: base, at: .then)
    }
}
