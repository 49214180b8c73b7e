import HomebookCore
import TestSupport
import Testing

/// Open-Meteo answers in their default form (docs/manual.md#weather): times as ISO 8601 local
/// readings in the zone asked (`"2026-11-28T14:15"`, daily `"2026-11-28"`), as a browser or
/// curl saves them without `timeformat=unixtime`. The Berlin fixtures are written by hand from
/// Open-Meteo's documentation; the expected instants are Python's `zoneinfo`.
@Suite struct OpenMeteoISOTimeTests {
    func document(_ name: String) throws -> JSONDocument {
        try JSONParser.parse(try WeatherFixtures.bytes(name))
    }

    @Test func isoTimesAreReadInTheAnswersZone() throws {
        let report = try OpenMeteoDecoder.report(
            forecast: try document("open-meteo-forecast-berlin-iso8601"),
            air: try document("open-meteo-air-berlin-iso8601"),
            name: nil,
            source: "test"
        )
        #expect(report.place.timeZone == "Europe/Berlin")
        #expect(report.place.utcOffset == 3600)
        // 2026-11-28 14:15 in Berlin (UTC+1) is 13:15 UTC.
        #expect(report.current?.time == 1_795_871_700)
        #expect(report.current?.temperature == 51)
        // The hour holding "now" (14:00) and the ones after it.
        #expect(report.hourly.first?.time == 1_795_870_800)
        #expect(report.hourly.count == 34)
        #expect(report.hourly.last?.time == 1_795_989_600)  // 33 hours later
        #expect(report.daily.map(\.time) == [1_795_820_400, 1_795_906_800, 1_795_993_200])
        #expect(report.daily[0].sunrise == 1_795_848_480)
        #expect(report.daily[0].sunset == 1_795_877_760)  // 15:56, 8 h 8 min later
        #expect(report.air?.time == 1_795_870_800)
        #expect(report.air?.index == 31)
    }

    @Test func aZoneTheSystemDoesNotKnowUsesTheAnswersOffset() throws {
        let answer = """
            {"latitude": 19.07, "longitude": 72.87, "utc_offset_seconds": 19800,
             "timezone": "GMT+0530", "daily": {"time": ["2026-11-28"],
             "temperature_2m_max": [31.0], "temperature_2m_min": [22.5], "weather_code": [0],
             "sunrise": ["2026-11-28T06:58:30"], "sunset": [null]}}
            """
        let report = try OpenMeteoDecoder.report(
            forecast: try JSONParser.parse(Array(answer.utf8)),
            air: nil,
            name: nil,
            source: "test"
        )
        // Midnight at UTC+05:30 is 18:30 UTC the day before.
        #expect(report.daily[0].time == 1_795_804_200)
        #expect(report.daily[0].sunrise == 1_795_829_310)  // 06:58:30 later
        #expect(report.daily[0].sunset == nil)
    }

    @Test(arguments: ["2026-11-28T25:00", "2026-11-28 14:00", "2026-02-30", "28.11.2026", ""])
    func aTimeThatIsNoReadingIsRefusedByName(_ text: String) throws {
        let answer = """
            {"latitude": 52.52, "longitude": 13.42, "utc_offset_seconds": 3600,
             "timezone": "Europe/Berlin", "current": {"time": "\(text)",
             "temperature_2m": 5.1, "weather_code": 3}}
            """
        #expect {
            try OpenMeteoDecoder.report(
                forecast: try JSONParser.parse(Array(answer.utf8)),
                air: nil,
                name: nil,
                source: "saved.json"
            )
        } throws: { error in
            "\(error)".contains("saved.json") && "\(error)".contains("\"time\" is not a time")
        }
    }
}
