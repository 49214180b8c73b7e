/// Everything one fetch says about one place, in one model for both providers.
///
/// Measurements are integers in fixed metric units (tenths of °C, m/s, hPa, mm, µg/m³), so
/// stored and shown values never drift through floating point; see docs/manual.md#weather.
public struct WeatherReport: Equatable, Sendable {
    /// Who made the data (shown with it: Open-Meteo asks for attribution).
    public var provider: WeatherProvider
    /// Where the data is for.
    public var place: WeatherPlace
    /// The conditions now, if the answer had them.
    public var current: WeatherNow?
    /// Up to 48 hours from the current hour.
    public var hourly: [WeatherHour]
    /// Up to 8 days from today.
    public var daily: [WeatherDay]
    /// Air quality now, if it was fetched.
    public var air: AirQuality?

    /// A report with the given parts.
    public init(
        provider: WeatherProvider,
        place: WeatherPlace,
        current: WeatherNow?,
        hourly: [WeatherHour],
        daily: [WeatherDay],
        air: AirQuality?
    ) {
        self.provider = provider
        self.place = place
        self.current = current
        self.hourly = Array(hourly.prefix(48))
        self.daily = Array(daily.prefix(8))
        self.air = air
    }
}

/// A place with its coordinates and time zone.
public struct WeatherPlace: Equatable, Sendable {
    /// The place's name as the provider spells it (or as the person typed it).
    public var name: String
    /// The region (state, county), when known.
    public var region: String?
    /// The two-letter country code, when known.
    public var country: String?
    /// Latitude in millionths of a degree.
    public var latitude: Int
    /// Longitude in millionths of a degree.
    public var longitude: Int
    /// The IANA zone name (`Europe/London`), or `UTC` when the answer had none.
    public var timeZone: String
    /// The zone's offset from UTC in seconds at the time of the fetch.
    public var utcOffset: Int

    /// A place.
    public init(
        name: String,
        region: String? = nil,
        country: String? = nil,
        latitude: Int,
        longitude: Int,
        timeZone: String = "UTC",
        utcOffset: Int = 0
    ) {
        self.name = name
        self.region = region
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.utcOffset = utcOffset
    }

    /// "Paris, Île-de-France, FR": the name with what is known of region and country.
    public var label: String {
        ([name] + [region, country].compactMap { $0 }.filter { !$0.isEmpty }).joined(
            separator: ", "
        )
    }
}

/// The weather at one moment.
public struct WeatherNow: Equatable, Sendable {
    /// Seconds since 1970 (UTC).
    public var time: Int64
    /// Temperature, tenths of °C.
    public var temperature: Int
    /// Apparent temperature, tenths of °C.
    public var feelsLike: Int?
    /// Relative humidity, percent.
    public var humidity: Int?
    /// Sea-level pressure, tenths of hPa.
    public var pressure: Int?
    /// Wind speed, tenths of m/s.
    public var windSpeed: Int?
    /// Where the wind comes from, degrees.
    public var windDirection: Int?
    /// The condition, from the provider's code.
    public var condition: WeatherCondition
    /// Whether the sun is up.
    public var isDay: Bool

    /// The weather at `time`.
    public init(
        time: Int64,
        temperature: Int,
        feelsLike: Int? = nil,
        humidity: Int? = nil,
        pressure: Int? = nil,
        windSpeed: Int? = nil,
        windDirection: Int? = nil,
        condition: WeatherCondition,
        isDay: Bool
    ) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.humidity = humidity
        self.pressure = pressure
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.condition = condition
        self.isDay = isDay
    }
}

/// One hour of the forecast.
public struct WeatherHour: Equatable, Sendable {
    /// The hour's start, seconds since 1970 (UTC).
    public var time: Int64
    /// Temperature, tenths of °C.
    public var temperature: Int
    /// Chance of precipitation, percent.
    public var precipitationChance: Int?
    /// The condition.
    public var condition: WeatherCondition
    /// Whether the sun is up.
    public var isDay: Bool

    /// An hour.
    public init(
        time: Int64,
        temperature: Int,
        precipitationChance: Int?,
        condition: WeatherCondition,
        isDay: Bool
    ) {
        self.time = time
        self.temperature = temperature
        self.precipitationChance = precipitationChance
        self.condition = condition
        self.isDay = isDay
    }
}

/// One day of the forecast.
public struct WeatherDay: Equatable, Sendable {
    /// A moment of the day (its start or midday), seconds since 1970 (UTC).
    public var time: Int64
    /// Lowest temperature, tenths of °C.
    public var minimum: Int
    /// Highest temperature, tenths of °C.
    public var maximum: Int
    /// Chance of precipitation, percent.
    public var precipitationChance: Int?
    /// The day's main condition.
    public var condition: WeatherCondition
    /// Sunrise, seconds since 1970, when known.
    public var sunrise: Int64?
    /// Sunset, seconds since 1970, when known.
    public var sunset: Int64?

    /// A day.
    public init(
        time: Int64,
        minimum: Int,
        maximum: Int,
        precipitationChance: Int?,
        condition: WeatherCondition,
        sunrise: Int64? = nil,
        sunset: Int64? = nil
    ) {
        self.time = time
        self.minimum = minimum
        self.maximum = maximum
        self.precipitationChance = precipitationChance
        self.condition = condition
        self.sunrise = sunrise
        self.sunset = sunset
    }
}

/// Air quality: the provider's own index and the pollutants in tenths of µg/m³.
public struct AirQuality: Equatable, Sendable {
    /// Seconds since 1970 (UTC).
    public var time: Int64
    /// The index on the provider's scale (see ``scale``).
    public var index: Int?
    /// The index's scale: "European AQI" (Open-Meteo) or "OpenWeather AQI 1–5".
    public var scale: String
    /// Fine particles, tenths of µg/m³.
    public var pm2_5: Int?
    /// Coarse particles, tenths of µg/m³.
    public var pm10: Int?
    /// Ozone, tenths of µg/m³.
    public var ozone: Int?
    /// Nitrogen dioxide, tenths of µg/m³.
    public var nitrogenDioxide: Int?
    /// Sulphur dioxide, tenths of µg/m³.
    public var sulphurDioxide: Int?
    /// Carbon monoxide, tenths of µg/m³.
    public var carbonMonoxide: Int?

    /// Air quality at `time`.
    public init(
        time: Int64,
        index: Int?,
        scale: String,
        pm2_5: Int?,
        pm10: Int?,
        ozone: Int?,
        nitrogenDioxide: Int?,
        sulphurDioxide: Int?,
        carbonMonoxide: Int?
    ) {
        self.time = time
        self.index = index
        self.scale = scale
        self.pm2_5 = pm2_5
        self.pm10 = pm10
        self.ozone = ozone
        self.nitrogenDioxide = nitrogenDioxide
        self.sulphurDioxide = sulphurDioxide
        self.carbonMonoxide = carbonMonoxide
    }
}

extension AirQuality {
    /// The index in words on its provider's scale: the European AQI's bands (0–20 good, to
    /// over 100 extremely poor) or OpenWeather's 1–5 (docs/manual.md#weather).
    public var band: String? {
        guard let index else { return nil }
        if scale.hasPrefix("OpenWeather") {
            let names = ["good", "fair", "moderate", "poor", "very poor"]
            return (1...5).contains(index) ? names[index - 1] : nil
        }
        switch index {
        case ..<0: return nil
        case ...20: return "good"
        case ...40: return "fair"
        case ...60: return "moderate"
        case ...80: return "poor"
        case ...100: return "very poor"
        default: return "extremely poor"
        }
    }
}
