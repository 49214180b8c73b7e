import ArgumentParser
import HomebookCore

/// `homebook budget account …`: the accounts money is kept in (docs/manual.md#budget-accounts).
struct BudgetAccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Accounts: add, list with balances, rename, close.",
        subcommands: [
            BudgetAccountAddCommand.self, BudgetAccountListCommand.self,
            BudgetAccountRenameCommand.self, BudgetAccountCloseCommand.self,
        ]
    )
}

/// `homebook budget account add NAME [--currency CODE] [--opening AMOUNT [--on DATE]]`.
struct BudgetAccountAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Open an account; prints its id.",
        discussion: """
            The currency defaults to the base currency (the book's unnamed one while there is \
            none). --opening is the balance on the day --on (default today), in the \
            account's currency; it may be negative (a card).
            """
    )

    @Argument(help: "The account's name, unique whatever the case.")
    var name: String

    @Option(help: "The currency code (EUR, JPY, BTC).")
    var currency: String?

    @Option(parsing: .unconditional, help: "The opening balance.")
    var opening: String?

    @Option(help: "The day of the opening balance: YYYY-MM-DD, today or yesterday.")
    var on: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        let account = try store.withStore {
            try $0.accounts.add(
                name,
                currency: currency,
                opening: opening,
                on: on,
                today: CalendarDate.today()
            )
        }
        print(account.id)
    }
}

/// `homebook budget account list [--json]`: each account with its balance.
struct BudgetAccountListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the accounts with their balances."
    )

    @Flag(
        help:
            #"JSON: one {"id","name","currency","decimals","opening","opened","balance","items","closed"} per line."#
    )
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.withStore { store in
            let balances = try store.accounts.list()
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(balances.map(\.json)))
                return
            }
            let decimalComma = try store.settings.decimalComma()
            print(LedgerAccountText.table(balances, decimalComma: decimalComma))
        }
    }
}

/// `homebook budget account rename OLD NEW`.
struct BudgetAccountRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename an account; its items stay in it."
    )

    @Argument(help: "The account's name now.")
    var name: String

    @Argument(help: "The new name.")
    var newName: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        let account = try store.withStore { try $0.accounts.rename(name, to: newName) }
        print("Renamed to \"\(DisplayText.singleLine(account.name))\"")
    }
}

/// `homebook budget account close NAME`.
struct BudgetAccountCloseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "close",
        abstract: "Close an account: it keeps its items and takes no new ones."
    )

    @Argument(help: "The account's name.")
    var name: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        let account = try store.withStore { try $0.accounts.close(name) }
        print("Closed \"\(DisplayText.singleLine(account.name))\"")
    }
}

/// `homebook budget currency …`: the currencies and commodities amounts may be in.
struct BudgetCurrencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency",
        abstract: "Currencies: add one (a code and its decimals), list them.",
        subcommands: [BudgetCurrencyAddCommand.self, BudgetCurrencyListCommand.self]
    )
}

/// `homebook budget currency add CODE --decimals N [--symbol S]`.
struct BudgetCurrencyAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a currency or commodity; its decimals never change afterwards."
    )

    @Argument(help: "3 to 8 capital letters or digits, starting with a letter (BTC).")
    var code: String

    @Option(help: "Digits after the decimal mark, 0 to 8.")
    var decimals: String

    @Option(help: "Shown instead of the code (₿).")
    var symbol: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        let currency = try store.withStore {
            try $0.currencies.add(code: code, decimals: decimals, symbol: symbol)
        }
        print(currency.code)
    }
}

/// `homebook budget currency list [--json]`.
struct BudgetCurrencyListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the known currencies with their decimals and symbols."
    )

    @Flag(help: #"JSON: one {"code","decimals","symbol"} per line."#)
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.withStore { store in
            let currencies = try store.currencies.list()
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(currencies.map(\.json)))
                return
            }
            let base = try store.currencies.base()
            for currency in currencies {
                var line = currency.code.padding(8) + String(currency.decimals)
                if let symbol = currency.symbol { line += "  " + DisplayText.singleLine(symbol) }
                if currency == base { line += "  (base)" }
                print(line)
            }
        }
    }
}

extension String {
    /// The text followed by spaces up to `width` characters (at least one space).
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
