import Foundation
import HomebookCore
import TestSupport
import Testing

/// `homebook weather` through the built binary against a loopback server with the recorded
/// answers (docs/manual.md#weather).
@Suite(.tags(.process), .skippedByTag) struct WeatherCommandTests {
    @Test func aFreshInstallShowsTheLondonSampleLabelled() throws {
        try withTemporaryDirectory { folder in
            let result = try weather([], db: folder + "/h.sqlite", environment: [:])
            #expect(result.status == 0)
            #expect(
                result.stdout.hasPrefix(
                    "London, England, GB — Open-Meteo\nSAMPLE DATA bundled with homebook"
                )
            )
            #expect(result.stdout.contains("Weather data by Open-Meteo.com (CC BY 4.0)"))
        }
    }

    @Test func fetchesStoresAndDoesNotFetchAgainWithinTenMinutes() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let first = try weather(["London"], db: db, environment: provider.environment)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.hasPrefix("London, England, GB — Open-Meteo\nas of "))
            #expect(first.stdout.contains("times in Europe/London, UTC+00:00"))
            #expect(first.stdout.contains("Now       8°C, cloudy (feels like 6°C)"))
            #expect(first.stdout.hasSuffix("Weather data by Open-Meteo.com (CC BY 4.0)\n"))
            #expect(
                provider.server.requests.map(\.path) == [
                    "/v1/search", "/v1/forecast", "/v1/air-quality",
                ]
            )
            #expect(try storedFetches(db) == 1)
            let again = try weather(["london", "daily"], db: db, environment: provider.environment)
            #expect(again.status == 0)
            #expect(again.stdout.contains("Tue 1 Dec"))
            #expect(provider.server.requests.count == 3)
            let refreshed = try weather(
                ["London", "--refresh"],
                db: db,
                environment: provider.environment
            )
            #expect(refreshed.status == 0)
            #expect(provider.server.requests.count == 6)
            #expect(try storedFetches(db) == 1)
        }
    }

    @Test func namesWithSpacesAndOtherScriptsAreSentEncoded() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let sf = try weather(
                ["San Francisco", "now"],
                db: db,
                environment: provider.environment
            )
            #expect(sf.status == 0, "\(sf.stderr)")
            #expect(sf.stdout.hasPrefix("San Francisco, California, US — Open-Meteo"))
            #expect(sf.stdout.contains("America/Los_Angeles, UTC-08:00"))
            let tokyo = try weather(["東京"], db: db, environment: provider.environment)
            #expect(tokyo.status == 0, "\(tokyo.stderr)")
            #expect(tokyo.stdout.hasPrefix("東京, 東京都, JP — Open-Meteo"))
            let searches = provider.server.requests.filter { $0.path == "/v1/search" }
            #expect(searches.map { $0.query["name"] } == ["San Francisco", "東京"])
            #expect(searches[0].target.contains("name=San%20Francisco&"))
        }
    }

    @Test func anAmbiguousNameUsesTheFirstAndNamesTheOthers() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let result = try weather(
                ["Paris"],
                db: folder + "/h.sqlite",
                environment: provider.environment
            )
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Paris, Île-de-France, FR — Open-Meteo"))
            #expect(result.stderrAfterCreation == "also: Paris, Texas, US — add --country\n")
        }
    }

    @Test func anUnknownPlaceExitsOneAndStoresNothing() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let result = try weather(["Atlantis"], db: db, environment: provider.environment)
            #expect(result.status == 1)
            #expect(result.stderr.contains("no place called \"Atlantis\" was found"))
            #expect(result.stdout.isEmpty)
            #expect(try storedFetches(db) == 0)
        }
    }

    @Test(arguments: ["12345", "   ", "!!!", "#42 ??", String(repeating: "a", count: 101)])
    func textThatCannotBeANameIsRefusedBeforeAnyRequest(text: String) throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let result = try weather(
                [text],
                db: folder + "/h.sqlite",
                environment: provider.environment
            )
            #expect(result.status == 1)
            #expect(result.stderr.contains("is not a place name"))
            #expect(provider.server.requests.isEmpty)
        }
    }

    static let faults: [(String, LoopbackHTTPServer.Reply, String)] = [
        ("/v1/forecast", .answer(status: 404), "Open-Meteo answered 404 (not found)"),
        (
            "/v1/forecast", .answer(status: 429, headers: [("Retry-After", "120")]),
            "(429): try again in 120 s"
        ),
        (
            "/v1/forecast", .answer(status: 500),
            "Open-Meteo answered 500 (a server error): try again later"
        ),
        ("/v1/air-quality", .answer(status: 503), "Open-Meteo answered 503"),
        (
            "/v1/forecast",
            .truncated(status: 200, body: Array("{\"latitude\":51.5,".utf8), declaredLength: 900),
            "the connection closed before the answer was complete"
        ),
        (
            "/v1/forecast", .answer(status: 200, body: Array("{\"latitude\":51.5,".utf8)),
            "incomplete or invalid JSON"
        ),
        (
            "/v1/forecast", .answer(status: 200, body: Array("[1,2]".utf8)),
            "is not the weather data expected"
        ),
        ("/v1/search", .hangUp, "the connection closed before the answer was complete"),
        (
            "/v1/forecast", .answer(status: 200, body: [], delay: 30),
            "timed out (no complete answer within 1 s)"
        ),
    ]

    @Test(arguments: 0..<faults.count)
    func eachFaultIsOneLineExitOneAndNothingStored(index: Int) throws {
        let (path, reply, message) = Self.faults[index]
        let provider = try WeatherTestServer(fault: (path, reply))
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let result = try weather(
                ["London", "--timeout", "1"],
                db: db,
                environment: provider.environment
            )
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderrAfterCreation.split(separator: "\n").count == 1)
            #expect(try storedFetches(db) == 0)
        }
    }

    @Test func aRefusedConnectionWithStoredDataShowsItWithItsAge() throws {
        let provider = try WeatherTestServer()
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let environment = provider.environment
            #expect(try weather(["London"], db: db, environment: environment).status == 0)
            provider.server.stop()
            let offline = try weather(["London", "--refresh"], db: db, environment: environment)
            #expect(offline.status == 0)
            #expect(offline.stdout.contains("just now — offline; times in Europe/London"))
            #expect(
                offline.stderr.hasPrefix(
                    "Warning: cannot reach 127.0.0.1:\(provider.server.port): connection refused"
                )
            )
            #expect(offline.stderr.split(separator: "\n").count == 1)
            let elsewhere = try weather(["Paris", "--refresh"], db: db, environment: environment)
            #expect(elsewhere.status == 1)
        }
    }

    @Test func openWeatherSendsTheKeyButNeverShowsIt() throws {
        let key = "abcdef0123456789SECRETKEY"
        let provider = try WeatherTestServer(fault: ("appid=wrong", .answer(status: 401)))
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            var environment = provider.environment
            environment["HOMEBOOK_OPENWEATHER_KEY"] = key
            let result = try weather(["London", "--json"], db: db, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\"provider\":\"openweather\""))
            #expect(result.stdout.contains("\"temperature_c\":\"8.4\""))
            #expect(!result.stdout.contains(key))
            #expect(
                provider.server.requests.map(\.path) == [
                    "/geo/1.0/direct", "/data/3.0/onecall", "/data/2.5/air_pollution",
                ]
            )
            #expect(provider.server.requests.allSatisfy { $0.query["appid"] == key })
            let stored = try String(contentsOfFile: db, encoding: .isoLatin1)
            #expect(!stored.contains(key))
            environment["HOMEBOOK_OPENWEATHER_KEY"] = "wrong"
            let refused = try weather(
                ["Paris", "--provider", "openweather"],
                db: db,
                environment: environment
            )
            #expect(refused.status == 1)
            #expect(
                refused.stderr
                    == "Error: OpenWeather refused the API key (401): check the key from HOMEBOOK_OPENWEATHER_KEY\n"
            )
        }
    }

    @Test func requestsGoThroughTheProxyTheEnvironmentNames() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let base = "http://weather.example"
            let environment = [
                "http_proxy": provider.server.baseURL, "HOMEBOOK_OPENMETEO_URL": base,
                "HOMEBOOK_OPENMETEO_GEOCODING_URL": base, "HOMEBOOK_OPENMETEO_AIR_URL": base,
            ]
            let result = try weather(["London"], db: folder + "/h.sqlite", environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                provider.server.requests.first?.target.hasPrefix(
                    "http://weather.example/v1/search?"
                ) == true
            )
        }
    }

    @Test func savedFilesOfEitherProviderAreRendered() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let oneCall = try weather(
                [
                    "air", "--file", WeatherFixtures.path("openweather-onecall-tokyo"),
                    "--air", WeatherFixtures.path("openweather-air-tokyo"),
                ],
                db: db,
                environment: [:]
            )
            #expect(oneCall.status == 0, "\(oneCall.stderr)")
            #expect(oneCall.stdout.contains("OpenWeather AQI 1–5   2"))
            #expect(oneCall.stdout.hasSuffix("Weather data by OpenWeather\n"))
            let metric = try weather(
                [
                    "--file", WeatherFixtures.path("openweather-onecall-london"), "--file-units",
                    "metric",
                ],
                db: db,
                environment: [:]
            )
            // 281.55 read as °C instead of Kelvin.
            #expect(metric.stdout.contains("Now       282°C"))
            let truncated = folder + "/cut.json"
            try Data(try WeatherFixtures.bytes("open-meteo-forecast-london").prefix(500)).write(
                to: URL(fileURLWithPath: truncated)
            )
            let cut = try weather(["--file", truncated], db: db, environment: [:])
            #expect(cut.status == 1)
            #expect(
                cut.stderr.hasPrefix(
                    "Error: \(truncated) is not the weather data expected: invalid JSON"
                )
            )
        }
    }

    @Test func theDefaultSavedPlaceIsShownWithoutAName() throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let env = provider.environment
            #expect(
                try weather(
                    ["place", "add", "San Francisco", "--default"],
                    db: db,
                    environment: env
                ).status == 0
            )
            #expect(try weather(["place", "add", "東京"], db: db, environment: env).status == 0)
            #expect(
                try weather(["place", "list"], db: db, environment: env).stdout
                    == "San Francisco  (default)\n東京\n"
            )
            let shown = try weather([], db: db, environment: env)
            #expect(shown.stdout.hasPrefix("San Francisco, California, US — Open-Meteo"))
            #expect(
                try weather(["place", "remove", "san francisco"], db: db, environment: env).status
                    == 0
            )
            let missing = try weather(["place", "remove", "Nowhere"], db: db, environment: env)
            #expect(missing.status == 1)
            #expect(missing.stderr == "Error: no saved place called \"Nowhere\"\n")
        }
    }

    @Test func imperialUnitsComeFromTheSetting() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(
                try HomebookProcess.run(["--db", db, "settings", "units", "imperial"]).status == 0
            )
            let result = try weather([], db: db, environment: [:])
            // 8.4 °C is 47 °F; 4.2 m/s is 9 mph.
            #expect(result.stdout.contains("Now       47°F, cloudy"))
            #expect(result.stdout.contains("Wind      9 mph from 240°"))
        }
    }

    @Test func everyViewFitsEightyColumns() throws {
        try withTemporaryDirectory { folder in
            for view in ["now", "hourly", "daily", "air"] {
                let result = try weather([view], db: folder + "/h.sqlite", environment: [:])
                #expect(
                    result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 },
                    "\(view)"
                )
            }
        }
    }
}
