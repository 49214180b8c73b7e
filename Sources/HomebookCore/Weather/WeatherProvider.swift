/// The services weather comes from; see docs/manual.md#weather.
public enum WeatherProvider: String, CaseIterable, Sendable {
    /// Open-Meteo: forecast, air quality and geocoding, no key.
    case openMeteo = "open-meteo"
    /// OpenWeather: One Call 3.0, Air Pollution and Geocoding, with the person's key.
    case openWeather = "openweather"

    /// The name shown with the data.
    public var displayName: String {
        switch self {
        case .openMeteo: return "Open-Meteo"
        case .openWeather: return "OpenWeather"
        }
    }

    /// The credit the provider's terms ask for, shown wherever its data is.
    public var attribution: String {
        switch self {
        case .openMeteo: return "Weather data by Open-Meteo.com (CC BY 4.0)"
        case .openWeather: return "Weather data by OpenWeather"
        }
    }
}
