internal import SQLiteWrapper

/// A saved place: the person's name for it and what to look up.
public struct SavedWeatherPlace: Equatable, Sendable {
    /// The saved name.
    public let name: String
    /// The name looked up.
    public let query: String
    /// The country code, if given.
    public let country: String?
    /// Whether `homebook weather` alone shows it.
    public let isDefault: Bool

    /// The location to fetch.
    public var location: WeatherLocation { .name(query, country: country) }
}

extension WeatherRepository {
    /// Saves `location` under its own name, optionally as the default (one transaction).
    public func addPlace(_ location: WeatherLocation, isDefault: Bool) throws -> SavedWeatherPlace {
        guard case .name(let name, let country) = location else {
            throw WeatherError.notAPlaceName(location.label, reason: "saved places are names")
        }
        try database.write { db in
            // One undo step, named in words (docs/manual.md#undo).
            UndoRecorder.describe(
                "save weather place \"\(DisplayText.singleLine(name))\""
                    + (isDefault ? " as the default" : ""),
                in: db
            )
            if isDefault {
                try db.cachedStatement(
                    "UPDATE weather_places SET is_default = 0 WHERE is_default = 1"
                ).execute()
            }
            try db.cachedStatement(
                "INSERT INTO weather_places (name, query, country, is_default) VALUES (?1, ?1, ?2, ?3)"
                    + " ON CONFLICT (name) DO UPDATE SET query = ?1, country = ?2,"
                    + " is_default = max(is_default, ?3)"
            ).execute([
                .text(name), country.map { .text($0) } ?? .null, .integer(isDefault ? 1 : 0),
            ])
        }
        return SavedWeatherPlace(name: name, query: name, country: country, isDefault: isDefault)
    }

    /// The saved places, the default first, then by name.
    public func places() throws -> [SavedWeatherPlace] {
        try database.fetchAll(
            cached: "SELECT name, query, country, is_default FROM weather_places"
                + " ORDER BY is_default DESC, name COLLATE NOCASE"
        ).map { row in
            SavedWeatherPlace(
                name: try row.get(0),
                query: try row.get(1),
                country: try row.get(2),
                isDefault: (try row.get(3) as Int64) == 1
            )
        }
    }

    /// The default place, if one is set.
    public func defaultPlace() throws -> SavedWeatherPlace? {
        try places().first { $0.isDefault }
    }

    /// Removes the saved place `name` (any case); throws when there is none.
    public func removePlace(_ name: String) throws {
        let trimmed = name.trimmingWhitespace()
        try database.write { db in
            try db.cachedStatement("DELETE FROM weather_places WHERE name = ?").execute([
                .text(trimmed)
            ])
            guard db.changes > 0 else { throw WeatherError.unknownSavedPlace(trimmed) }
            UndoRecorder.describe(
                "remove weather place \"\(DisplayText.singleLine(trimmed))\"",
                in: db
            )
        }
    }
}
