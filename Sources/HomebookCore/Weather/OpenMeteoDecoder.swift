/// Reads Open-Meteo's forecast, air-quality and geocoding answers into the weather model.
///
/// Times are asked as Unix seconds (`timeformat=unixtime`), and saved answers in Open-Meteo's
/// default ISO 8601 form are read too (``OpenMeteoTimes``); temperatures in °C or °F and wind
/// in m/s, km/h, mp/h or kn are read by the units the answer names.
public enum OpenMeteoDecoder {
    /// The report in a forecast answer (`/v1/forecast`), with `air` from `/v1/air-quality`.
    public static func report(
        forecast: JSONDocument,
        air: JSONDocument?,
        name: String?,
        source: String
    ) throws(WeatherError) -> WeatherReport {
        let json = WeatherJSON(source: source)
        guard case .object = forecast else { throw json.error("the answer is not a JSON object") }
        let latitude = try json.number(forecast, "latitude", scale: 6)
        let longitude = try json.number(forecast, "longitude", scale: 6)
        let place = WeatherPlace(
            name: name
                ?? "\(DecimalCoordinate.text(latitude)), \(DecimalCoordinate.text(longitude))",
            latitude: latitude,
            longitude: longitude,
            timeZone: json.string(forecast, "timezone") ?? "UTC",
            utcOffset: try json.optional(forecast, "utc_offset_seconds", scale: 0) ?? 0
        )
        let units = Units(forecast: forecast)
        let times = OpenMeteoTimes(forecast: forecast, offset: place.utcOffset, json: json)
        var current: WeatherNow?
        if let now = forecast["current"] {
            current = WeatherNow(
                time: try times.time(now, "time"),
                temperature: units.celsius(
                    try json.number(now, "temperature_2m", scale: 2),
                    "current"
                ),
                feelsLike: try json.optional(now, "apparent_temperature", scale: 2).map {
                    units.celsius($0, "current")
                },
                humidity: try json.optional(now, "relative_humidity_2m", scale: 0),
                pressure: try json.optional(now, "pressure_msl", scale: 1),
                windSpeed: try json.optional(now, "wind_speed_10m", scale: 2).map(
                    units.metresPerSecond
                ),
                windDirection: try json.optional(now, "wind_direction_10m", scale: 0),
                condition: WeatherCondition(wmo: try json.number(now, "weather_code", scale: 0)),
                isDay: json.flag(now["is_day"]) ?? true
            )
        }
        let hourly = try hours(
            forecast["hourly"],
            after: current?.time,
            units: units,
            times: times
        )
        let daily = try days(forecast["daily"], units: units, times: times)
        guard current != nil || !hourly.isEmpty || !daily.isEmpty else {
            throw json.error("it has no current, hourly or daily weather")
        }
        return WeatherReport(
            provider: .openMeteo,
            place: place,
            current: current,
            hourly: hourly,
            daily: daily,
            air: try air.map { document throws(WeatherError) in
                try airQuality(document, source: source, times: times)
            }
        )
    }

    /// The air quality now in an `/v1/air-quality` answer.
    public static func airQuality(
        _ document: JSONDocument,
        source: String
    ) throws(WeatherError)
        -> AirQuality
    {
        let json = WeatherJSON(source: source)
        let offset = try json.optional(document, "utc_offset_seconds", scale: 0) ?? 0
        return try airQuality(
            document,
            source: source,
            times: OpenMeteoTimes(forecast: document, offset: offset, json: json)
        )
    }

    private static func airQuality(
        _ document: JSONDocument,
        source: String,
        times: OpenMeteoTimes
    ) throws(WeatherError)
        -> AirQuality
    {
        let json = WeatherJSON(source: source)
        let now = try json.object(document, "current")
        // The air answer names its own zone; the forecast's reads it when it names none.
        let own = document["timezone"] != nil
        let times =
            own
            ? OpenMeteoTimes(
                forecast: document,
                offset: try json.optional(document, "utc_offset_seconds", scale: 0) ?? 0,
                json: json
            ) : times
        return AirQuality(
            time: try times.time(now, "time"),
            index: try json.optional(now, "european_aqi", scale: 0),
            scale: "European AQI",
            pm2_5: try json.optional(now, "pm2_5"),
            pm10: try json.optional(now, "pm10"),
            ozone: try json.optional(now, "ozone"),
            nitrogenDioxide: try json.optional(now, "nitrogen_dioxide"),
            sulphurDioxide: try json.optional(now, "sulphur_dioxide"),
            carbonMonoxide: try json.optional(now, "carbon_monoxide")
        )
    }

    /// The places in a `/v1/search` answer, most relevant first (none: an empty list).
    public static func places(
        _ document: JSONDocument,
        source: String
    ) throws(WeatherError)
        -> [WeatherPlace]
    {
        let json = WeatherJSON(source: source)
        guard case .object = document else { throw json.error("the answer is not a JSON object") }
        // Open-Meteo leaves "results" out when nothing matches.
        guard document["results"] != nil else { return [] }
        return try json.array(document, "results").map { result throws(WeatherError) in
            guard let name = json.string(result, "name") else {
                throw json.error("a result has no name")
            }
            return WeatherPlace(
                name: name,
                region: json.string(result, "admin1"),
                country: json.string(result, "country_code"),
                latitude: try json.number(result, "latitude", scale: 6),
                longitude: try json.number(result, "longitude", scale: 6),
                timeZone: json.string(result, "timezone") ?? "UTC"
            )
        }
    }

    private static func hours(
        _ hourly: JSONDocument?,
        after now: Int64?,
        units: Units,
        times clock: OpenMeteoTimes
    )
        throws(WeatherError) -> [WeatherHour]
    {
        let json = clock.json
        guard let hourly else { return [] }
        let times = try json.array(hourly, "time")
        let temperatures = try json.array(hourly, "temperature_2m")
        let codes = try json.array(hourly, "weather_code")
        let chances = hourly["precipitation_probability"]?.list ?? []
        let days = hourly["is_day"]?.list ?? []
        guard temperatures.count == times.count, codes.count == times.count else {
            throw json.error("the hourly lists differ in length")
        }
        var result: [WeatherHour] = []
        for index in times.indices {
            let time = try clock.time(.object([("t", times[index])]), "t")
            // The hour that contains "now" and the ones after it.
            if let now, time + 3600 <= now { continue }
            let row = JSONDocument.object([
                ("t", temperatures[index]), ("c", codes[index]),
                ("p", index < chances.count ? chances[index] : .null),
            ])
            result.append(
                WeatherHour(
                    time: time,
                    temperature: units.celsius(try json.number(row, "t", scale: 2), "hourly"),
                    precipitationChance: try json.optional(row, "p", scale: 0),
                    condition: WeatherCondition(wmo: try json.number(row, "c", scale: 0)),
                    isDay: index < days.count ? json.flag(days[index]) ?? true : true
                )
            )
            if result.count == 48 { break }
        }
        return result
    }

    private static func days(
        _ daily: JSONDocument?,
        units: Units,
        times clock: OpenMeteoTimes
    ) throws(WeatherError)
        -> [WeatherDay]
    {
        let json = clock.json
        guard let daily else { return [] }
        let times = try json.array(daily, "time")
        let highs = try json.array(daily, "temperature_2m_max")
        let lows = try json.array(daily, "temperature_2m_min")
        let codes = try json.array(daily, "weather_code")
        let chances = daily["precipitation_probability_max"]?.list ?? []
        let rises = daily["sunrise"]?.list ?? []
        let sets = daily["sunset"]?.list ?? []
        guard highs.count == times.count, lows.count == times.count, codes.count == times.count
        else {
            throw json.error("the daily lists differ in length")
        }
        return try times.indices.prefix(8).map { index throws(WeatherError) in
            let row = JSONDocument.object([
                ("t", times[index]), ("h", highs[index]), ("l", lows[index]), ("c", codes[index]),
                ("p", index < chances.count ? chances[index] : .null),
                ("r", index < rises.count ? rises[index] : .null),
                ("s", index < sets.count ? sets[index] : .null),
            ])
            return WeatherDay(
                time: try clock.time(row, "t"),
                minimum: units.celsius(try json.number(row, "l", scale: 2), "daily"),
                maximum: units.celsius(try json.number(row, "h", scale: 2), "daily"),
                precipitationChance: try json.optional(row, "p", scale: 0),
                condition: WeatherCondition(wmo: try json.number(row, "c", scale: 0)),
                sunrise: try clock.optionalTime(row, "r"),
                sunset: try clock.optionalTime(row, "s")
            )
        }
    }

    /// The units an answer names (`current_units`, `hourly_units`, `daily_units`).
    private struct Units {
        let fahrenheit: Set<String>
        let wind: String

        init(forecast: JSONDocument) {
            var fahrenheit: Set<String> = []
            for (section, key) in [
                ("current", "temperature_2m"), ("hourly", "temperature_2m"),
                ("daily", "temperature_2m_max"),
            ] where forecast[section + "_units"]?[key]?.string == "°F" {
                fahrenheit.insert(section)
            }
            self.fahrenheit = fahrenheit
            wind = forecast["current_units"]?["wind_speed_10m"]?.string ?? "m/s"
        }

        /// Hundredths in the answer's unit → tenths of °C.
        func celsius(_ hundredths: Int, _ section: String) -> Int {
            fahrenheit.contains(section)
                ? WeatherArithmetic.scaled(hundredths - 3200, 5, 90)
                : WeatherArithmetic.scaled(hundredths, 1, 10)
        }

        /// Hundredths in the answer's wind unit → tenths of m/s.
        func metresPerSecond(_ hundredths: Int) -> Int {
            switch wind {
            case "km/h": return WeatherArithmetic.scaled(hundredths, 1, 36)
            case "mp/h", "mph": return WeatherArithmetic.scaled(hundredths, 44704, 1_000_000)
            case "kn": return WeatherArithmetic.scaled(hundredths, 5144, 100_000)
            default: return WeatherArithmetic.scaled(hundredths, 1, 10)
            }
        }
    }
}

/// Coordinates in millionths of a degree, written as decimals.
public enum DecimalCoordinate {
    /// `51500000` → "51.5".
    public static func text(_ millionths: Int) -> String {
        let sign = millionths < 0 ? "-" : ""
        let magnitude = millionths.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
