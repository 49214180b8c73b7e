internal import SQLiteWrapper

extension Ledger {
    /// The account a statement goes into and the mapping with its fixed currency checked
    /// (docs/manual.md#interchange): the named account (the default one when nil), open,
    /// and a `--currency` that is a known code and the account's.
    ///
    /// - Throws: ``AccountError``, ``CurrencyError`` or ``BankCurrencyError``; nothing is
    ///   imported then.
    func bankImportTarget(
        _ typed: BankMapping,
        account name: String?
    ) throws -> (BankMapping, Account) {
        let symbol = try Settings(database: database).currency()
        let account: Account
        if let name {
            account = try Accounts(database: database).get(name)
        } else {
            let all = try database.access { try Accounts.all($0, symbol: symbol) }
            account =
                all.first { $0.id == Account.defaultID }
                ?? Account(id: Account.defaultID, name: "main", currency: .unnamed(symbol: symbol))
        }
        guard !account.closed else { throw AccountError.closed(account.name) }
        var mapping = typed
        if let code = mapping.currency {
            let currency = try Currencies(database: database).get(code)
            mapping.currency = currency.code
            guard !account.currency.isUnnamed, account.currency.code == currency.code else {
                throw BankCurrencyError.notTheAccounts(currency.code, account: account)
            }
        }
        return (mapping, account)
    }
}

/// Why a statement's currency was refused (docs/manual.md#interchange); nothing was imported.
public enum BankCurrencyError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The mapping's fixed currency is not the account's.
    case notTheAccounts(String, account: Account)

    /// A one-line message with the way out.
    public var description: String {
        switch self {
        case .notTheAccounts(let code, let account):
            let accountIn =
                account.currency.isUnnamed
                ? "the book's unnamed currency (name it: homebook settings base-currency CODE)"
                : account.currency.code
            return "the statement is in \(code), but the account"
                + " \"\(DisplayText.singleLine(account.name))\" is in \(accountIn): import it"
                + " with --account NAME into an account in \(code); nothing was imported"
        }
    }
}
