/// How an amount typed for an account is read (docs/manual.md#budget-accounts): in the
/// account's currency, shared by the item form, the repeating item form and their saves.
extension Account {
    /// `amount` as the ledger's rule reads it in this account's currency, and the style it
    /// is read with: `¥1,200` is 1200 yen, `12.5 BHD` is 12500 fils. The unnamed currency
    /// keeps the settings' `style`.
    func reading(_ amount: String, style: AmountStyle) -> (amount: String, style: AmountStyle) {
        guard !currency.isUnnamed else { return (amount, style) }
        var style = style
        var amount = amount
        // Read in the currency's own way first; what it refuses goes on to the ledger's
        // rule, which cuts extra decimals or records 0 with a warning as for any item.
        if let minor = try? currency.parse(amount, decimalComma: style.decimalComma) {
            amount = currency.plain(minor)
            style.decimalComma = false
        }
        style.currency = currency.symbol ?? currency.code
        style.decimals = currency.decimals
        return (amount, style)
    }
}

extension Accounts {
    /// Every account, by id, closed ones included.
    public func all() throws -> [Account] {
        let symbol = try Settings(database: database).currency()
        return try database.read { db in try Self.all(db, symbol: symbol) }
    }

    /// The account typed (any case) among `accounts`: empty text is `current` (the
    /// default account when nil). A closed account is refused unless it is `current`.
    ///
    /// - Throws: ``AccountError`` for an unknown or a closed account.
    static func chosen(
        _ typed: String,
        among accounts: [Account],
        current: Int64?
    ) throws(AccountError) -> Account {
        let name = typed.quicklyTrimmed()
        let open = accounts.filter { !$0.closed }.map(\.name)
        let found =
            name.isEmpty
            ? accounts.first { $0.id == current ?? Account.defaultID }
            : accounts.first { $0.name.lowercased() == name.lowercased() }
        guard let found else { throw .unknown(name, known: open) }
        guard !found.closed || found.id == current else { throw .closed(found.name) }
        return found
    }
}
