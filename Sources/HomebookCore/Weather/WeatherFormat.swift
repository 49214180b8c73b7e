/// Writing weather values for people, in the units they chose; see docs/manual.md#weather.
public enum WeatherFormat {
    /// Tenths as a decimal: 84 → "8.4", -5 → "-0.5".
    public static func tenths(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// A decimal number's text times 10^scale, rounded half away from zero, or nil when it
    /// has an exponent or is out of range.
    public static func fixed(_ text: String, scale: Int) -> Int? {
        WeatherJSON.fixed(text, scale: scale)
    }

    /// A temperature in tenths of °C, shown in `units` rounded to whole degrees: "8°C", "47°F".
    public static func temperature(_ tenthsCelsius: Int, _ units: WeatherUnits) -> String {
        switch units {
        case .metric:
            return "\(WeatherArithmetic.scaled(tenthsCelsius, 1, 10))°C"
        case .imperial:
            return "\(WeatherArithmetic.scaled(tenthsCelsius * 9 + 1600, 1, 50))°F"
        }
    }

    /// A wind speed in tenths of m/s: "4.2 m/s" or "9 mph".
    public static func wind(_ tenthsMetresPerSecond: Int, _ units: WeatherUnits) -> String {
        switch units {
        case .metric: return "\(tenths(tenthsMetresPerSecond)) m/s"
        case .imperial:
            return "\(WeatherArithmetic.scaled(tenthsMetresPerSecond, 100_000, 447_040)) mph"
        }
    }
}

/// The units weather is shown in: the `units` setting.
public enum WeatherUnits: String, CaseIterable, Sendable {
    /// °C, m/s, hPa.
    case metric
    /// °F, mph, hPa.
    case imperial
}
