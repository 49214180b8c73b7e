internal import SQLiteWrapper

/// The settings stored in the database, read and written in one place.
public struct Settings {
    /// The store's connection; its errors leave the core translated.
    let database: StoreConnection

    /// The stored value of `key`, or its default.
    public func value(of key: SettingKey) throws -> String {
        let row = try database.access {
            try $0.cachedStatement("SELECT value FROM settings WHERE key = ?")
                .fetchOne([.text(key.rawValue)])
        }
        return try row?.get(0) ?? key.defaultValue
    }

    /// Every setting with its current value, in a stable order.
    public func all() throws -> [(key: SettingKey, value: String)] {
        try SettingKey.allCases.map { ($0, try value(of: $0)) }
    }

    /// Validates and stores a value.
    ///
    /// - Returns: the value as stored (trimmed).
    /// - Throws: ``SettingsError`` for an invalid value; nothing is written then.
    @discardableResult
    public func set(_ key: SettingKey, to text: String) throws -> String {
        let value = try key.validate(text)
        try database.write { db in
            try db.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?)"
                    + " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [.text(key.rawValue), .text(value)]
            )
        }
        return value
    }

    /// The converter's number of decimals: 2, 3 or 4.
    public func precision() throws -> Int {
        // The table's CHECK keeps the value to 2...4; the fallback covers a hand-edited file.
        Int(try value(of: .precision)) ?? 2
    }

    /// The currency symbol, e.g. `$`.
    public func currency() throws -> String {
        try value(of: .currency)
    }

    /// The units weather is shown in (metric until set).
    public func weatherUnits() throws -> WeatherUnits {
        WeatherUnits(rawValue: try value(of: .units)) ?? .metric
    }
}

extension HomebookStore {
    /// The settings of this database.
    public var settings: Settings {
        Settings(database: connection)
    }
}
