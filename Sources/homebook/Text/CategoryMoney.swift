import HomebookCore

/// How the target views of the command line and the line menu show money
/// (docs/manual.md#the-categories-screen): in the base currency once it is named, as before
/// otherwise.
enum CategoryMoney {
    /// The format category figures and targets are shown in.
    static func format(_ store: HomebookStore) throws -> MoneyFormat {
        let comma = try store.settings.decimalComma()
        if let base = try store.ledger.targetCurrency() {
            return MoneyFormat(base, decimalComma: comma)
        }
        return MoneyFormat(symbol: try store.settings.currency())
    }
}
