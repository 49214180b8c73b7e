/// Reads OpenWeather's One Call 3.0, Air Pollution and Geocoding answers into the model.
public enum OpenWeatherDecoder {
    /// The units a One Call answer was requested in (`units=`); the API's default is standard.
    public enum Units: String, CaseIterable, Sendable {
        /// Kelvin and m/s.
        case standard
        /// °C and m/s.
        case metric
        /// °F and mph.
        case imperial

        /// Hundredths in these units → tenths of °C.
        func celsius(_ hundredths: Int) -> Int {
            switch self {
            case .standard: return WeatherArithmetic.scaled(hundredths - 27315, 1, 10)
            case .metric: return WeatherArithmetic.scaled(hundredths, 1, 10)
            case .imperial: return WeatherArithmetic.scaled(hundredths - 3200, 5, 90)
            }
        }

        /// Hundredths in these units → tenths of m/s.
        func metresPerSecond(_ hundredths: Int) -> Int {
            self == .imperial
                ? WeatherArithmetic.scaled(hundredths, 44704, 1_000_000)
                : WeatherArithmetic.scaled(hundredths, 1, 10)
        }
    }

    /// The report in a One Call answer (`/data/3.0/onecall`) and an Air Pollution answer.
    public static func report(
        oneCall: JSONDocument,
        air: JSONDocument?,
        name: String?,
        units: Units,
        source: String
    ) throws(WeatherError) -> WeatherReport {
        let json = WeatherJSON(source: source)
        guard case .object = oneCall else { throw json.error("the answer is not a JSON object") }
        let latitude = try json.number(oneCall, "lat", scale: 6)
        let longitude = try json.number(oneCall, "lon", scale: 6)
        let place = WeatherPlace(
            name: name
                ?? "\(DecimalCoordinate.text(latitude)), \(DecimalCoordinate.text(longitude))",
            latitude: latitude,
            longitude: longitude,
            timeZone: json.string(oneCall, "timezone") ?? "UTC",
            utcOffset: try json.optional(oneCall, "timezone_offset", scale: 0) ?? 0
        )
        var current: WeatherNow?
        if let now = oneCall["current"] {
            let (condition, isDay) = try conditionOf(now, json: json)
            current = WeatherNow(
                time: Int64(try json.number(now, "dt", scale: 0)),
                temperature: units.celsius(try json.number(now, "temp", scale: 2)),
                feelsLike: try json.optional(now, "feels_like", scale: 2).map(units.celsius),
                humidity: try json.optional(now, "humidity", scale: 0),
                pressure: try json.optional(now, "pressure", scale: 1),
                windSpeed: try json.optional(now, "wind_speed", scale: 2).map(
                    units.metresPerSecond
                ),
                windDirection: try json.optional(now, "wind_deg", scale: 0),
                condition: condition,
                isDay: isDay
            )
        }
        let hourly = try json.optionalArray(oneCall, "hourly")
            .prefix(48).map { hour throws(WeatherError) in
                let (condition, isDay) = try conditionOf(hour, json: json)
                return WeatherHour(
                    time: Int64(try json.number(hour, "dt", scale: 0)),
                    temperature: units.celsius(try json.number(hour, "temp", scale: 2)),
                    precipitationChance: try json.optional(hour, "pop", scale: 2),
                    condition: condition,
                    isDay: isDay
                )
            }
        let daily = try json.optionalArray(oneCall, "daily")
            .prefix(8).map { day throws(WeatherError) in
                let temperatures = try json.object(day, "temp")
                return WeatherDay(
                    time: Int64(try json.number(day, "dt", scale: 0)),
                    minimum: units.celsius(try json.number(temperatures, "min", scale: 2)),
                    maximum: units.celsius(try json.number(temperatures, "max", scale: 2)),
                    precipitationChance: try json.optional(day, "pop", scale: 2),
                    condition: try conditionOf(day, json: json).0,
                    sunrise: try json.optional(day, "sunrise", scale: 0).map(Int64.init),
                    sunset: try json.optional(day, "sunset", scale: 0).map(Int64.init)
                )
            }
        guard current != nil || !hourly.isEmpty || !daily.isEmpty else {
            throw json.error("it has no current, hourly or daily weather")
        }
        return WeatherReport(
            provider: .openWeather,
            place: place,
            current: current,
            hourly: hourly,
            daily: daily,
            air: try air.map { document throws(WeatherError) in
                try airQuality(document, source: source)
            }
        )
    }

    /// The first entry of an Air Pollution answer (`/data/2.5/air_pollution`).
    public static func airQuality(
        _ document: JSONDocument,
        source: String
    ) throws(WeatherError)
        -> AirQuality
    {
        let json = WeatherJSON(source: source)
        guard let first = try json.array(document, "list").first else {
            throw json.error("\"list\" is empty")
        }
        let components = try json.object(first, "components")
        return AirQuality(
            time: Int64(try json.number(first, "dt", scale: 0)),
            index: try json.optional(try json.object(first, "main"), "aqi", scale: 0),
            scale: "OpenWeather AQI 1–5",
            pm2_5: try json.optional(components, "pm2_5"),
            pm10: try json.optional(components, "pm10"),
            ozone: try json.optional(components, "o3"),
            nitrogenDioxide: try json.optional(components, "no2"),
            sulphurDioxide: try json.optional(components, "so2"),
            carbonMonoxide: try json.optional(components, "co")
        )
    }

    /// The places in a `/geo/1.0/direct` answer, most relevant first.
    public static func places(
        _ document: JSONDocument,
        source: String
    ) throws(WeatherError)
        -> [WeatherPlace]
    {
        let json = WeatherJSON(source: source)
        guard case .array(let results) = document else {
            throw json.error("the answer is not a list")
        }
        return try results.map { result throws(WeatherError) in
            guard let name = json.string(result, "name") else {
                throw json.error("a result has no name")
            }
            return WeatherPlace(
                name: name,
                region: json.string(result, "state"),
                country: json.string(result, "country"),
                latitude: try json.number(result, "lat", scale: 6),
                longitude: try json.number(result, "lon", scale: 6)
            )
        }
    }

    /// The condition of `weather[0]`, and whether its icon is a day one ("10d" or "10n").
    private static func conditionOf(
        _ entry: JSONDocument,
        json: WeatherJSON
    ) throws(WeatherError)
        -> (WeatherCondition, Bool)
    {
        guard let first = try json.array(entry, "weather").first else { return (.unknown, true) }
        let icon = json.string(first, "icon") ?? ""
        return (
            WeatherCondition(openWeather: try json.number(first, "id", scale: 0)),
            !icon.hasSuffix("n")
        )
    }
}
