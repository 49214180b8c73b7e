import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The full-screen Weather module in-process on a real store, against the loopback server
/// with the recorded answers: keys in, the screen read back as text
/// (docs/manual.md#weather).
@Suite struct WeatherScreenTests {
    /// 2026-11-27 15:00 UTC: the screen's clock in these tests.
    static let now = 1_795_791_600

    /// Runs `body` with the Weather screen open on a fresh database at `size`.
    func withWeather(
        environment: [String: String] = [:],
        size: (Int, Int) = (80, 24),
        prepare: (HomebookStore) throws -> Void = { _ in },
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/w.sqlite")
            try prepare(store)
            let page = WeatherScreen(
                store: store,
                environment: { environment[$0] },
                clock: { Self.now }
            )
            var state = AppState(root: page, appName: "homebook", size: size)
            try body(&state, store)
            try store.close()
        }
    }

    /// Lets the app's loop tick until the background fetch has ended (the spinner is gone).
    func waitForFetch(_ state: inout AppState) {
        for _ in 0..<400 where state.tickInterval != nil {
            usleep(20_000)
            state.tick()
        }
    }

    @Test func homeOpensWeatherWithWAndAFreshInstallShowsTheSampleLabelled() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/w.sqlite")
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            #expect(screen(state).contains("Weather"))
            type("w", into: &state)
            let text = screen(state)
            #expect(text.contains("homebook › Weather"))
            #expect(text.contains("London, England, GB — Open-Meteo"))
            #expect(text.contains("SAMPLE DATA, not a forecast: l picks a place"))
            #expect(text.contains("Europe/London (UTC+00:00)"))
            #expect(text.contains("Weather data by Open-Meteo.com (CC BY 4.0)"))
            // Nothing to fetch: the sample never asks the network.
            #expect(state.tickInterval == nil)
            try store.close()
        }
    }

    @Test func arrowsWalkTheFiveTabsAndEachShowsItsPart() throws {
        try withWeather { state, _ throws in
            #expect(screen(state).contains("Temperature   8°C"))
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("Feels like    6°C"))
            #expect(screen(state).contains("Wind"))
            type("\u{1B}[C", into: &state)
            let hours = screen(state)
            // 48 hours in three columns at 80 columns: 16 rows, none cut.
            #expect(hours.split(separator: "\n").filter { $0.contains("°C") }.count == 16)
            type("\u{1B}[C", into: &state)
            let days = screen(state)
            #expect(days.contains("━"))
            #expect(days.contains("↑"))
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("(European AQI)"))
            #expect(screen(state).contains("PM2.5"))
            // → after the last tab comes back to the first; ← goes back to the last.
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("Coordinates"))
            type("\u{1B}[D", into: &state)
            #expect(screen(state).contains("PM10"))
        }
    }

    @Test func glyphsFollowTheConditionAndDayOrNight() {
        #expect(WeatherCondition.clear.glyph(isDay: true) == "☀ ")
        #expect(WeatherCondition.clear.glyph(isDay: false) == "☾ ")
        #expect(WeatherCondition(wmo: 2).glyph(isDay: false) == "☾☁")
        #expect(WeatherCondition(openWeather: 521).glyph(isDay: true) == "☀☂")
        // Every glyph is two columns, so the hourly columns line up.
        for condition in WeatherCondition.allCases {
            for isDay in [true, false] {
                #expect(TextWidth.columns(of: condition.glyph(isDay: isDay)) == 2)
            }
        }
    }

    @Test func theDaysBarsSpanEachDayOnTheWeeksScale() {
        #expect(WeatherTabLines.bar(0, 100, low: 0, high: 100, width: 10) == "━━━━━━━━━━")
        #expect(WeatherTabLines.bar(0, 50, low: 0, high: 100, width: 10) == "━━━━━·····")
        #expect(WeatherTabLines.bar(50, 50, low: 0, high: 100, width: 10) == "·····━····")
        #expect(WeatherTabLines.bar(-30, -10, low: -40, high: 0, width: 8) == "··━━━━··")
    }

    @Test func typingAPlaceFetchesInTheBackgroundAndStoresIt() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withWeather(environment: provider.environment) { state, store throws in
            type("l", into: &state)
            #expect(screen(state).contains("Change location"))
            type("San Francisco\r", into: &state)
            #expect(state.tickInterval != nil)
            #expect(screen(state).contains("fetching San Francisco from Open-Meteo… (Esc cancels)"))
            waitForFetch(&state)
            let text = screen(state)
            #expect(text.contains("San Francisco, California, US — Open-Meteo"))
            #expect(text.contains("times in America/Los_Angeles (UTC-08:00)"))
            #expect(try store.weather.fetchCount() == 1)
            #expect(
                provider.server.requests.map(\.path) == [
                    "/v1/search", "/v1/forecast", "/v1/air-quality",
                ]
            )
        }
    }

    @Test func anAmbiguousNameOffersTheOtherMatchesToPick() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withWeather(environment: provider.environment) { state, _ throws in
            type("lParis\r", into: &state)
            waitForFetch(&state)
            #expect(screen(state).contains("Paris, Île-de-France, FR — Open-Meteo"))
            #expect(screen(state).contains("also: Paris, Texas, US"))
            type("l", into: &state)
            #expect(screen(state).contains("  Paris, Texas, US"))
            type("\r", into: &state)
            waitForFetch(&state)
            #expect(screen(state).contains("Paris, Texas, US — Open-Meteo"))
            // The pick is fetched by its coordinates: no second search.
            #expect(provider.server.requests.filter { $0.path == "/v1/search" }.count == 1)
        }
    }

    @Test func aTextThatCannotBeAPlaceIsRefusedInTheFormBeforeAnyRequest() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withWeather(environment: provider.environment) { state, _ throws in
            type("l1234\r", into: &state)
            #expect(screen(state).contains("\"1234\" is not a place name: it has no letters"))
            #expect(state.tickInterval == nil)
            #expect(provider.server.requests.isEmpty)
            type("\u{1B}", into: &state)
            #expect(!screen(state).contains("Change location"))
            // The form closed; the screen stayed (it is the root here, so not in the header).
            #expect(screen(state).contains("←→ tab  l location"))
        }
    }

    @Test func escCancelsASlowFetchAndKeepsTheScreen() throws {
        let provider = try WeatherTestServer(
            fault: ("/v1/forecast", .answer(status: 200, delay: 30))
        )
        defer { provider.server.stop() }
        try withWeather(environment: provider.environment) { state, store throws in
            type("lLondon\r", into: &state)
            // The screen answers keys while the request waits.
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("fetching London"))
            type("\u{1B}", into: &state)
            #expect(state.tickInterval == nil)
            let text = screen(state)
            #expect(text.contains("fetch cancelled"))
            #expect(text.contains("←→ tab  l location"))
            #expect(try store.weather.fetchCount() == 0)
        }
    }

    @Test func aFailedRefreshIsShownUnderTheLastGoodDataWithItsAge() throws {
        let good = try WeatherTestServer()
        defer { good.server.stop() }
        let failing = try WeatherTestServer(fault: ("/v1/forecast", .answer(status: 503)))
        defer { failing.server.stop() }
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/w.sqlite")
            _ = try store.weather.addPlace(
                try WeatherLocation.named("London", country: nil),
                isDefault: true
            )
            // The first opening fetches the default place, an hour before the second.
            var first = AppState(
                root: WeatherScreen(
                    store: store,
                    environment: { good.environment[$0] },
                    clock: { Self.now - 3600 }
                ),
                appName: "homebook",
                size: (80, 24)
            )
            waitForFetch(&first)
            #expect(try store.weather.fetchCount() == 1)
            var state = AppState(
                root: WeatherScreen(
                    store: store,
                    environment: { failing.environment[$0] },
                    clock: { Self.now }
                ),
                appName: "homebook",
                size: (80, 24)
            )
            // Stored data is shown at once while the stale data is fetched again.
            #expect(screen(state).contains("as of 14:00, 1 h ago"))
            waitForFetch(&state)
            let text = screen(state)
            #expect(text.contains("as of 14:00, 1 h ago — offline"))
            #expect(text.contains("could not fetch: Open-Meteo answered 503 (a server error)"))
            #expect(text.contains("Temperature   8°C"))
            try store.close()
        }
    }

    @Test func theUnitsSettingChangesEveryTab() throws {
        try withWeather(prepare: { try $0.settings.set(.units, to: "imperial") }) {
            state,
            _ throws in
            #expect(screen(state).contains("Temperature   47°F"))
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("mph"))
        }
    }

    @Test func everyTabFitsAt80By24And120By40WithNothingCutSilently() throws {
        for size in [(80, 24), (120, 40)] {
            try withWeather(size: size) { state, _ throws in
                for _ in WeatherScreen.Tab.allCases {
                    let text = screen(state)
                    #expect(!text.contains("…"), "\(size): \(text)")
                    #expect(text.contains("Weather data by Open-Meteo.com"))
                    type("\u{1B}[C", into: &state)
                }
            }
        }
    }
}
