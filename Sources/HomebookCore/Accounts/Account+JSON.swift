extension AccountBalance {
    /// `{"id","name","currency","decimals","opening","opened","balance","items","closed"}`,
    /// money as strings in the currency's decimals; currency null while it is unnamed.
    public var json: JSONValue {
        let currency = account.currency
        return .object([
            ("id", .integer(account.id)),
            ("name", .string(account.name)),
            ("currency", currency.isUnnamed ? .null : .string(currency.code)),
            ("decimals", .integer(Int64(currency.decimals))),
            ("opening", .string(currency.plain(account.opening))),
            ("opened", .optional(account.opened?.description)),
            ("balance", .string(currency.plain(balance))),
            ("items", .integer(count)),
            ("closed", .bool(account.closed)),
        ])
    }
}

extension Currency {
    /// `{"code","decimals","symbol"}`.
    public var json: JSONValue {
        .object([
            ("code", .string(code)),
            ("decimals", .integer(Int64(decimals))),
            ("symbol", .optional(symbol)),
        ])
    }
}
