/// The model as JSON: what `homebook weather --json` prints and what the store keeps.
///
/// Measurements are decimal strings with their unit in the key ("temperature_c": "8.4"), as
/// money is elsewhere, so no reader meets a binary fraction; see docs/manual.md#weather.
extension WeatherReport {
    /// The report as a JSON object.
    public var json: JSONValue {
        .object([
            ("provider", .string(provider.rawValue)),
            ("attribution", .string(provider.attribution)),
            (
                "place",
                .object([
                    ("name", .string(place.name)), ("region", .optional(place.region)),
                    ("country", .optional(place.country)),
                    ("latitude", .string(DecimalCoordinate.text(place.latitude))),
                    ("longitude", .string(DecimalCoordinate.text(place.longitude))),
                    ("time_zone", .string(place.timeZone)),
                    ("utc_offset_seconds", .integer(Int64(place.utcOffset))),
                ])
            ),
            ("current", current.map(Self.json) ?? .null),
            ("hourly", .array(hourly.map(Self.json))),
            ("daily", .array(daily.map(Self.json))),
            ("air", air.map(Self.json) ?? .null),
        ])
    }

    private static func tenths(_ value: Int?) -> JSONValue {
        value.map { .string(WeatherFormat.tenths($0)) } ?? .null
    }

    private static func integer(_ value: Int?) -> JSONValue {
        value.map { .integer(Int64($0)) } ?? .null
    }

    private static func json(_ now: WeatherNow) -> JSONValue {
        .object([
            ("time", .integer(now.time)), ("temperature_c", tenths(now.temperature)),
            ("feels_like_c", tenths(now.feelsLike)), ("humidity_percent", integer(now.humidity)),
            ("pressure_hpa", tenths(now.pressure)), ("wind_speed_ms", tenths(now.windSpeed)),
            ("wind_direction_degrees", integer(now.windDirection)),
            ("condition", .string(now.condition.rawValue)), ("is_day", .bool(now.isDay)),
        ])
    }

    private static func json(_ hour: WeatherHour) -> JSONValue {
        .object([
            ("time", .integer(hour.time)), ("temperature_c", tenths(hour.temperature)),
            ("precipitation_chance_percent", integer(hour.precipitationChance)),
            ("condition", .string(hour.condition.rawValue)), ("is_day", .bool(hour.isDay)),
        ])
    }

    private static func json(_ day: WeatherDay) -> JSONValue {
        .object([
            ("time", .integer(day.time)), ("minimum_c", tenths(day.minimum)),
            ("maximum_c", tenths(day.maximum)),
            ("precipitation_chance_percent", integer(day.precipitationChance)),
            ("condition", .string(day.condition.rawValue)),
            ("sunrise", day.sunrise.map { .integer($0) } ?? .null),
            ("sunset", day.sunset.map { .integer($0) } ?? .null),
        ])
    }

    private static func json(_ air: AirQuality) -> JSONValue {
        .object([
            ("time", .integer(air.time)), ("index", integer(air.index)),
            ("scale", .string(air.scale)),
            ("pm2_5_ugm3", tenths(air.pm2_5)), ("pm10_ugm3", tenths(air.pm10)),
            ("o3_ugm3", tenths(air.ozone)), ("no2_ugm3", tenths(air.nitrogenDioxide)),
            ("so2_ugm3", tenths(air.sulphurDioxide)), ("co_ugm3", tenths(air.carbonMonoxide)),
        ])
    }

    /// Reads a report back from ``json`` (a stored fetch).
    public init(stored document: JSONDocument) throws(WeatherError) {
        let json = WeatherJSON(source: "the stored weather")
        guard let provider = WeatherProvider(rawValue: json.string(document, "provider") ?? "")
        else {
            throw json.error("unknown provider")
        }
        let placeObject = try json.object(document, "place")
        func decimal(
            _ object: JSONDocument?,
            _ key: String,
            scale: Int = 1
        ) throws(WeatherError) -> Int? {
            guard let text = object?[key]?.string else { return nil }
            guard let value = WeatherJSON.fixed(text, scale: scale) else {
                throw json.error("\"\(key)\" is not a number")
            }
            return value
        }
        func required(
            _ object: JSONDocument?,
            _ key: String,
            scale: Int = 1
        ) throws(WeatherError) -> Int {
            guard let value = try decimal(object, key, scale: scale) else {
                throw json.error("\"\(key)\" is missing")
            }
            return value
        }
        func condition(_ object: JSONDocument?) -> WeatherCondition {
            WeatherCondition(rawValue: json.string(object, "condition") ?? "") ?? .unknown
        }
        let place = WeatherPlace(
            name: json.string(placeObject, "name") ?? "?",
            region: json.string(placeObject, "region"),
            country: json.string(placeObject, "country"),
            latitude: try required(placeObject, "latitude", scale: 6),
            longitude: try required(placeObject, "longitude", scale: 6),
            timeZone: json.string(placeObject, "time_zone") ?? "UTC",
            utcOffset: try json.optional(placeObject, "utc_offset_seconds", scale: 0) ?? 0
        )
        var current: WeatherNow?
        if let now = document["current"], case .object = now {
            current = WeatherNow(
                time: Int64(try json.number(now, "time", scale: 0)),
                temperature: try required(now, "temperature_c"),
                feelsLike: try decimal(now, "feels_like_c"),
                humidity: try json.optional(now, "humidity_percent", scale: 0),
                pressure: try decimal(now, "pressure_hpa"),
                windSpeed: try decimal(now, "wind_speed_ms"),
                windDirection: try json.optional(now, "wind_direction_degrees", scale: 0),
                condition: condition(now),
                isDay: json.flag(now["is_day"]) ?? true
            )
        }
        let hourly = try json.optionalArray(document, "hourly").map { hour throws(WeatherError) in
            WeatherHour(
                time: Int64(try json.number(hour, "time", scale: 0)),
                temperature: try required(hour, "temperature_c"),
                precipitationChance: try json.optional(
                    hour,
                    "precipitation_chance_percent",
                    scale: 0
                ),
                condition: condition(hour),
                isDay: json.flag(hour["is_day"]) ?? true
            )
        }
        let daily = try json.optionalArray(document, "daily").map { day throws(WeatherError) in
            WeatherDay(
                time: Int64(try json.number(day, "time", scale: 0)),
                minimum: try required(day, "minimum_c"),
                maximum: try required(day, "maximum_c"),
                precipitationChance: try json.optional(
                    day,
                    "precipitation_chance_percent",
                    scale: 0
                ),
                condition: condition(day),
                sunrise: try json.optional(day, "sunrise", scale: 0).map(Int64.init),
                sunset: try json.optional(day, "sunset", scale: 0).map(Int64.init)
            )
        }
        var air: AirQuality?
        if let object = document["air"], case .object = object {
            air = AirQuality(
                time: Int64(try json.number(object, "time", scale: 0)),
                index: try json.optional(object, "index", scale: 0),
                scale: json.string(object, "scale") ?? "",
                pm2_5: try decimal(object, "pm2_5_ugm3"),
                pm10: try decimal(object, "pm10_ugm3"),
                ozone: try decimal(object, "o3_ugm3"),
                nitrogenDioxide: try decimal(object, "no2_ugm3"),
                sulphurDioxide: try decimal(object, "so2_ugm3"),
                carbonMonoxide: try decimal(object, "co_ugm3")
            )
        }
        self.init(
            provider: provider,
            place: place,
            current: current,
            hourly: hourly,
            daily: daily,
            air: air
        )
    }
}
