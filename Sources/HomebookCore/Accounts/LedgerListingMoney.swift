/// The currencies a listing of items over every account shows its money in
/// (docs/manual.md#budget-accounts): each amount in its account's currency, and the running
/// balance only while one currency is in use (a balance over several would mix them).
public struct LedgerListingMoney: Sendable {
    /// Each account's currency, by account id.
    public let currencies: [Int64: Currency]
    /// The currency of the running balance, or nil when several are in use and the listing
    /// shows no balance (the savings line then gives one total per currency).
    public let balance: Currency?
    /// The currency for an account not found (the book's unnamed one).
    let fallback: Currency

    /// The currency of `item`'s amount.
    public func currency(of item: LedgerItem) -> Currency {
        currencies[item.accountID] ?? fallback
    }
}

extension Ledger {
    /// How a listing over every account shows its amounts and its running balance.
    public func listingMoney() throws -> LedgerListingMoney {
        let symbol = try Settings(database: database).currency()
        let accounts = try database.access { try Accounts.all($0, symbol: symbol) }
        let totals = try totalsPerCurrency(nil)
        let unnamed = Currency.unnamed(symbol: symbol)
        let balance: Currency? =
            switch totals?.count {
            case nil, 0: unnamed
            case 1: totals?.first?.currency ?? unnamed
            default: nil
            }
        return LedgerListingMoney(
            currencies: Dictionary(accounts.map { ($0.id, $0.currency) }) { first, _ in first },
            balance: balance,
            fallback: unnamed
        )
    }
}

extension LedgerEntry {
    /// ``json`` with the amount in its account's currency's decimals and, once that currency
    /// is named, a `currency` key with its code; the balance is null while several
    /// currencies are in use. An item in the unnamed currency reads as before accounts.
    public func json(in money: LedgerListingMoney) -> JSONValue {
        let currency = money.currency(of: item)
        var fields: [(String, JSONValue)] = [
            ("id", .integer(item.id)),
            ("kind", .string(item.kind.rawValue)),
            ("name", .string(item.name)),
            ("amount", .string(currency.plain(item.amount.cents))),
        ]
        if !currency.isUnnamed { fields.append(("currency", .string(currency.code))) }
        fields += [
            ("date", .string(item.date.description)),
            ("category", .optional(item.category)),
            ("note", .optional(item.note)),
            ("balance", money.balance.map { .string($0.plain(balance.cents)) } ?? .null),
        ]
        return .object(fields)
    }
}
