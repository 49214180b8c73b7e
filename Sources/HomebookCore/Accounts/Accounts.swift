internal import SQLiteWrapper

/// The accounts of a book (docs/manual.md#budget-accounts): add, list with balances, rename, close.
public struct Accounts {
    /// The store's connection.
    let database: StoreConnection

    /// Every account with its balance, open ones first, then by id.
    public func list() throws -> [AccountBalance] {
        let symbol = try Settings(database: database).currency()
        return try database.read { db in
            let accounts = try Self.all(db, symbol: symbol)
            let sums = try AccountCellSums(
                db,
                names: Dictionary(accounts.map { ($0.id, $0.name) }) { first, _ in first }
            ).byAccount
            // Transfers move balances, never income or expenses (docs/manual.md#transfers).
            let flows = try Transfers.flows(db)
            return try accounts.map { account in
                let sum = sums[account.id] ?? AccountCellSums.Sums()
                let flow = flows[account.id] ?? (0, 0)
                let (partial, o1) = account.opening.addingReportingOverflow(sum.income)
                let (net, o2) = partial.subtractingReportingOverflow(sum.expenses)
                let (moved, o3) = net.addingReportingOverflow(flow.incoming)
                let (balance, o4) = moved.subtractingReportingOverflow(flow.outgoing)
                guard !o1, !o2, !o3, !o4 else { throw AccountError.overflow(account.name) }
                return AccountBalance(
                    account: account,
                    income: sum.income,
                    expenses: sum.expenses,
                    count: sum.count,
                    balance: balance,
                    transfersIn: flow.incoming,
                    transfersOut: flow.outgoing
                )
            }.sorted {
                ($0.account.closed ? 1 : 0, $0.account.id) < (
                    $1.account.closed ? 1 : 0, $1.account.id
                )
            }
        }
    }

    /// The totals per currency over every account, in the order the currencies first appear
    /// among the accounts; currencies no account uses are left out.
    ///
    /// - Throws: ``CurrencyError/overflow(_:)`` when a currency's sum leaves 64 bits.
    public func totalsByCurrency() throws -> [CurrencyTotals] {
        var totals: [CurrencyTotals] = []
        for entry in try list() {
            let index =
                totals.firstIndex { $0.currency == entry.account.currency }
                ?? {
                    totals.append(
                        CurrencyTotals(
                            currency: entry.account.currency,
                            income: 0,
                            expenses: 0,
                            openings: 0,
                            count: 0,
                            savings: 0
                        )
                    )
                    return totals.count - 1
                }()
            var total = totals[index]
            let code = total.currency.code
            func add(_ a: Int64, _ b: Int64) throws(CurrencyError) -> Int64 {
                let (sum, overflow) = a.addingReportingOverflow(b)
                guard !overflow else { throw .overflow(code) }
                return sum
            }
            total.income = try add(total.income, entry.income)
            total.expenses = try add(total.expenses, entry.expenses)
            total.openings = try add(total.openings, entry.account.opening)
            total.savings = try add(total.savings, entry.balance)
            total.count += entry.count
            totals[index] = total
        }
        return totals
    }

    /// The account with this name (any case).
    ///
    /// - Throws: ``AccountError/unknown(_:known:)`` listing the accounts.
    public func get(_ typed: String) throws -> Account {
        let symbol = try Settings(database: database).currency()
        return try database.access { db in
            let name = typed.quicklyTrimmed()
            let accounts = try Self.all(db, symbol: symbol)
            guard let found = accounts.first(where: { $0.name.lowercased() == name.lowercased() })
            else { throw AccountError.unknown(name, known: accounts.map(\.name)) }
            return found
        }
    }

    /// Opens an account in `currency` (the base currency when nil; the unnamed one while
    /// there is none), with an optional opening balance on a day (today when not given).
    ///
    /// - Throws: ``AccountError``, ``CurrencyError`` or a date error; nothing is saved then.
    @discardableResult
    public func add(
        _ typedName: String,
        currency typedCurrency: String? = nil,
        opening: String? = nil,
        on day: String? = nil,
        today: CalendarDate
    ) throws -> Account {
        let name = try Self.name(typedName)
        guard opening != nil || day == nil else { throw AccountError.dayWithoutOpening }
        let currencies = Currencies(database: database)
        let symbol = try Settings(database: database).currency()
        let currency =
            try typedCurrency.map { try currencies.get($0) } ?? currencies.base()
            ?? .unnamed(symbol: symbol)
        let decimalComma = try Settings(database: database).decimalComma()
        let minor =
            try opening.map { try currency.parse($0, decimalComma: decimalComma, signed: true) }
            ?? 0
        let opened = try opening.map { _ in try LedgerInput.date(day ?? "today", today: today) }
        return try database.write { db in
            guard
                try Self.all(db, symbol: symbol).allSatisfy({
                    $0.name.lowercased() != name.lowercased()
                })
            else { throw AccountError.nameTaken(name) }
            try db.execute(
                """
                INSERT INTO accounts (name, currency, opening_minor, opened, closed,
                                      fingerprint_name)
                VALUES (?, ?, ?, ?, 0, ?)
                """,
                [
                    .text(name), currency.isUnnamed ? .null : .text(currency.code),
                    .integer(minor), opened.map { .text($0.description) } ?? .null,
                    .text(try Self.newFingerprintName(name, db)),
                ]
            )
            UndoRecorder.describe("add account \"\(name)\"", in: db)
            return Account(
                id: db.lastInsertRowID,
                name: name,
                currency: currency,
                opening: minor,
                opened: opened
            )
        }
    }

    /// Renames an account; its items stay in it.
    @discardableResult
    public func rename(_ typed: String, to typedNew: String) throws -> Account {
        var account = try get(typed)
        let name = try Self.name(typedNew)
        return try database.write { db in
            let taken = try db.cachedStatement(
                "SELECT id FROM accounts WHERE name = ? COLLATE NOCASE"
            )
            .fetchOne([.text(name)]).map { try $0.get(0) as Int64 }
            guard taken == nil || taken == account.id else { throw AccountError.nameTaken(name) }
            // Its imported bank rows keep their fingerprints (docs/manual.md#interchange).
            try Self.keepFingerprintName(of: account.id, db)
            try db.execute(
                "UPDATE accounts SET name = ? WHERE id = ?",
                [.text(name), .integer(account.id)]
            )
            UndoRecorder.describe("rename account \"\(account.name)\" to \"\(name)\"", in: db)
            account.name = name
            return account
        }
    }

    /// Closes an account: it keeps its items and balance, and takes no new items.
    @discardableResult
    public func close(_ typed: String) throws -> Account {
        var account = try get(typed)
        guard !account.closed else { throw AccountError.alreadyClosed(account.name) }
        return try database.write { db in
            try db.execute("UPDATE accounts SET closed = 1 WHERE id = ?", [.integer(account.id)])
            UndoRecorder.describe("close account \"\(account.name)\"", in: db)
            account.closed = true
            return account
        }
    }

    /// Whether the book has only its default account.
    public func onlyDefault() throws -> Bool {
        try database.fetchOne("SELECT count(*) FROM accounts")?.get(0) as Int64? == 1
    }

    /// How many accounts the book has, and whether the default one's currency is named:
    /// what every report asks first, in one small query (a book with one account in the
    /// unnamed currency, as every book was before accounts, then needs no other).
    public func countAndDefaultCurrency() throws -> (count: Int64, defaultCurrencyIsNamed: Bool) {
        let sql = "SELECT count(*), max(id = ? AND currency IS NOT NULL) FROM accounts"
        guard let row = try database.fetchOne(sql, [.integer(Account.defaultID)]) else {
            return (0, false)
        }
        return (try row.get(0), (try row.get(1) as Int64?) == 1)
    }

    /// The default account's currency, or nil while it is the unnamed one.
    public func defaultCurrency() throws -> Currency? {
        let sql = """
            SELECT c.code, c.decimals, c.symbol FROM accounts a
            JOIN currencies c ON c.code = a.currency WHERE a.id = ?
            """
        guard let row = try database.fetchOne(sql, [.integer(Account.defaultID)]) else {
            return nil
        }
        return Currency(
            code: try row.get(0),
            decimals: Int(try row.get(1) as Int64),
            symbol: try row.get(2)
        )
    }

    /// A name trimmed and checked: 1–100 characters (Unicode scalars, as SQLite counts them)
    /// on one line.
    static func name(_ typed: String) throws(AccountError) -> String {
        let name = typed.quicklyTrimmed()
        guard (1...100).contains(name.unicodeScalars.count), !name.contains(where: \.isNewline),
            !name.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\u{0}" })
        else { throw .invalidName(typed) }
        return name
    }

    /// Every account, by id.
    static func all(_ db: Database, symbol: String) throws -> [Account] {
        var accounts: [Account] = []
        try db.cachedStatement(
            """
            SELECT a.id, a.name, a.currency, c.decimals, c.symbol, a.opening_minor, a.opened,
                   a.closed
            FROM accounts a LEFT JOIN currencies c ON c.code = a.currency ORDER BY a.id
            """
        ).forEachRow([]) { row in
            let code: String? = try row.get(2)
            let currency =
                try code.map {
                    Currency(
                        code: $0,
                        decimals: Int(try row.get(3) as Int64),
                        symbol: try row.get(4)
                    )
                } ?? .unnamed(symbol: symbol)
            accounts.append(
                Account(
                    id: try row.get(0),
                    name: try row.get(1),
                    currency: currency,
                    opening: try row.get(5),
                    opened: (try row.get(6) as String?).flatMap(CalendarDate.init(iso:)),
                    closed: try row.get(7) as Int64 == 1
                )
            )
        }
        return accounts
    }
}

extension HomebookStore {
    /// The accounts of this store.
    public var accounts: Accounts {
        Accounts(database: connection)
    }
}
