internal import SQLiteWrapper

/// A stored fetch: the report and when it was fetched.
public struct StoredWeather: Equatable, Sendable {
    /// The report.
    public let report: WeatherReport
    /// When it was fetched, seconds since 1970 (UTC).
    public let fetchedAt: Int
}

extension HomebookStore {
    /// The stored weather of this database (docs/manual.md#weather).
    public var weather: WeatherRepository {
        WeatherRepository(database: connection)
    }
}

/// Stored fetches and saved places.
public struct WeatherRepository {
    let database: StoreConnection

    /// The newest fetch stored under `key`, or of any place when `key` is nil.
    func latest(key: String?) throws -> StoredWeather? {
        let row =
            if let key {
                try database.fetchOne(
                    cached: "SELECT report, fetched_at FROM weather_fetches WHERE place_key = ?"
                        + " ORDER BY fetched_at DESC, id DESC LIMIT 1",
                    [.text(key)]
                )
            } else {
                try database.fetchOne(
                    cached:
                        "SELECT report, fetched_at FROM weather_fetches ORDER BY fetched_at DESC, id DESC LIMIT 1"
                )
            }
        guard let row else { return nil }
        let text: String = try row.get(0)
        let document: JSONDocument
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw WeatherError.malformed(source: "the stored weather", detail: "\(error)")
        }
        return StoredWeather(
            report: try WeatherReport(stored: document),
            fetchedAt: Int(try row.get(1) as Int64)
        )
    }

    /// Stores a fetch under `key`, replacing that place's older ones, in one transaction.
    func store(_ report: WeatherReport, key: String, at time: Int) throws {
        try database.write { db in
            try db.cachedStatement("DELETE FROM weather_fetches WHERE place_key = ?").execute([
                .text(key)
            ])
            try db.cachedStatement(
                "INSERT INTO weather_fetches (place_key, provider, fetched_at, report) VALUES (?, ?, ?, ?)"
            ).execute([
                .text(key), .text(report.provider.rawValue), .integer(Int64(time)),
                .text(report.json.rendered),
            ])
        }
    }

    /// How many fetches are stored (all places).
    public func fetchCount() throws -> Int {
        let row = try database.fetchOne("SELECT count(*) FROM weather_fetches")
        return Int(try row?.get(0) as Int64? ?? 0)
    }
}
