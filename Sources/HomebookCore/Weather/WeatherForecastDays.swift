/// One day of stored forecast, as the planner shows it beside the date.
public struct WeatherDaySummary: Equatable, Sendable {
    /// The day, in the place's own calendar.
    public let date: CalendarDate
    /// The day's main condition.
    public let condition: WeatherCondition
    /// Lowest temperature, tenths of °C.
    public let minimum: Int
    /// Highest temperature, tenths of °C.
    public let maximum: Int

    /// `☂  3°/8°`: the glyph and the range in `units`, for a date's heading.
    public func brief(_ units: WeatherUnits) -> String {
        func degrees(_ tenths: Int) -> String {
            String(WeatherFormat.temperature(tenths, units).dropLast())
        }
        return condition.glyph(isDay: true) + " " + degrees(minimum) + "/" + degrees(maximum)
    }
}

extension WeatherReport {
    /// Each forecast day by its date in the place's zone.
    public var daysByDate: [CalendarDate: WeatherDaySummary] {
        var days: [CalendarDate: WeatherDaySummary] = [:]
        for day in daily {
            // A day's time is its start (or midday): noon of it is safely inside the day.
            let local = Int(day.time) + 43200 + place.utcOffset
            let number = local >= 0 ? local / 86400 : (local - 86399) / 86400
            let civil = CivilDays.date(ofDay: number)
            guard let date = CalendarDate(year: civil.year, month: civil.month, day: civil.day)
            else { continue }
            days[date] = WeatherDaySummary(
                date: date,
                condition: day.condition,
                minimum: day.minimum,
                maximum: day.maximum
            )
        }
        return days
    }
}

extension WeatherRepository {
    /// The default place's days from its newest stored fetch (either provider), by date, for
    /// the planner (docs/manual.md#weather). Only what is stored: nothing is fetched, and
    /// without a default place or stored data the answer is empty.
    public func storedDays() throws -> [CalendarDate: WeatherDaySummary] {
        guard let place = try defaultPlace() else { return [:] }
        let newest = try WeatherProvider.allCases.compactMap { provider in
            try latest(key: provider.rawValue + "|" + place.location.storeKey)
        }.max { $0.fetchedAt < $1.fetchedAt }
        return newest?.report.daysByDate ?? [:]
    }
}
