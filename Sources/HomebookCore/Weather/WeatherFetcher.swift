internal import HTTPClient

/// Asks a provider for a place's weather over the network and reads the answers.
///
/// Every failure is one ``WeatherError`` line; nothing here touches the store.
struct WeatherFetcher {
    let provider: WeatherProvider
    let endpoints: WeatherEndpoints
    let key: WeatherKey?
    let timeoutSeconds: Int
    /// Asked while a request runs; true stops it (the app's Esc).
    var isCancelled: (@Sendable () -> Bool)? = nil
    let session = HTTPSession(userAgent: "homebook/\(HomebookVersion.current)")

    /// The places matching `name`, most relevant first.
    func search(_ name: String, country: String?) throws(WeatherError) -> [WeatherPlace] {
        switch provider {
        case .openMeteo:
            let document = try get(endpoints.openMeteoSearch(name, country: country))
            return try OpenMeteoDecoder.places(document, source: "Open-Meteo's answer")
        case .openWeather:
            let document = try get(
                endpoints.openWeatherSearch(name, country: country, key: try keyText())
            )
            return try OpenWeatherDecoder.places(document, source: "OpenWeather's answer")
        }
    }

    /// The report for `place` (its coordinates), with air quality.
    func report(for place: WeatherPlace, name: String?) throws(WeatherError) -> WeatherReport {
        var report: WeatherReport
        switch provider {
        case .openMeteo:
            let forecast = try get(
                endpoints.openMeteoForecast(latitude: place.latitude, longitude: place.longitude)
            )
            let air = try get(
                endpoints.openMeteoAirQuality(latitude: place.latitude, longitude: place.longitude)
            )
            report = try OpenMeteoDecoder.report(
                forecast: forecast,
                air: air,
                name: name,
                source: "Open-Meteo's answer"
            )
        case .openWeather:
            let key = try keyText()
            let oneCall = try get(
                endpoints.openWeatherOneCall(
                    latitude: place.latitude,
                    longitude: place.longitude,
                    key: key
                )
            )
            let air = try get(
                endpoints.openWeatherAir(
                    latitude: place.latitude,
                    longitude: place.longitude,
                    key: key
                )
            )
            report = try OpenWeatherDecoder.report(
                oneCall: oneCall,
                air: air,
                name: name,
                units: .standard,
                source: "OpenWeather's answer"
            )
        }
        // The geocoder knows the region and country; the forecast knows the zone.
        report.place.region = place.region
        report.place.country = place.country
        return report
    }

    private func keyText() throws(WeatherError) -> String {
        guard let key else { throw .missingKey }
        return key.value
    }

    /// GETs `url` and parses the JSON, turning each kind of failure into its message.
    private func get(_ url: String) throws(WeatherError) -> JSONDocument {
        let response: HTTPResponse
        do {
            response = try session.send(
                HTTPRequest(url: url, timeoutSeconds: timeoutSeconds, isCancelled: isCancelled)
            )
        } catch {
            throw .network(error.description)
        }
        switch response.status {
        case 200..<300:
            break
        case 401,
            403 where provider == .openWeather:
            throw .keyRefused(provider: provider, source: key?.source ?? "nowhere")
        case 404:
            throw .notFound(provider: provider)
        case 429:
            throw .rateLimited(provider: provider, retryAfter: response.header("Retry-After"))
        default:
            throw .serverError(provider: provider, status: response.status)
        }
        do {
            return try JSONParser.parse(response.body)
        } catch {
            throw .malformed(
                source: "\(provider.displayName)'s answer",
                detail: "incomplete or invalid JSON (\(error))"
            )
        }
    }
}

/// An OpenWeather API key and where it came from (named in messages; the key never is).
public struct WeatherKey: Sendable, CustomStringConvertible {
    /// The key.
    public let value: String
    /// Where it came from: "HOMEBOOK_OPENWEATHER_KEY" or the key file's path.
    public let source: String

    /// A key from `source`.
    public init(value: String, source: String) {
        self.value = value
        self.source = source
    }

    /// The key masked: its last four characters only.
    public var masked: String {
        // Long keys keep their last four characters so the person can tell two apart.
        String(repeating: "•", count: 8) + (value.count >= 16 ? String(value.suffix(4)) : "")
    }

    /// The masked key, so printing a key by mistake cannot leak it.
    public var description: String { masked }
}
