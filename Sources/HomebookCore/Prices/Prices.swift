internal import SQLiteWrapper

/// The book's prices between currencies (docs/manual.md#prices).
public struct Prices {
    /// The store's connection.
    let database: StoreConnection

    /// Every price, oldest day first, then by pair.
    public func list() throws -> [Price] {
        try database.fetchAll(
            "SELECT day, from_code, to_code, numerator, denominator FROM prices"
                + " ORDER BY day, from_code, to_code"
        ).map(Self.price)
    }

    /// Records that on `day` one `from` is worth `rate` `to`; the day's price for that pair
    /// is replaced if there was one. One transaction, one undo.
    ///
    /// - Throws: ``PriceError`` or ``CurrencyError`` for a bad field; nothing is saved then.
    @discardableResult
    public func add(day: String, from: String, to: String, rate: String) throws -> Price {
        let price = try Self.checked(day: day, from: from, to: to, rate: rate, database)
        return try database.write { db in
            try Self.insert(price, db)
            UndoRecorder.describe("add price \(price.from) \(price.to) on \(price.day)", in: db)
            return price
        }
    }

    /// Deletes the price of `day` for the pair `from` → `to`.
    ///
    /// - Throws: ``PriceError/notFound(day:from:to:)`` when there is none.
    public func delete(day: String, from: String, to: String) throws {
        guard let date = CalendarDate(iso: day.quicklyTrimmed()) else {
            throw PriceError.invalidDate(day)
        }
        let from = try Currencies.code(from)
        let to = try Currencies.code(to)
        try database.write { db in
            try db.execute(
                "DELETE FROM prices WHERE day = ? AND from_code = ? AND to_code = ?",
                [.text(date.description), .text(from), .text(to)]
            )
            guard db.changes > 0 else {
                throw PriceError.notFound(day: date.description, from: from, to: to)
            }
            UndoRecorder.describe("delete price \(from) \(to) on \(date)", in: db)
        }
    }

    /// A price from typed fields, each checked; the currencies must exist.
    static func checked(
        day: String,
        from: String,
        to: String,
        rate: String,
        _ database: StoreConnection
    ) throws -> Price {
        guard let date = CalendarDate(iso: day.quicklyTrimmed()) else {
            throw PriceError.invalidDate(day)
        }
        let currencies = Currencies(database: database)
        let from = try currencies.get(from).code
        let to = try currencies.get(to).code
        guard from != to else { throw PriceError.sameCurrency(from) }
        return Price(day: date, from: from, to: to, rate: try PriceRate(parsing: rate))
    }

    /// Inserts or replaces a price, with the gid every machine gives that day and pair.
    static func insert(_ price: Price, _ db: Database) throws {
        let gid = GlobalID.price(day: price.day.description, from: price.from, to: price.to)
        try db.cachedStatement(
            """
            INSERT INTO prices (gid, day, from_code, to_code, numerator, denominator)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (from_code, to_code, day)
            DO UPDATE SET numerator = excluded.numerator, denominator = excluded.denominator
            """
        ).execute([
            .blob(gid.bytes), .text(price.day.description), .text(price.from), .text(price.to),
            .integer(price.rate.numerator), .integer(price.rate.denominator),
        ])
    }

    /// A price from a row of (day, from, to, numerator, denominator).
    static func price(_ row: Row) throws -> Price {
        let day: String = try row.get(0)
        guard let date = CalendarDate(iso: day),
            let rate = PriceRate(numerator: try row.get(3), denominator: try row.get(4))
        else { throw PriceError.invalidDate(day) }
        return Price(day: date, from: try row.get(1), to: try row.get(2), rate: rate)
    }
}

extension HomebookStore {
    /// The prices of this store.
    public var prices: Prices {
        Prices(database: connection)
    }
}
