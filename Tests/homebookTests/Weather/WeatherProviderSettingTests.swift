import Foundation
import HomebookCore
import TestSupport
import Testing

/// The `weather-provider` setting and the rule that picks the provider: `--provider`, then
/// the setting, then OpenWeather when a key is set, then Open-Meteo
/// (docs/manual.md#weather).
@Suite struct WeatherProviderSettingTests {
    func settings(_ db: String, _ arguments: String...) throws -> ProcessResult {
        try HomebookProcess.run(["--db", db, "settings"] + arguments)
    }

    @Test func theSettingIsListedCheckedAndAutoRemovesTheChoice() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try settings(db).stdout.contains("\nweather-provider = auto\n"))
            #expect(try settings(db, "weather-provider", " OpenWeather ").stdout == "openweather\n")
            #expect(try settings(db).stdout.contains("\nweather-provider = openweather\n"))
            let wrong = try settings(db, "weather-provider", "darksky")
            #expect(wrong.status == 1)
            #expect(
                wrong.stderr
                    == "Error: \"darksky\" is not a valid weather-provider: expected open-meteo,"
                    + " openweather or auto\n"
            )
            #expect(try settings(db, "weather-provider").stdout == "openweather\n")
            #expect(try settings(db, "weather-provider", "auto").stdout == "auto\n")
            #expect(try settings(db, "weather-provider").stdout == "auto\n")
            // "auto" is no choice at all: no row is left behind.
            let store = try HomebookStore.open(path: db)
            defer { try? store.close() }
            #expect(try store.settings.weatherProvider() == nil)
        }
    }

    /// The request paths a `homebook weather London` run sent, and its result.
    func paths(
        setting: String?,
        key: Bool,
        arguments: [String] = []
    ) throws -> (result: ProcessResult, paths: [String]) {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        return try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            if let setting { #expect(try settings(db, "weather-provider", setting).status == 0) }
            var environment = provider.environment
            if key { environment["HOMEBOOK_OPENWEATHER_KEY"] = "abcdef0123456789KEY" }
            let result = try weather(["London"] + arguments, db: db, environment: environment)
            return (result, provider.server.requests.map(\.path))
        }
    }

    @Test func withNoChoiceAKeyMeansOpenWeatherAndNoKeyOpenMeteo() throws {
        #expect(try paths(setting: nil, key: true).paths.first == "/geo/1.0/direct")
        #expect(try paths(setting: nil, key: false).paths.first == "/v1/search")
        #expect(try paths(setting: "auto", key: true).paths.first == "/geo/1.0/direct")
    }

    @Test func theSettingWinsOverTheKey() throws {
        let chosen = try paths(setting: "open-meteo", key: true)
        #expect(chosen.result.status == 0)
        #expect(chosen.paths == ["/v1/search", "/v1/forecast", "/v1/air-quality"])
        #expect(chosen.result.stdout.hasPrefix("London, England, GB — Open-Meteo"))
        // OpenWeather chosen without a key: one clear line, nothing asked.
        let keyless = try paths(setting: "openweather", key: false)
        #expect(keyless.result.status == 1)
        #expect(keyless.result.stderr.contains("OpenWeather needs an API key"))
        #expect(keyless.paths.isEmpty)
    }

    @Test func theProviderOptionWinsOverTheSetting() throws {
        let run = try paths(
            setting: "openweather",
            key: false,
            arguments: ["--provider", "open-meteo"]
        )
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.paths.first == "/v1/search")
    }
}
