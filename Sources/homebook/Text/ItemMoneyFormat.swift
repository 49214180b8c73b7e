import HomebookCore

/// How a table of items over every account shows money (docs/manual.md#budget-accounts): each
/// amount in its account's currency, the running balance only while one currency is in use.
struct ItemMoneyFormat {
    /// An item's amount, for people.
    let amount: (LedgerItem) -> String
    /// The running balance, for people; nil leaves the balance column out.
    let balance: ((Money) -> String)?

    /// Every amount and balance with the currency symbol setting, as before accounts.
    init(symbol: String) {
        let format = MoneyFormat(symbol: symbol)
        amount = { format($0.amount) }
        balance = { format($0) }
    }

    /// Each amount in its account's currency under the decimal-comma setting.
    init(_ money: LedgerListingMoney, decimalComma: Bool) {
        amount = { item in
            MoneyFormat(money.currency(of: item), decimalComma: decimalComma)(item.amount)
        }
        balance = money.balance.map { currency in
            let format = MoneyFormat(currency, decimalComma: decimalComma)
            return { format($0) }
        }
    }
}
