import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The stored forecast beside the planner's dates: the core's date → condition/min/max, and
/// the agenda showing it without fetching (docs/manual.md#weather).
@Suite struct WeatherPlannerTests {
    /// The recorded London forecast's fourth day: its days run Tue 24 Nov to Tue 1 Dec 2026.
    static let today = CalendarDate(year: 2026, month: 11, day: 27) ?? CalendarDate.today()

    /// A store whose default place, London, has one fetch stored from the loopback server;
    /// `body` gets the server too, to count requests.
    func withStoredLondon(
        units: String = "metric",
        _ body: (HomebookStore, LoopbackHTTPServer) throws -> Void
    ) throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/p.sqlite")
            _ = try store.weather.addPlace(
                try WeatherLocation.named("London", country: nil),
                isDefault: true
            )
            try store.settings.set(.units, to: units)
            let environment = provider.environment
            _ = try WeatherService.show(
                WeatherQuery(location: nil, provider: nil, refresh: false, timeoutSeconds: 10),
                store: store,
                environment: { environment[$0] },
                now: 1_795_791_600
            )
            try body(store, provider.server)
            try store.close()
        }
    }

    func agenda(_ store: HomebookStore, size: (Int, Int) = (80, 24)) -> [String] {
        let state = AppState(
            root: PlannerScreen(store: store, today: Self.today),
            appName: "homebook",
            size: size
        )
        return screen(state).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init
        )
    }

    @Test func theStoredDaysAreTheReportsDaysByTheirLocalDate() throws {
        try withStoredLondon { store, _ in
            let days = try store.weather.storedDays()
            let report = try #require(
                try WeatherService.prepare(
                    WeatherQuery(location: nil, provider: nil, refresh: false, timeoutSeconds: 10),
                    store: store,
                    environment: { _ in nil },
                    now: 1_795_791_600
                ).readyReport
            )
            #expect(days.count == 8)
            for day in report.daily {
                let text = WeatherClock.date(day.time + 43200, offset: report.place.utcOffset)
                let date = try #require(CalendarDate(iso: text))
                #expect(days[date]?.minimum == day.minimum)
                #expect(days[date]?.maximum == day.maximum)
                #expect(days[date]?.condition == day.condition)
            }
        }
    }

    @Test func withoutADefaultPlaceThereAreNoStoredDays() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/p.sqlite")
            #expect(try store.weather.storedDays().isEmpty)
            // The agenda is as before: today and its empty line only.
            let lines = agenda(store)
            #expect(lines[2].hasPrefix(" Fri 2026-11-27  today"))
            #expect(!lines[2].contains("°"))
            #expect(lines[4].trimmingCharacters(in: .whitespaces).isEmpty)
            try store.close()
        }
    }

    @Test func theAgendaShowsEachForecastDayBesideItsDateWithoutFetching() throws {
        try withStoredLondon { store, server in
            _ = try store.planner.add(
                EventDraft(title: "Dinner", start: "2026-11-29 18:00"),
                today: Self.today
            )
            let requests = server.requests.count
            let lines = agenda(store)
            #expect(lines[2] == " Fri 2026-11-27  today     ☁  4°/13°")
            #expect(lines[4] == " Sat 2026-11-28  tomorrow  ≡  3°/13°")
            #expect(lines[5] == " Sun 2026-11-29            ☂· 3°/13°")
            #expect(lines[6].contains("Dinner"))
            // Days with nothing planned get their heading, through the last forecast day.
            #expect(lines[7] == " Mon 2026-11-30            ☂  3°/14°")
            #expect(lines[8] == " Tue 2026-12-01            ☂  2°/14°")
            #expect(server.requests.count == requests)
        }
    }

    @Test func theAgendasWeatherFollowsTheUnitsSetting() throws {
        try withStoredLondon(units: "imperial") { store, _ throws in
            // The fixture's tenths of °C, converted here independently (half away from zero).
            let day = try #require(try store.weather.storedDays()[Self.today])
            func fahrenheit(_ tenths: Int) -> Int {
                Int((Double(tenths) / 10 * 9 / 5 + 32).rounded(.toNearestOrAwayFromZero))
            }
            #expect(
                agenda(store)[2]
                    == " Fri 2026-11-27  today     ☁  \(fahrenheit(day.minimum))°/\(fahrenheit(day.maximum))°"
            )
            #expect(fahrenheit(day.minimum) != Int((Double(day.minimum) / 10).rounded()))
        }
    }

    /// The month grid marks each stored forecast day with the agenda's glyph, and only those
    /// days.
    @Test func theMonthGridMarksTheForecastDays() throws {
        try withStoredLondon { store, server in
            let requests = server.requests.count
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (80, 24)
            )
            type("m", into: &state)
            let lines = screen(state).split(separator: "\n").map(String.init)
            let days = try store.weather.storedDays()
            #expect(days.count == 8)
            // Week starts Monday: the weeks of 23 and 30 November, each day's glyph after its
            // number (no events), blank where nothing is stored.
            func cells(_ first: String, _ count: Int) -> String {
                (0..<count).map { offset in
                    let date = day(first).adding(days: offset)
                    let glyph = days[date]?.condition.glyph(isDay: true) ?? "  "
                    return (date.day < 10 ? " " : "") + "\(date.day)   " + glyph
                }.joined(separator: " ")
            }
            #expect(lines.contains(" " + cells("2026-11-23", 7)))
            #expect(lines.contains { $0.hasPrefix(" " + cells("2026-11-30", 3)) })
            #expect(screen(state).contains("☀☂ the stored forecast"))
            // The selected day's agenda below shows its weather beside the date.
            #expect(screen(state).contains("Fri 2026-11-27  today     ☁  4°/13°"))
            #expect(server.requests.count == requests)
        }
    }
}

extension WeatherPreparation {
    /// The report when no fetch was needed.
    fileprivate var readyReport: WeatherReport? {
        if case .ready(let result) = self { return result.report }
        return nil
    }
}
