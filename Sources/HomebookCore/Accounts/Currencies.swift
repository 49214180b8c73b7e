internal import SQLiteWrapper

/// The known currencies and the book's base currency (docs/manual.md#currencies).
public struct Currencies {
    /// The store's connection.
    let database: StoreConnection

    /// Every known currency, by code.
    public func list() throws -> [Currency] {
        try database.fetchAll("SELECT code, decimals, symbol FROM currencies ORDER BY code").map {
            Currency(
                code: try $0.get(0),
                decimals: Int(try $0.get(1) as Int64),
                symbol: try $0.get(2)
            )
        }
    }

    /// The currency with this code (typed in any case).
    ///
    /// - Throws: ``CurrencyError/invalidCode(_:)`` or ``CurrencyError/unknown(_:)``.
    public func get(_ typed: String) throws -> Currency {
        let code = try Self.code(typed)
        guard let currency = try database.access({ try Self.find(code, $0) }) else {
            throw CurrencyError.unknown(code)
        }
        return currency
    }

    /// Adds a currency or commodity: `BTC` with 8 decimals and `₿`.
    ///
    /// - Throws: ``CurrencyError`` for a bad code, decimals or symbol, or a code that exists
    ///   (a currency's decimals never change, so no amount is ever rescaled).
    @discardableResult
    public func add(code typed: String, decimals: String, symbol: String?) throws -> Currency {
        let code = try Self.code(typed)
        let trimmedDecimals = decimals.quicklyTrimmed()
        guard trimmedDecimals.utf8.count == 1, let count = Int(trimmedDecimals),
            (0...Currency.maximumDecimals).contains(count)
        else { throw CurrencyError.invalidDecimals(decimals) }
        let symbol = try symbol.map(Self.symbol)
        let currency = Currency(code: code, decimals: count, symbol: symbol)
        return try database.write { db in
            guard try Self.find(code, db) == nil else { throw CurrencyError.exists(code) }
            try db.execute(
                "INSERT INTO currencies (code, decimals, symbol) VALUES (?, ?, ?)",
                [.text(code), .integer(Int64(count)), symbol.map { .text($0) } ?? .null]
            )
            UndoRecorder.describe("add currency \(code)", in: db)
            return currency
        }
    }

    /// The base currency, or nil while the book has its one unnamed currency.
    public func base() throws -> Currency? {
        try database.access { db in
            guard
                let code: String = try db.cachedStatement(
                    "SELECT code FROM base_currency WHERE id = 1"
                ).fetchOne()?.get(0)
            else { return nil }
            return try Self.find(code, db)
        }
    }

    /// Names the base currency. The first time, the accounts in the unnamed currency take it
    /// (refused when its decimals are not two and they hold amounts: they are hundredths);
    /// later it only changes what reports are in. No stored amount changes, ever.
    @discardableResult
    public func setBase(_ typed: String) throws -> Currency {
        let currency = try get(typed)
        return try database.write { db in
            let held: Int64 =
                try db.cachedStatement(
                    """
                    SELECT count(*) FROM accounts a WHERE a.currency IS NULL
                    AND (a.opening_minor <> 0 OR EXISTS (
                        SELECT 1 FROM budget_items i WHERE i.account_id = a.id LIMIT 1))
                    """
                ).fetchOne()?.get(0) ?? 0
            guard currency.decimals == 2 || held == 0 else {
                throw CurrencyError.wouldRescale(code: currency.code, decimals: currency.decimals)
            }
            try db.execute(
                "UPDATE accounts SET currency = ? WHERE currency IS NULL",
                [.text(currency.code)]
            )
            try db.execute(
                "INSERT OR REPLACE INTO base_currency (id, code) VALUES (1, ?)",
                [.text(currency.code)]
            )
            UndoRecorder.describe("set base currency \(currency.code)", in: db)
            return currency
        }
    }

    /// A code typed in any case, checked: 3–8 capital letters or digits, starting with a letter.
    static func code(_ typed: String) throws(CurrencyError) -> String {
        let code = typed.quicklyTrimmed().uppercased()
        let bytes = Array(code.utf8)
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) }
        guard (3...8).contains(bytes.count), let first = bytes.first, isLetter(first),
            bytes.allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) })
        else { throw .invalidCode(typed) }
        return code
    }

    /// A symbol checked as the currency setting is: 1–5 characters, no digits, spaces,
    /// signs, dots or commas.
    static func symbol(_ typed: String) throws(CurrencyError) -> String {
        let symbol = typed.quicklyTrimmed()
        let forbidden: Set<Character> = [".", ",", "+", "-", " "]
        guard (1...5).contains(symbol.count),
            !symbol.contains(where: { forbidden.contains($0) || $0.isNumber || $0.isWhitespace })
        else { throw .invalidSymbol(typed) }
        return symbol
    }

    /// The currency with this exact code, or nil.
    static func find(_ code: String, _ db: Database) throws -> Currency? {
        guard
            let row = try db.cachedStatement(
                "SELECT decimals, symbol FROM currencies WHERE code = ?"
            ).fetchOne([.text(code)])
        else { return nil }
        return Currency(code: code, decimals: Int(try row.get(0) as Int64), symbol: try row.get(1))
    }
}

extension HomebookStore {
    /// The currencies of this store.
    public var currencies: Currencies {
        Currencies(database: connection)
    }
}
