extension AccountTransfer {
    /// `{"id","kind":"transfer","date","from","to","amount","currency","to_amount",
    /// "to_currency","price","note"}`: amounts as strings in each account's currency's
    /// decimals, a currency null while it is the unnamed one, price null within one currency.
    public var json: JSONValue {
        func code(_ currency: Currency) -> JSONValue {
            currency.isUnnamed ? .null : .string(currency.code)
        }
        return .object([
            ("id", .integer(id)),
            ("kind", .string("transfer")),
            ("date", .string(date.description)),
            ("from", .string(from.name)),
            ("to", .string(to.name)),
            ("amount", .string(from.currency.plain(fromAmount))),
            ("currency", code(from.currency)),
            ("to_amount", .string(to.currency.plain(toAmount))),
            ("to_currency", code(to.currency)),
            ("price", .optional(price)),
            ("note", .optional(note)),
        ])
    }
}
