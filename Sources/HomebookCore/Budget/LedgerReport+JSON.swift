extension LedgerSum {
    /// `{"income","expenses","net","count"}`, money as strings.
    public var json: JSONValue {
        .object(jsonFields)
    }

    /// The fields of ``json``, for objects that add their own key first.
    var jsonFields: [(String, JSONValue)] {
        jsonFields(in: nil)
    }

    /// The fields with money in `currency`'s decimals (two, as before accounts, when nil).
    func jsonFields(in currency: Currency?) -> [(String, JSONValue)] {
        func plain(_ money: Money) -> String { currency?.plain(money.cents) ?? money.plain }
        return [
            ("income", .string(plain(income))),
            ("expenses", .string(plain(expenses))),
            ("net", .string(plain(net))),
            ("count", .integer(count)),
        ]
    }
}

extension LedgerReport {
    /// `{"by","months","rows","total"}` (docs/manual.md#json): each row holds `category`
    /// (null: uncategorised) or `month`, its sums, and with `category,month` a `months` array
    /// of `{"month",…sums}` in the columns' order.
    public var json: JSONValue {
        json(in: nil)
    }

    /// ``json`` with money in `currency`'s decimals: one account's report
    /// (docs/manual.md#budget-accounts); nil writes two decimals as before accounts.
    public func json(in currency: Currency?) -> JSONValue {
        let rows: [JSONValue] = rows.map { row in
            var fields: [(String, JSONValue)] = []
            if grouping == .month {
                fields.append(("month", .string(row.month?.description ?? "")))
            } else {
                fields.append(("category", .optional(row.category)))
            }
            fields += row.sum.jsonFields(in: currency)
            if grouping == .categoryByMonth {
                let cells = zip(months, row.cells).map { month, sum in
                    JSONValue.object(
                        [("month", .string(month.description))] + sum.jsonFields(in: currency)
                    )
                }
                fields.append(("months", .array(cells)))
            }
            return .object(fields)
        }
        return .object([
            ("by", .string(grouping.rawValue)),
            ("months", .array(months.map { .string($0.description) })),
            ("rows", .array(rows)),
            ("total", .object(total.jsonFields(in: currency))),
        ])
    }
}

extension TargetStatus {
    /// `{"category","month","target","carried","spent","left","over","rollover"}`, money as
    /// strings; with `"unpriced": [{"currency","expenses","count"}]` when spending in another
    /// currency had no price (docs/manual.md#budget-targets). Amounts are in `currency`'s
    /// decimals (the base currency's: `"30000"` yen), two decimals for the unnamed one.
    public func json(in currency: Currency? = nil) -> JSONValue {
        func plain(_ money: Money) -> String { currency?.plain(money.cents) ?? money.plain }
        var fields: [(String, JSONValue)] = [
            ("category", .string(category)),
            ("month", .string(month.description)),
            ("target", .string(plain(target))),
            ("carried", .string(plain(carried))),
            ("spent", .string(plain(spent))),
            ("left", .string(plain(left))),
            ("over", .bool(isOver)),
            ("rollover", .bool(rollover)),
        ]
        if !unpriced.isEmpty {
            fields.append(
                (
                    "unpriced",
                    .array(
                        unpriced.map { entry in
                            .object([
                                ("currency", .string(entry.currency.code)),
                                ("expenses", .string(entry.currency.plain(entry.expenses))),
                                ("count", .integer(entry.count)),
                            ])
                        }
                    )
                )
            )
        }
        return .object(fields)
    }
}
