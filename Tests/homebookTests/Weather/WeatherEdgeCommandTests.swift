import Foundation
import HomebookCore
import TestSupport
import Testing

/// `homebook weather` at its edges (docs/manual.md#weather): coordinates south and west
/// (negative values after `--lat` and `--lon`), a place name too long for the heading, and
/// answers saved in Open-Meteo's default ISO 8601 form.
@Suite(.tags(.process), .skippedByTag) struct WeatherEdgeCommandTests {
    @Test(arguments: [
        (["--lat", "51.5", "--lon", "-0.12"], "51.5", "-0.12"),
        (["--lat", "-33.87", "--lon", "151.21"], "-33.87", "151.21"),
        (["--lon", "-58.38", "--lat", "-34.6"], "-34.6", "-58.38"),
        (["--lat=-22.9", "--lon=-43.2"], "-22.9", "-43.2"),
    ])
    func negativeCoordinatesAreValues(
        _ arguments: [String],
        latitude: String,
        longitude: String
    ) throws {
        let provider = try WeatherTestServer()
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let result = try weather(
                arguments,
                db: folder + "/h.sqlite",
                environment: provider.environment
            )
            #expect(result.status == 0, "\(result.stderr)")
            let forecast = try #require(
                provider.server.requests.first { $0.path == "/v1/forecast" }
            )
            #expect(forecast.query["latitude"] == latitude)
            #expect(forecast.query["longitude"] == longitude)
        }
    }

    @Test func aMissingCoordinateIsStillRefused() throws {
        try withTemporaryDirectory { folder in
            let result = try weather(
                ["--lat", "-33.87"],
                db: folder + "/h.sqlite",
                environment: [:]
            )
            #expect(result.status != 0)
            #expect(result.stderr.contains("give --lat and --lon together"))
        }
    }

    @Test func aLongPlaceNameIsCutToFitTheHeadingIn80Columns() throws {
        let name = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"
        #expect(name.count == 58)
        let search = """
            {"results": [{"name": "\(name)", "admin1": "Wales", "country_code": "GB",
            "latitude": 53.2232, "longitude": -4.1995, "timezone": "Europe/London"}]}
            """
        let provider = try WeatherTestServer(
            fault: ("/v1/search", .answer(status: 200, body: Array(search.utf8)))
        )
        defer { provider.server.stop() }
        try withTemporaryDirectory { folder in
            let result = try weather(
                [String(name.prefix(20))],
                db: folder + "/h.sqlite",
                environment: provider.environment
            )
            #expect(result.status == 0, "\(result.stderr)")
            let heading = try #require(result.stdout.split(separator: "\n").first)
            #expect(heading.count == 80, "\(heading)")
            #expect(heading.hasPrefix("Llanfairpwll"))
            #expect(heading.hasSuffix("… — Open-Meteo"))
            #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        }
    }

    @Test func aSavedAnswerWithISOTimesIsRead() throws {
        try withTemporaryDirectory { folder in
            let result = try weather(
                [
                    "daily", "--file", WeatherFixtures.path("open-meteo-forecast-berlin-iso8601"),
                    "--air", WeatherFixtures.path("open-meteo-air-berlin-iso8601"),
                ],
                db: folder + "/h.sqlite",
                environment: [:]
            )
            #expect(result.status == 0, "\(result.stderr)")
            // The place and provider kept whole; a long path is what gets cut.
            let heading = try #require(result.stdout.split(separator: "\n").first)
            #expect(heading.hasPrefix("52.52, 13.419999 — Open-Meteo, from /"))
            #expect(heading.count <= 80)
            for day in ["Sat 28 Nov", "Sun 29 Nov", "Mon 30 Nov"] {
                #expect(result.stdout.contains(day), "\(result.stdout)")
            }
            let now = try weather(
                ["now", "--file", WeatherFixtures.path("open-meteo-forecast-berlin-iso8601")],
                db: folder + "/h.sqlite",
                environment: [:]
            )
            #expect(now.status == 0, "\(now.stderr)")
            // The answer's local time, in its zone.
            #expect(now.stdout.contains("14:15"), "\(now.stdout)")
        }
    }
}
