/// What to show: offline first, fetching only when the stored data is old or asked to.
public struct WeatherQuery: Sendable {
    /// The place; nil means the default saved place, else the last place shown, else the sample.
    public var location: WeatherLocation?
    /// A place picked among an earlier search's matches; it replaces ``location``.
    public var match: WeatherPlace?
    /// The provider; nil means the `weather-provider` setting, else OpenWeather when a key
    /// is set, else Open-Meteo.
    public var provider: WeatherProvider?
    /// Fetch even when the stored data is younger than ``WeatherService/freshSeconds``.
    public var refresh: Bool
    /// The limit on each request, in seconds.
    public var timeoutSeconds: Int

    /// A query.
    public init(
        location: WeatherLocation?,
        provider: WeatherProvider?,
        refresh: Bool,
        timeoutSeconds: Int,
        match: WeatherPlace? = nil
    ) {
        self.location = location
        self.match = match
        self.provider = provider
        self.refresh = refresh
        self.timeoutSeconds = timeoutSeconds
    }
}

/// The weather to show and where it came from.
public struct WeatherResult: Sendable {
    /// Where the report came from.
    public enum Origin: Equatable, Sendable {
        /// Fetched just now.
        case fetched
        /// Stored, and young enough not to fetch again.
        case recent
        /// Stored and older than ten minutes: shown while a fetch runs.
        case stale
        /// Stored, shown because fetching failed with this error.
        case offline(WeatherError)
        /// The last place shown (no place was asked and no default is set).
        case lastShown
        /// The bundled London sample: nothing was ever fetched.
        case sample
    }

    /// The report.
    public let report: WeatherReport
    /// When it was fetched (seconds since 1970), nil for the sample.
    public let fetchedAt: Int?
    /// Where it came from.
    public let origin: Origin
    /// Other places that matched the name, for "also: …" (the first match was used).
    public let otherMatches: [WeatherPlace]
}

/// Shows weather offline first (docs/manual.md#weather).
public enum WeatherService {
    /// Data younger than this is not fetched again (the providers ask this): ten minutes.
    public static let freshSeconds = 600

    /// The weather for `query`, fetching on this thread when it must; throws only when
    /// there is nothing to show.
    public static func show(
        _ query: WeatherQuery,
        store: HomebookStore,
        environment: (String) -> String?,
        now: Int
    ) throws -> WeatherResult {
        switch try prepare(query, store: store, environment: environment, now: now) {
        case .ready(let result):
            return result
        case .fetch(let job):
            return try job.finish(job.run(), store: store, now: now)
        }
    }

    /// The provider used: `--provider` (or the app's choice), else the `weather-provider`
    /// setting, else OpenWeather when a key is set, else Open-Meteo (docs/manual.md#weather).
    public static func provider(
        chosen: WeatherProvider?,
        store: HomebookStore,
        environment: (String) -> String?
    ) throws -> WeatherProvider {
        if let chosen { return chosen }
        if let setting = try store.settings.weatherProvider() { return setting }
        return WeatherKeyFile.find(environment: environment) == nil ? .openMeteo : .openWeather
    }

    /// Reads what the store holds for `query` and says whether a fetch is needed: stored data
    /// younger than ``freshSeconds`` (unless `refresh`), the last place shown or the sample
    /// are ready at once; otherwise the job to run.
    public static func prepare(
        _ query: WeatherQuery,
        store: HomebookStore,
        environment: (String) -> String?,
        now: Int
    ) throws -> WeatherPreparation {
        let provider = try Self.provider(
            chosen: query.provider,
            store: store,
            environment: environment
        )
        let repository = store.weather
        let target: WeatherFetchJob.Target
        let placeKey: String
        if let match = query.match {
            target = .place(match)
            placeKey =
                WeatherLocation.coordinates(latitude: match.latitude, longitude: match.longitude)
                .storeKey
        } else if let location = try query.location ?? repository.defaultPlace()?.location {
            target = .location(location)
            placeKey = location.storeKey
        } else {
            if let stored = try repository.latest(key: nil) {
                return .ready(
                    WeatherResult(
                        report: stored.report,
                        fetchedAt: stored.fetchedAt,
                        origin: .lastShown,
                        otherMatches: []
                    )
                )
            }
            return .ready(
                WeatherResult(
                    report: try sample(),
                    fetchedAt: nil,
                    origin: .sample,
                    otherMatches: []
                )
            )
        }
        let storeKey = provider.rawValue + "|" + placeKey
        let stored = try repository.latest(key: storeKey)
        if let stored, !query.refresh, now - stored.fetchedAt < freshSeconds,
            now >= stored.fetchedAt
        {
            return .ready(
                WeatherResult(
                    report: stored.report,
                    fetchedAt: stored.fetchedAt,
                    origin: .recent,
                    otherMatches: []
                )
            )
        }
        let fetcher = WeatherFetcher(
            provider: provider,
            endpoints: WeatherEndpoints(environment: environment),
            key: WeatherKeyFile.find(environment: environment),
            timeoutSeconds: query.timeoutSeconds
        )
        return .fetch(
            WeatherFetchJob(fetcher: fetcher, target: target, storeKey: storeKey, stored: stored)
        )
    }

    /// The bundled London sample.
    static func sample() throws(WeatherError) -> WeatherReport {
        do {
            let forecast = try JSONParser.parse(WeatherSample.forecast)
            let air = try JSONParser.parse(WeatherSample.air)
            var report = try OpenMeteoDecoder.report(
                forecast: forecast,
                air: air,
                name: "London",
                source: "the sample"
            )
            report.place.region = "England"
            report.place.country = "GB"
            return report
        } catch let error as WeatherError {
            throw error
        } catch {
            throw .malformed(source: "the sample", detail: "\(error)")
        }
    }

    /// The report in saved answer files (`--file`, `--air`), of either provider; nothing is
    /// stored or fetched.
    public static func read(
        path: String,
        airPath: String?,
        units: OpenWeatherDecoder.Units
    ) throws
        -> WeatherReport
    {
        let bytes = try FileBytes.read(path)
        let airBytes = try airPath.map { path throws(FileError) in try FileBytes.read(path) }
        return try read(file: bytes, fileName: path, air: airBytes, airName: airPath, units: units)
    }

    /// The report in saved answers' bytes, of either provider.
    public static func read(
        file: [UInt8],
        fileName: String,
        air: [UInt8]?,
        airName: String?,
        units: OpenWeatherDecoder.Units
    ) throws(WeatherError) -> WeatherReport {
        func parse(_ bytes: [UInt8], _ name: String) throws(WeatherError) -> JSONDocument {
            do {
                return try JSONParser.parse(bytes)
            } catch {
                throw .malformed(source: name, detail: "invalid JSON (\(error))")
            }
        }
        let document = try parse(file, fileName)
        let airDocument = try air.map { bytes throws(WeatherError) in
            try parse(bytes, airName ?? "the air file")
        }
        // One Call answers have "lat"/"lon"; Open-Meteo's have "latitude"/"longitude".
        if document["lat"] != nil {
            return try OpenWeatherDecoder.report(
                oneCall: document,
                air: airDocument,
                name: nil,
                units: units,
                source: fileName
            )
        }
        return try OpenMeteoDecoder.report(
            forecast: document,
            air: airDocument,
            name: nil,
            source: fileName
        )
    }
}
