import HomebookCore

/// How the amounts of one currency are shown (docs/manual.md#currencies): the currency symbol
/// setting for a book in its one unnamed currency (`$1,234.56`, as before accounts), an
/// account's currency otherwise (`¥1,200`, `12.500 BHD`, `1.234,56 €`).
struct MoneyFormat {
    /// The currency the amounts are in.
    let currency: Currency
    /// Whether the decimal-comma setting is on.
    let decimalComma: Bool

    /// The format of a book in its unnamed currency, shown with this symbol.
    init(symbol: String) {
        currency = .unnamed(symbol: DisplayText.singleLine(symbol))
        decimalComma = false
    }

    /// The format of `currency` under the decimal-comma setting.
    init(_ currency: Currency, decimalComma: Bool) {
        self.currency = currency
        self.decimalComma = decimalComma
    }

    /// The amount in minor units, for people.
    func callAsFunction(_ minor: Int64) -> String {
        DisplayText.singleLine(currency.formatted(minor, decimalComma: decimalComma))
    }

    /// The amount, for people.
    func callAsFunction(_ money: Money) -> String {
        self(money.cents)
    }
}
