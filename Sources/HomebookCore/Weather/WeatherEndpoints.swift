/// The providers' addresses: defaults, or the `HOMEBOOK_*_URL` variables (tests point them at
/// a loopback server); see docs/manual.md#weather.
public struct WeatherEndpoints: Sendable {
    /// Open-Meteo's forecast base (`HOMEBOOK_OPENMETEO_URL`).
    public var openMeteo: String
    /// Open-Meteo's geocoding base (`HOMEBOOK_OPENMETEO_GEOCODING_URL`).
    public var openMeteoGeocoding: String
    /// Open-Meteo's air-quality base (`HOMEBOOK_OPENMETEO_AIR_URL`).
    public var openMeteoAir: String
    /// OpenWeather's base (`HOMEBOOK_OPENWEATHER_URL`).
    public var openWeather: String

    /// The addresses from `environment`, each variable replacing its default when set.
    public init(environment: (String) -> String?) {
        func base(_ name: String, _ fallback: String) -> String {
            var value = environment(name).map { $0.trimmingWhitespace() } ?? ""
            if value.isEmpty { value = fallback }
            while value.hasSuffix("/") { value.removeLast() }
            return value
        }
        openMeteo = base("HOMEBOOK_OPENMETEO_URL", "https://api.open-meteo.com")
        openMeteoGeocoding = base(
            "HOMEBOOK_OPENMETEO_GEOCODING_URL",
            "https://geocoding-api.open-meteo.com"
        )
        openMeteoAir = base("HOMEBOOK_OPENMETEO_AIR_URL", "https://air-quality-api.open-meteo.com")
        openWeather = base("HOMEBOOK_OPENWEATHER_URL", "https://api.openweathermap.org")
    }

    func openMeteoSearch(_ name: String, country: String?) -> String {
        openMeteoGeocoding + "/v1/search?name=" + Self.encode(name)
            + "&count=10&language=en&format=json"
            + (country.map { "&countryCode=" + $0 } ?? "")
    }

    func openMeteoForecast(latitude: Int, longitude: Int) -> String {
        openMeteo + "/v1/forecast?" + Self.at(latitude, longitude, "latitude", "longitude")
            + "&current=temperature_2m,relative_humidity_2m,apparent_temperature,is_day,weather_code,"
            + "pressure_msl,wind_speed_10m,wind_direction_10m"
            + "&hourly=temperature_2m,precipitation_probability,weather_code,is_day"
            + "&daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,"
            + "sunrise,sunset&timezone=auto&timeformat=unixtime&wind_speed_unit=ms&forecast_days=8"
            + "&forecast_hours=48"
    }

    func openMeteoAirQuality(latitude: Int, longitude: Int) -> String {
        openMeteoAir + "/v1/air-quality?" + Self.at(latitude, longitude, "latitude", "longitude")
            + "&current=european_aqi,pm10,pm2_5,carbon_monoxide,nitrogen_dioxide,sulphur_dioxide,ozone"
            + "&timezone=auto&timeformat=unixtime"
    }

    func openWeatherSearch(_ name: String, country: String?, key: String) -> String {
        openWeather + "/geo/1.0/direct?q=" + Self.encode(name + (country.map { "," + $0 } ?? ""))
            + "&limit=5&appid=" + Self.encode(key)
    }

    func openWeatherOneCall(latitude: Int, longitude: Int, key: String) -> String {
        // No `units`: the API's default, standard (Kelvin, m/s), which the decoder reads.
        openWeather + "/data/3.0/onecall?" + Self.at(latitude, longitude, "lat", "lon")
            + "&exclude=minutely,alerts&appid=" + Self.encode(key)
    }

    func openWeatherAir(latitude: Int, longitude: Int, key: String) -> String {
        openWeather + "/data/2.5/air_pollution?" + Self.at(latitude, longitude, "lat", "lon")
            + "&appid=" + Self.encode(key)
    }

    private static func at(
        _ latitude: Int,
        _ longitude: Int,
        _ latName: String,
        _ lonName: String
    ) -> String {
        "\(latName)=\(DecimalCoordinate.text(latitude))&\(lonName)=\(DecimalCoordinate.text(longitude))"
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters (UTF-8 bytes).
    static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
