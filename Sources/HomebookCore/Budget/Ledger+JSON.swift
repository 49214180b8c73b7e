extension LedgerEntry {
    /// `{"id","kind","name","amount","date","category","note","balance"}`, money as strings.
    public var json: JSONValue {
        .object([
            ("id", .integer(item.id)),
            ("kind", .string(item.kind.rawValue)),
            ("name", .string(item.name)),
            ("amount", .string(item.amount.plain)),
            ("date", .string(item.date.description)),
            ("category", .optional(item.category)),
            ("note", .optional(item.note)),
            ("balance", .string(balance.plain)),
        ])
    }
}

extension LedgerTotals {
    /// `{"income","expenses","savings","count"}`, money as strings.
    public var json: JSONValue {
        .object([
            ("income", .string(income.plain)),
            ("expenses", .string(expenses.plain)),
            ("savings", .string(savings.plain)),
            ("count", .integer(count)),
        ])
    }
}

extension MonthlyTotals {
    /// `{"month","income","expenses","net"}`, money as strings.
    public var json: JSONValue {
        json(in: nil)
    }

    /// ``json`` with money in `currency`'s decimals (two, as before accounts, when nil).
    public func json(in currency: Currency?) -> JSONValue {
        func plain(_ money: Money) -> String { currency?.plain(money.cents) ?? money.plain }
        return .object([
            ("month", .string(month)),
            ("income", .string(plain(income))),
            ("expenses", .string(plain(expenses))),
            ("net", .string(plain(net))),
        ])
    }
}
