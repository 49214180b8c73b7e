import HomebookCore
import TerminalUI

/// The text of the Weather screen's five tabs, for a body `width` columns wide and `height`
/// rows high: times in the place's zone, values in the `units` setting
/// (docs/manual.md#weather).
struct WeatherTabLines {
    let report: WeatherReport
    let units: WeatherUnits
    let width: Int
    let height: Int

    private var offset: Int { report.place.utcOffset }

    private func temperature(_ tenths: Int) -> String { WeatherFormat.temperature(tenths, units) }

    private func moment(_ time: Int64) -> String {
        WeatherClock.day(time, offset: offset) + " " + WeatherClock.time(time, offset: offset)
    }

    /// `label` in a column 14 wide, then `value`.
    private func row(_ label: String, _ value: String) -> String {
        pad(label, 14) + value
    }

    /// The Place tab: where, its local time, and the weather now in brief (the seed's first tab).
    func place(now: Int) -> [String] {
        let place = report.place
        var lines = [
            row("Place", DisplayText.singleLine(place.label)),
            row(
                "Coordinates",
                "\(DecimalCoordinate.text(place.latitude)), \(DecimalCoordinate.text(place.longitude))"
            ),
            row(
                "Local time",
                moment(Int64(now)) + "  (\(DisplayText.singleLine(place.timeZone)))"
            ),
        ]
        guard let current = report.current else {
            return lines + ["", "No current conditions in this data."]
        }
        lines.append(row("Temperature", temperature(current.temperature)))
        lines.append(
            row(
                "Conditions",
                current.condition.glyph(isDay: current.isDay) + " " + current.condition.words
            )
        )
        if let humidity = current.humidity { lines.append(row("Humidity", "\(humidity)%")) }
        if let pressure = current.pressure {
            lines.append(row("Pressure", "\(WeatherFormat.tenths(pressure)) hPa"))
        }
        return lines
    }

    /// The Now tab: the current weather in detail.
    func current() -> [String] {
        guard let now = report.current else { return ["No current conditions in this data."] }
        var lines = [
            row(
                "Now",
                now.condition.glyph(isDay: now.isDay) + " " + temperature(now.temperature) + ", "
                    + now.condition.words
            )
        ]
        if let feels = now.feelsLike { lines.append(row("Feels like", temperature(feels))) }
        if let humidity = now.humidity { lines.append(row("Humidity", "\(humidity)%")) }
        if let pressure = now.pressure {
            lines.append(row("Pressure", "\(WeatherFormat.tenths(pressure)) hPa"))
        }
        if let speed = now.windSpeed {
            lines.append(
                row(
                    "Wind",
                    WeatherFormat.wind(speed, units)
                        + (now.windDirection.map { " from \(Self.compass($0)) (\($0)°)" } ?? "")
                )
            )
        }
        if let chance = report.hourly.first?.precipitationChance {
            lines.append(row("Rain chance", "\(chance)% this hour"))
        }
        if let today = report.daily.first {
            lines.append(
                row("Today", "\(temperature(today.minimum)) to \(temperature(today.maximum))")
            )
            if let rise = today.sunrise {
                lines.append(row("Sunrise", WeatherClock.time(rise, offset: offset)))
            }
            if let set = today.sunset {
                lines.append(row("Sunset", WeatherClock.time(set, offset: offset)))
            }
        }
        lines.append(row("Observed", moment(now.time)))
        return lines
    }

    /// N, NE, E…: where a wind from `degrees` comes from.
    static func compass(_ degrees: Int) -> String {
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        return points[((degrees % 360 + 360) % 360 * 2 + 45) / 90 % 8]
    }

    /// The width of one hour in the 48-hour tab, with the gap after it.
    static let hourWidth = 26

    /// The 48 hours in columns, read down then across, as many columns as fit.
    func hours() -> [String] {
        let hours = report.hourly
        guard !hours.isEmpty else { return ["No hourly forecast in this data."] }
        let columns = max(1, min(4, (width + 3) / Self.hourWidth))
        let perColumn = (hours.count + columns - 1) / columns
        let shownRows = min(perColumn, height)
        var lines: [String] = []
        for line in 0..<shownRows {
            var text = ""
            for column in 0..<columns {
                let index = column * perColumn + line
                guard hours.indices.contains(index) else { break }
                let hour = hours[index]
                text += pad(
                    WeatherClock.day(hour.time, offset: offset).prefix(3) + " "
                        + WeatherClock.time(hour.time, offset: offset) + " "
                        + hour.condition.glyph(isDay: hour.isDay)
                        + padLeft(temperature(hour.temperature), 6)
                        + padLeft(hour.precipitationChance.map { "\($0)%" } ?? "–", 5),
                    Self.hourWidth
                )
            }
            lines.append(text)
        }
        if shownRows < perColumn {
            // Never cut silently: say what the window hides.
            lines[lines.count - 1] = "… \(perColumn - shownRows) more rows: enlarge the window"
        }
        return lines
    }

    /// The 8 days, each with a bar from its low to its high on the week's scale.
    func days() -> [String] {
        let days = report.daily
        guard !days.isEmpty else { return ["No daily forecast in this data."] }
        let low = days.map(\.minimum).min() ?? 0
        let high = days.map(\.maximum).max() ?? 0
        // Everything but the bar takes 64 columns; the bar gets the rest, 8 to 30.
        let barWidth = max(8, min(30, width - 64))
        return days.flatMap { day -> [String] in
            let sun =
                (day.sunrise.map { "↑" + WeatherClock.time($0, offset: offset) } ?? "")
                + (day.sunset.map { " ↓" + WeatherClock.time($0, offset: offset) } ?? "")
            let line =
                pad(WeatherClock.day(day.time + 43200, offset: offset), 11)
                + day.condition.glyph(isDay: true) + " "
                + padLeft(temperature(day.minimum), 5) + " "
                + Self.bar(day.minimum, day.maximum, low: low, high: high, width: barWidth) + " "
                + pad(temperature(day.maximum), 6)
                + padLeft(day.precipitationChance.map { "\($0)%" } ?? "–", 4) + "  "
                + pad(day.condition.words, 14) + sun
            // A roomy window spaces the days out.
            return height >= 2 * days.count ? [line, ""] : [line]
        }
    }

    /// `width` columns: `━` from `minimum` to `maximum` on the scale `low`…`high`, `·` around.
    static func bar(_ minimum: Int, _ maximum: Int, low: Int, high: Int, width: Int) -> String {
        let span = max(1, high - low)
        let start = min(width - 1, (minimum - low) * width / span)
        let end = max(start + 1, min(width, ((maximum - low) * width + span - 1) / span))
        return String(repeating: "·", count: start) + String(repeating: "━", count: end - start)
            + String(repeating: "·", count: width - end)
    }

    /// The air quality: the provider's index in words, the pollutants, when measured.
    func air() -> [String] {
        guard let air = report.air else { return ["No air quality in this data."] }
        var lines = [
            row(
                "Index",
                (air.index.map(String.init) ?? "–") + (air.band.map { " — " + $0 } ?? "")
                    + "  (\(air.scale))"
            ),
            "",
        ]
        let pollutants: [(String, Int?)] = [
            ("PM2.5", air.pm2_5), ("PM10", air.pm10), ("O₃ ozone", air.ozone),
            ("NO₂", air.nitrogenDioxide), ("SO₂", air.sulphurDioxide), ("CO", air.carbonMonoxide),
        ]
        for (name, value) in pollutants {
            lines.append(
                row(name, value.map { padLeft(WeatherFormat.tenths($0), 7) + " µg/m³" } ?? "–")
            )
        }
        lines.append("")
        lines.append(row("Measured", moment(air.time)))
        return lines
    }
}

/// `text` padded with spaces to `width` columns (at least one space after it).
private func pad(_ text: some StringProtocol, _ width: Int) -> String {
    String(text)
        + String(repeating: " ", count: max(1, width - TextWidth.columns(of: String(text))))
}

/// `text` right-aligned in `width` columns (at least one space before it).
private func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(1, width - TextWidth.columns(of: text))) + text
}
