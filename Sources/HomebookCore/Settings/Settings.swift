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
        try set([(key, text)])[0]
    }

    /// Validates every value and stores them in one transaction (one undoable change), or
    /// none when one is invalid.
    ///
    /// - Returns: the values as stored, in the order given.
    @discardableResult
    public func set(_ values: [(key: SettingKey, text: String)]) throws -> [String] {
        var checked = try values.map { (key: $0.key, value: try $0.key.validate($0.text)) }
        try database.write { db in
            for index in checked.indices
            where checked[index].key == .defaultCalendar && !checked[index].value.isEmpty {
                // The calendar must exist; its name is stored as the planner spells it.
                guard
                    let name: String = try db.cachedStatement(
                        "SELECT name FROM planner_calendars WHERE name = ?"
                    ).fetchOne([.text(checked[index].value)])?.get(0)
                else { throw SettingsError.unknownCalendar(checked[index].value) }
                checked[index].value = name
            }
            for (key, value) in checked {
                // "auto" for the provider is the absence of a choice, so it is no row (the
                // table's CHECK admits only the providers' names).
                if key == .weatherProvider && value == SettingKey.automatic {
                    try db.cachedStatement("DELETE FROM settings WHERE key = ?").execute([
                        .text(key.rawValue)
                    ])
                    continue
                }
                try db.cachedStatement(
                    "INSERT INTO settings (key, value) VALUES (?, ?)"
                        + " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
                ).execute([.text(key.rawValue), .text(value)])
            }
        }
        return checked.map(\.value)
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

    /// Which cup, fl oz, pint, quart and gallon a recipe means (metric until set).
    public func kitchenMeasures() throws -> KitchenMeasures {
        KitchenMeasures(rawValue: try value(of: .kitchenMeasures)) ?? .metric
    }

    /// The units weather is shown in (metric until set).
    public func weatherUnits() throws -> WeatherUnits {
        WeatherUnits(rawValue: try value(of: .units)) ?? .metric
    }

    /// The provider the person chose, or nil for automatic (docs/manual.md#weather).
    public func weatherProvider() throws -> WeatherProvider? {
        WeatherProvider(rawValue: try value(of: .weatherProvider))
    }

    /// How typed amounts are read: the currency symbol and the decimal mark.
    public func amountStyle() throws -> AmountStyle {
        AmountStyle(currency: try currency(), decimalComma: try decimalComma())
    }

    /// Whether typed amounts and converter values take a decimal comma.
    public func decimalComma() throws -> Bool {
        try value(of: .decimalComma) == "on"
    }

    /// Whether due repeating items are posted when a front opens the file (on until set).
    public func postSchedules() throws -> Bool {
        try value(of: .postSchedules) != "off"
    }

    /// The first day of the week: 1 for Monday, 0 for Sunday (as ``CalendarDate/weekday``).
    public func weekStart() throws -> Int {
        try value(of: .weekStart) == "sunday" ? 0 : 1
    }
}

extension HomebookStore {
    /// The settings of this database.
    public var settings: Settings {
        Settings(database: connection)
    }
}
