import HomebookCore
import TerminalUI

/// The weather views for scripts and terminals: aligned, at most 80 columns, times in the
/// place's zone (named), units from the setting; see docs/manual.md#weather.
enum WeatherText {
    /// The views `homebook weather [PLACE] VIEW` offers.
    enum View: String, CaseIterable {
        case now, hourly, daily, air
    }

    /// The heading: place, provider, and how old the data is.
    static func heading(_ result: WeatherResult, now: Int) -> [String] {
        let report = result.report
        let place = report.place
        var lines = [title(place.label, report.provider.displayName)]
        let zone =
            "times in \(DisplayText.singleLine(place.timeZone)), \(WeatherClock.offsetText(place.utcOffset))"
        switch result.origin {
        case .sample:
            lines.append(
                "SAMPLE DATA bundled with homebook, not a forecast: run `homebook weather PLACE`"
            )
            lines.append(zone)
        case .offline:
            lines.append(asOf(result, now: now) + " — offline; " + zone)
        default:
            lines.append(asOf(result, now: now) + "; " + zone)
        }
        return lines
    }

    /// `PLACE — REST` in at most 80 columns: a long place name is cut with `…` first, so the
    /// provider stays in view; a line still too long is cut at its end.
    static func title(_ place: String, _ rest: String) -> String {
        let rest = " — " + DisplayText.singleLine(rest)
        let room = max(12, 80 - TextWidth.columns(of: rest))
        let name = TextWidth.truncated(DisplayText.singleLine(place), toColumns: room)
        return TextWidth.truncated(name + rest, toColumns: 80)
    }

    private static func asOf(_ result: WeatherResult, now: Int) -> String {
        guard let fetched = result.fetchedAt else { return "" }
        let offset = result.report.place.utcOffset
        return "as of \(WeatherClock.time(Int64(fetched), offset: offset)),"
            + " \(WeatherClock.age(of: fetched, now: now))"
    }

    /// The lines of one view.
    static func lines(_ view: View, _ report: WeatherReport, units: WeatherUnits) -> [String] {
        let offset = report.place.utcOffset
        func temperature(_ value: Int) -> String { WeatherFormat.temperature(value, units) }
        switch view {
        case .now:
            guard let now = report.current else { return ["No current conditions in this data."] }
            var rows = [
                (
                    "Now",
                    "\(temperature(now.temperature)), \(now.condition.words)"
                        + (now.feelsLike.map { " (feels like \(temperature($0)))" } ?? "")
                ),
                (
                    "Time",
                    "\(WeatherClock.day(now.time, offset: offset)) \(WeatherClock.time(now.time, offset: offset))"
                ),
            ]
            if let humidity = now.humidity { rows.append(("Humidity", "\(humidity)%")) }
            if let pressure = now.pressure {
                rows.append(("Pressure", "\(WeatherFormat.tenths(pressure)) hPa"))
            }
            if let speed = now.windSpeed {
                rows.append(
                    (
                        "Wind",
                        WeatherFormat.wind(speed, units)
                            + (now.windDirection.map { " from \($0)°" } ?? "")
                    )
                )
            }
            if let today = report.daily.first {
                rows.append(
                    ("Today", "\(temperature(today.minimum)) to \(temperature(today.maximum))")
                )
            }
            return rows.map { pad($0.0, 10) + $0.1 }
        case .hourly:
            guard !report.hourly.isEmpty else { return ["No hourly forecast in this data."] }
            return report.hourly.map { hour in
                pad(WeatherClock.day(hour.time, offset: offset), 11)
                    + pad(WeatherClock.time(hour.time, offset: offset), 7)
                    + padLeft(temperature(hour.temperature), 6)
                    + padLeft(hour.precipitationChance.map { "\($0)%" } ?? "–", 6) + "  "
                    + hour.condition.words
            }
        case .daily:
            guard !report.daily.isEmpty else { return ["No daily forecast in this data."] }
            return report.daily.map { day in
                let sun =
                    day.sunrise.map { "  ↑" + WeatherClock.time($0, offset: offset) }.map { rise in
                        rise
                            + (day.sunset.map { " ↓" + WeatherClock.time($0, offset: offset) } ?? "")
                    } ?? ""
                return pad(WeatherClock.day(day.time + 43200, offset: offset), 11)
                    + padLeft(temperature(day.minimum), 6) + " to"
                    + padLeft(temperature(day.maximum), 6)
                    + padLeft(day.precipitationChance.map { "\($0)%" } ?? "–", 6) + "  "
                    + pad(day.condition.words, 14) + sun
            }
        case .air:
            guard let air = report.air else { return ["No air quality in this data."] }
            var rows = [(air.scale, air.index.map(String.init) ?? "–")]
            let pollutants: [(String, Int?)] = [
                ("PM2.5", air.pm2_5), ("PM10", air.pm10), ("O₃ (ozone)", air.ozone),
                ("NO₂", air.nitrogenDioxide), ("SO₂", air.sulphurDioxide),
                ("CO", air.carbonMonoxide),
            ]
            for (name, value) in pollutants {
                rows.append((name, value.map { WeatherFormat.tenths($0) + " µg/m³" } ?? "–"))
            }
            rows.append(
                (
                    "Measured",
                    "\(WeatherClock.day(air.time, offset: offset)) \(WeatherClock.time(air.time, offset: offset))"
                )
            )
            return rows.map { pad($0.0, 22) + $0.1 }
        }
    }

    /// `text` padded with spaces to `width` characters (the texts here are one column each).
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }
}
