internal import SQLiteWrapper

/// The saved conversions: each category keeps its last five, the oldest dropped first.
public struct ConversionHistory {
    /// How many saved conversions each category keeps.
    public static let keptPerCategory = 5

    let database: StoreConnection

    /// Saves a quantity stamped with the current time.
    @discardableResult
    public func save(_ quantity: Quantity) throws -> SavedConversion {
        try save(quantity, at: SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now()))
    }

    /// Saves a quantity with the given time (ISO 8601 in UTC, e.g. "2026-11-22T16:29:09Z"),
    /// then drops the category's saves beyond the newest five.
    ///
    /// The insert and the pruning run in one transaction, so no reader ever sees six saves
    /// in a category and a failure leaves the history exactly as it was.
    @discardableResult
    public func save(_ quantity: Quantity, at timestamp: String) throws -> SavedConversion {
        let category = quantity.unit.category.rawValue
        let id = try database.write { db -> Int64 in
            try db.cachedStatement(
                "INSERT INTO conversions (category, value_text, unit, saved_at) VALUES (?, ?, ?, ?)"
            ).execute([
                .text(category), .text(quantity.valueText), .text(quantity.unit.rawValue),
                .text(timestamp),
            ])
            let id = db.lastInsertRowID
            // The newest rows have the highest ids; everything below the newest five goes.
            try db.cachedStatement(
                "DELETE FROM conversions WHERE category = ?1 AND id NOT IN"
                    + " (SELECT id FROM conversions WHERE category = ?1 ORDER BY id DESC LIMIT ?2)"
            ).execute([.text(category), .integer(Int64(Self.keptPerCategory))])
            return id
        }
        return SavedConversion(id: id, quantity: quantity, savedAt: timestamp)
    }

    /// The saved conversions of one category, or of all, newest first; rows that cannot be
    /// rebuilt are left out (``report(category:)`` lists them).
    public func history(category: UnitCategory? = nil) throws -> [SavedConversion] {
        try read(category: category).saved
    }

    /// The saved conversions of one category, or of all, newest first, each converted to every
    /// unit at the current precision setting, plus the rows that could not be read.
    public func report(category: UnitCategory? = nil) throws -> ConversionHistoryReport {
        let converter = try UnitConverter(precision: Settings(database: database).precision())
        let (saved, unreadable) = try read(category: category)
        var entries: [HistoryEntry] = []
        var skipped = unreadable
        for item in saved {
            do {
                entries.append(
                    HistoryEntry(saved: item, conversion: try converter.convert(item.quantity))
                )
            } catch {
                skipped.append(UnreadableConversion(id: item.id, reason: "\(error)"))
            }
        }
        return ConversionHistoryReport(
            entries: entries,
            unreadable: skipped.sorted { $0.id > $1.id }
        )
    }

    /// Reads the rows newest first and rebuilds each quantity, setting aside those that fail.
    private func read(
        category: UnitCategory?
    ) throws -> (saved: [SavedConversion], unreadable: [UnreadableConversion]) {
        let columns = "SELECT id, category, value_text, unit, saved_at FROM conversions"
        let rows =
            if let category {
                try database.fetchAll(
                    cached: columns + " WHERE category = ? ORDER BY id DESC",
                    [.text(category.rawValue)]
                )
            } else {
                try database.fetchAll(cached: columns + " ORDER BY id DESC")
            }
        var saved: [SavedConversion] = []
        var unreadable: [UnreadableConversion] = []
        for row in rows {
            switch Self.rebuild(row) {
            case .success(let item): saved.append(item)
            case .failure(let problem): unreadable.append(problem)
            }
        }
        return (saved, unreadable)
    }

    /// Rebuilds one stored row, or says why it cannot be.
    private static func rebuild(_ row: Row) -> Result<SavedConversion, UnreadableConversion> {
        // STRICT and NOT NULL make these reads safe for files homebook wrote; a file edited
        // by other tools is still reported rather than trusted.
        guard let id = Int64.fromDatabaseValue(row[0]) else {
            return .failure(UnreadableConversion(id: 0, reason: "its id is not a number"))
        }
        guard let category = String.fromDatabaseValue(row[1]),
            let valueText = String.fromDatabaseValue(row[2]),
            let unit = String.fromDatabaseValue(row[3]),
            let savedAt = String.fromDatabaseValue(row[4])
        else {
            return .failure(UnreadableConversion(id: id, reason: "a column is missing or not text"))
        }
        let quantity: Quantity
        do {
            quantity = try Quantity.parse(value: valueText, unit: unit)
        } catch {
            return .failure(UnreadableConversion(id: id, reason: "\(error)"))
        }
        guard quantity.unit.category.rawValue == category else {
            return .failure(
                UnreadableConversion(
                    id: id,
                    reason: "\(quantity.unit.symbol) is not a unit of "
                        + DisplayText.singleLine(category)
                )
            )
        }
        return .success(SavedConversion(id: id, quantity: quantity, savedAt: savedAt))
    }
}
