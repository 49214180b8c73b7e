/// Why weather could not be shown or fetched, phrased for the person; see docs/manual.md#weather.
public enum WeatherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text cannot be a place name; nothing was asked of any server.
    case notAPlaceName(String, reason: String)
    /// The provider knows no place by that name.
    case unknownPlace(String)
    /// The network failed (the HTTP layer's one-line message).
    case network(String)
    /// The provider refused the key (401).
    case keyRefused(provider: WeatherProvider, source: String)
    /// OpenWeather was chosen but no key is set.
    case missingKey
    /// The provider answered 404.
    case notFound(provider: WeatherProvider)
    /// The provider answered 429; `retryAfter` is its Retry-After header, if any.
    case rateLimited(provider: WeatherProvider, retryAfter: String?)
    /// The provider answered with another error status (5xx and the rest).
    case serverError(provider: WeatherProvider, status: Int)
    /// The answer or file was not the JSON expected (truncated, wrong shape).
    case malformed(source: String, detail: String)
    /// Nothing stored for the place and nothing could be fetched.
    case noData(place: String)
    /// A saved place was asked for that does not exist.
    case unknownSavedPlace(String)

    /// One line saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .notAPlaceName(let text, let reason):
            return "\"\(DisplayText.singleLine(text))\" is not a place name: \(reason)"
        case .unknownPlace(let name):
            return "no place called \"\(DisplayText.singleLine(name))\" was found"
                + " (check the spelling, or give --lat and --lon)"
        case .network(let message):
            return message
        case .keyRefused(let provider, let source):
            return "\(provider.displayName) refused the API key (401): check the key from \(source)"
        case .missingKey:
            return "OpenWeather needs an API key: set HOMEBOOK_OPENWEATHER_KEY or run"
                + " `homebook settings weather-key`"
        case .notFound(let provider):
            return "\(provider.displayName) answered 404 (not found): check the HOMEBOOK_*_URL"
                + " addresses, if set"
        case .rateLimited(let provider, let retryAfter):
            let when =
                retryAfter.flatMap { Int($0) }.map { "try again in \($0) s" } ?? "try again later"
            return "\(provider.displayName) is rate limiting requests (429): \(when)"
        case .serverError(let provider, let status):
            return "\(provider.displayName) answered \(status) (a server error): try again later"
        case .malformed(let source, let detail):
            return "\(DisplayText.singleLine(source)) is not the weather data expected: \(detail)"
        case .noData(let place):
            return
                "no weather stored for \(DisplayText.singleLine(place)), and none could be fetched"
        case .unknownSavedPlace(let name):
            return "no saved place called \"\(DisplayText.singleLine(name))\""
        }
    }
}
