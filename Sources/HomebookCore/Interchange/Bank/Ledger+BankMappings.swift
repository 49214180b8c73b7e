internal import SQLiteWrapper

extension Ledger {
    /// Saves `mapping` under `name` (replacing one saved before), for `--map NAME`.
    ///
    /// - Throws: ``BankMappingError/badMappingName(_:)`` or a database error.
    public func saveMapping(_ mapping: BankMapping, as name: String) throws {
        // The one name rule, and no `=` or `,` (they separate a mapping's options).
        guard let trimmed = try? OneLineName.check(name), !trimmed.contains("="),
            !trimmed.contains(",")
        else { throw BankMappingError.badMappingName(name) }
        // A fixed currency is kept as a code (its spelling checked, in capitals).
        let currency = try mapping.currency.map { try Currencies.code($0) }
        try database.write { db in
            try db.execute(
                """
                INSERT INTO import_mappings
                    (name, columns, date_format, decimal_comma, delimiter, category_column,
                     skip_lines, has_header, negate, encoding, currency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (name) DO UPDATE SET
                    columns = excluded.columns, date_format = excluded.date_format,
                    decimal_comma = excluded.decimal_comma, delimiter = excluded.delimiter,
                    category_column = excluded.category_column, skip_lines = excluded.skip_lines,
                    has_header = excluded.has_header, negate = excluded.negate,
                    encoding = excluded.encoding, currency = excluded.currency
                """,
                [
                    .text(trimmed), .text(mapping.columnsText),
                    .text(mapping.dateFormat.description),
                    .integer(mapping.decimalComma ? 1 : 0),
                    .text(String(decoding: [mapping.delimiter], as: UTF8.self)),
                    mapping.category.map { .text($0.description) } ?? .null,
                    .integer(Int64(mapping.skipLines)),
                    .integer(mapping.hasHeader ? 1 : 0), .integer(mapping.negate ? 1 : 0),
                    .text(mapping.encoding.rawValue), currency.map { .text($0) } ?? .null,
                ]
            )
        }
    }

    /// The mapping saved under `name`.
    ///
    /// - Throws: ``BankMappingError/unknownMapping(_:)`` when there is none.
    public func savedMapping(_ name: String) throws -> BankMapping {
        let sql = """
            SELECT columns, date_format, decimal_comma, delimiter, category_column, skip_lines,
                has_header, negate, encoding, currency
            FROM import_mappings WHERE name = ?
            """
        guard let row = try database.fetchOne(sql, [.text(name.trimmingWhitespace())]) else {
            throw BankMappingError.unknownMapping(name)
        }
        var mapping = try BankMapping(columns: try row.get(0))
        mapping.dateFormat = try BankDateFormat(try row.get(1))
        mapping.decimalComma = try row.get(2) as Int64 != 0
        mapping.delimiter = (try row.get(3) as String).utf8.first ?? UInt8(ascii: ",")
        mapping.category = (try row.get(4) as String?).flatMap(BankColumn.init)
        mapping.skipLines = Int(try row.get(5) as Int64)
        mapping.hasHeader = try row.get(6) as Int64 != 0
        mapping.negate = try row.get(7) as Int64 != 0
        mapping.encoding = try BankEncoding(name: try row.get(8))
        mapping.currency = try row.get(9)
        mapping.savedName = name.trimmingWhitespace()
        return mapping
    }

    /// The names of the saved mappings, sorted.
    public func savedMappingNames() throws -> [String] {
        try database.fetchAll("SELECT name FROM import_mappings ORDER BY name").map {
            try $0.get(0)
        }
    }

    /// Every saved mapping with its name, sorted by name (for `budget mappings list`).
    public func savedMappings() throws -> [(name: String, mapping: BankMapping)] {
        try savedMappingNames().map { ($0, try savedMapping($0)) }
    }

    /// Removes the mapping saved under `name` and its rules, as one undoable change.
    ///
    /// - Throws: ``BankMappingError/unknownMapping(_:)`` when there is none.
    public func removeMapping(_ name: String) throws {
        try database.write { db in
            try db.execute(
                "DELETE FROM import_rules WHERE mapping = ?",
                [.text(name.trimmingWhitespace())]
            )
            try db.execute(
                "DELETE FROM import_mappings WHERE name = ?",
                [.text(name.trimmingWhitespace())]
            )
            guard db.changes == 1 else { throw BankMappingError.unknownMapping(name) }
            UndoRecorder.describe("remove mapping \"\(name.trimmingWhitespace())\"", in: db)
        }
    }
}
