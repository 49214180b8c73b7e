/// A condition both providers' codes map to (WMO codes for Open-Meteo, condition ids for
/// OpenWeather).
public enum WeatherCondition: String, CaseIterable, Sendable {
    /// Clear sky.
    case clear
    /// Mainly clear or a few clouds.
    case partlyCloudy = "partly-cloudy"
    /// Overcast or broken clouds.
    case cloudy
    /// Fog, mist, haze, dust, smoke.
    case fog
    /// Drizzle.
    case drizzle
    /// Rain.
    case rain
    /// Freezing rain or drizzle.
    case freezingRain = "freezing-rain"
    /// Snow or sleet.
    case snow
    /// Rain showers.
    case showers
    /// Thunderstorm.
    case thunderstorm
    /// A code neither table knows.
    case unknown

    /// Words for the condition.
    public var words: String {
        switch self {
        case .clear: return "clear"
        case .partlyCloudy: return "partly cloudy"
        case .cloudy: return "cloudy"
        case .fog: return "fog"
        case .drizzle: return "drizzle"
        case .rain: return "rain"
        case .freezingRain: return "freezing rain"
        case .snow: return "snow"
        case .showers: return "showers"
        case .thunderstorm: return "thunderstorm"
        case .unknown: return "unknown"
        }
    }

    /// The condition for a WMO weather interpretation code (Open-Meteo's `weather_code`).
    public init(wmo code: Int) {
        switch code {
        case 0: self = .clear
        case 1, 2: self = .partlyCloudy
        case 3: self = .cloudy
        case 45, 48: self = .fog
        case 51, 53, 55: self = .drizzle
        case 56, 57, 66, 67: self = .freezingRain
        case 61, 63, 65: self = .rain
        case 71, 73, 75, 77, 85, 86: self = .snow
        case 80, 81, 82: self = .showers
        case 95, 96, 99: self = .thunderstorm
        default: self = .unknown
        }
    }

    /// The condition for an OpenWeather condition id (`weather[0].id`).
    public init(openWeather id: Int) {
        switch id {
        case 200..<300: self = .thunderstorm
        case 300..<400: self = .drizzle
        case 511: self = .freezingRain
        case 520..<600: self = .showers
        case 500..<600: self = .rain
        case 600..<700: self = .snow
        case 700..<800: self = .fog
        case 800: self = .clear
        case 801, 802: self = .partlyCloudy
        case 803, 804: self = .cloudy
        default: self = .unknown
        }
    }
}

extension WeatherCondition {
    /// Two columns drawing the condition, by day or night where the sky shows: `☀ ` clear by
    /// day, `☾ ` by night, `☀☁`/`☾☁` partly cloudy, `☀☂`/`☾☂` showers (docs/manual.md#weather).
    ///
    /// Only symbols a terminal draws one column wide are used (no emoji, whose width
    /// terminals disagree on), so columns stay aligned everywhere.
    public func glyph(isDay: Bool) -> String {
        let sky = isDay ? "☀" : "☾"
        switch self {
        case .clear: return sky + " "
        case .partlyCloudy: return sky + "☁"
        case .cloudy: return "☁ "
        case .fog: return "≡ "
        case .drizzle: return "☂·"
        case .rain: return "☂ "
        case .freezingRain: return "☂❄"
        case .snow: return "❄ "
        case .showers: return sky + "☂"
        case .thunderstorm: return "☇ "
        case .unknown: return "? "
        }
    }
}
