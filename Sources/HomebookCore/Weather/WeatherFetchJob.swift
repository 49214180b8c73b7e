/// What ``WeatherService/prepare(_:store:environment:now:)`` found: data to show now, or a
/// fetch to run first.
public enum WeatherPreparation: Sendable {
    /// Nothing to fetch: stored data young enough, the last place shown, or the sample.
    case ready(WeatherResult)
    /// The network must be asked; the job says what and holds the stored data meanwhile.
    case fetch(WeatherFetchJob)
}

/// One fetch, in three steps so a screen can run the slow middle one on another thread:
/// the store is read before (``WeatherService/prepare(_:store:environment:now:)``) and
/// written after (``finish(_:store:now:)``), while ``run(isCancelled:)`` only talks to the
/// network and may run anywhere (docs/manual.md#weather).
public struct WeatherFetchJob: Sendable {
    /// What the job looks up: a name or coordinates, or a place already chosen among a
    /// name's matches.
    enum Target: Sendable {
        case location(WeatherLocation)
        case place(WeatherPlace)
    }

    let fetcher: WeatherFetcher
    let target: Target
    let storeKey: String
    /// The place's last stored fetch, shown while fetching and kept if the fetch fails.
    public let stored: StoredWeather?

    /// The stored data to show while the job runs, if any.
    public var meanwhile: WeatherResult? {
        stored.map {
            WeatherResult(
                report: $0.report,
                fetchedAt: $0.fetchedAt,
                origin: .stale,
                otherMatches: []
            )
        }
    }

    /// The provider asked.
    public var provider: WeatherProvider { fetcher.provider }

    /// The place as the person named it, for "Fetching London…".
    public var label: String {
        switch target {
        case .location(let location): return location.label
        case .place(let place): return place.label
        }
    }

    /// What the network said: the report and the name's other matches, or the failure.
    public typealias Outcome = Result<WeatherFetched, WeatherError>

    /// Asks the provider (geocoding first for a name); touches no store, so any thread may
    /// run it. `isCancelled` is asked while each request runs; true stops it.
    public func run(isCancelled: (@Sendable () -> Bool)? = nil) -> Outcome {
        var fetcher = self.fetcher
        fetcher.isCancelled = isCancelled
        do throws(WeatherError) {
            switch target {
            case .place(let place):
                return .success(
                    WeatherFetched(report: try fetcher.report(for: place, name: place.name))
                )
            case .location(.name(let name, let country)):
                let places = try fetcher.search(name, country: country)
                guard let first = places.first else { throw .unknownPlace(label) }
                return .success(
                    WeatherFetched(
                        report: try fetcher.report(for: first, name: first.name),
                        otherMatches: Array(places.dropFirst())
                    )
                )
            case .location(.coordinates(let latitude, let longitude)):
                let place = WeatherPlace(name: label, latitude: latitude, longitude: longitude)
                return .success(WeatherFetched(report: try fetcher.report(for: place, name: label)))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Stores a fetched report and returns it; after a failure of the network or the
    /// provider, returns the stored data labelled offline, or throws when there is none.
    /// Nothing is stored after a failure.
    public func finish(_ outcome: Outcome, store: HomebookStore, now: Int) throws -> WeatherResult {
        switch outcome {
        case .success(let fetched):
            try store.weather.store(fetched.report, key: storeKey, at: now)
            return WeatherResult(
                report: fetched.report,
                fetchedAt: now,
                origin: .fetched,
                otherMatches: fetched.otherMatches
            )
        case .failure(let error):
            switch error {
            case .network, .keyRefused, .notFound, .rateLimited, .serverError, .malformed:
                guard let stored else { throw error }
                return WeatherResult(
                    report: stored.report,
                    fetchedAt: stored.fetchedAt,
                    origin: .offline(error),
                    otherMatches: []
                )
            default:
                throw error
            }
        }
    }
}

/// A report just fetched, with the other places its name matched.
public struct WeatherFetched: Sendable {
    /// The report.
    public let report: WeatherReport
    /// Other places that matched the name (the first was used).
    public let otherMatches: [WeatherPlace]

    /// A fetched report.
    public init(report: WeatherReport, otherMatches: [WeatherPlace] = []) {
        self.report = report
        self.otherMatches = otherMatches
    }
}
