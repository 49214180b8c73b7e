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
        .object([
            ("month", .string(month)),
            ("income", .string(income.plain)),
            ("expenses", .string(expenses.plain)),
            ("net", .string(net.plain)),
        ])
    }
}
