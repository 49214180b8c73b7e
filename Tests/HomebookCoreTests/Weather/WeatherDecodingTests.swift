import HomebookCore
import TestSupport
import Testing

@Suite("Weather answers decoded into one model")
struct WeatherDecodingTests {
    func document(_ name: String) throws -> JSONDocument {
        try JSONParser.parse(try WeatherFixtures.bytes(name))
    }

    func openMeteo(_ place: String, name: String? = nil) throws -> WeatherReport {
        try OpenMeteoDecoder.report(
            forecast: try document("open-meteo-forecast-\(place)"),
            air: try document("open-meteo-air-\(place)"),
            name: name,
            source: "test"
        )
    }

    func openWeather(
        _ place: String,
        units: OpenWeatherDecoder.Units = .standard
    ) throws -> WeatherReport {
        try OpenWeatherDecoder.report(
            oneCall: try document("openweather-onecall-\(place)"),
            air: try document("openweather-air-\(place)"),
            name: nil,
            units: units,
            source: "test"
        )
    }

    @Test func openMeteoLondonHasEveryPart() throws {
        let report = try openMeteo("london", name: "London")
        #expect(report.provider == .openMeteo)
        #expect(report.place.timeZone == "Europe/London")
        #expect(report.place.latitude == 51_508_500)
        let now = try #require(report.current)
        #expect(now.temperature == 84)
        #expect(now.feelsLike == 59)
        #expect(now.humidity == 81)
        #expect(now.pressure == 10123)
        #expect(now.windSpeed == 42)
        #expect(now.windDirection == 240)
        #expect(now.condition == .cloudy)
        #expect(report.hourly.count == 48)
        #expect(report.daily.count == 8)
        #expect(report.daily[0].maximum == 114 && report.daily[0].minimum == 44)
        #expect(report.daily[6].condition == .rain)
        let air = try #require(report.air)
        #expect(air.index == 38 && air.scale == "European AQI")
        #expect(air.pm2_5 == 98 && air.pm10 == 174 && air.ozone == 410)
        #expect(
            air.nitrogenDioxide == 246 && air.sulphurDioxide == 31 && air.carbonMonoxide == 2120
        )
    }

    @Test func openWeatherKelvinIsReadAsCelsius() throws {
        let report = try openWeather("london")
        let now = try #require(report.current)
        // 281.55 K is 8.4 °C; 279.05 K is 5.9 °C: the same as Open-Meteo's file.
        #expect(now.temperature == 84)
        #expect(now.feelsLike == 59)
        #expect(now.condition == .cloudy)
        #expect(report.hourly.count == 48)
        #expect(report.daily.count == 8)
        let openMeteo = try openMeteo("london")
        #expect(report.daily.map(\.maximum) == openMeteo.daily.map(\.maximum))
        #expect(report.hourly.map(\.temperature) == openMeteo.hourly.map(\.temperature))
        #expect(report.hourly[1].precipitationChance == 7)
        let air = try #require(report.air)
        #expect(air.index == 2 && air.scale == "OpenWeather AQI 1–5")
        #expect(air.pm2_5 == 5 && air.carbonMonoxide == 2019)
    }

    @Test func openWeatherFileUnitsConvert() throws {
        let oneCall: JSONDocument = try JSONParser.parse(
            #"{"lat":1,"lon":2,"current":{"dt":1,"temp":50,"wind_speed":10,"weather":[{"id":800,"icon":"01n"}]}}"#
        )
        let imperial = try OpenWeatherDecoder.report(
            oneCall: oneCall,
            air: nil,
            name: nil,
            units: .imperial,
            source: "f"
        )
        #expect(imperial.current?.temperature == 100)  // 50 °F = 10.0 °C
        #expect(imperial.current?.windSpeed == 45)  // 10 mph = 4.47 m/s
        #expect(imperial.current?.isDay == false)
        let metric = try OpenWeatherDecoder.report(
            oneCall: oneCall,
            air: nil,
            name: nil,
            units: .metric,
            source: "f"
        )
        #expect(metric.current?.temperature == 500)
        #expect(metric.current?.windSpeed == 100)
        let standard = try OpenWeatherDecoder.report(
            oneCall: oneCall,
            air: nil,
            name: nil,
            units: .standard,
            source: "f"
        )
        #expect(standard.current?.temperature == -2232)  // 50 K = -223.15 °C
    }

    @Test func geocodingOfBothProviders() throws {
        let sf = try OpenMeteoDecoder.places(
            try document("open-meteo-geocoding-san-francisco"),
            source: "t"
        )
        #expect(sf.map(\.label) == ["San Francisco, California, US"])
        let tokyo = try OpenMeteoDecoder.places(
            try document("open-meteo-geocoding-tokyo"),
            source: "t"
        )
        #expect(tokyo.first?.name == "東京" && tokyo.first?.timeZone == "Asia/Tokyo")
        #expect(
            try OpenMeteoDecoder.places(try document("open-meteo-geocoding-empty"), source: "t")
                .isEmpty
        )
        let london = try OpenWeatherDecoder.places(
            try document("openweather-geocoding-london"),
            source: "t"
        )
        #expect(london.map(\.label) == ["London, England, GB"])
        #expect(
            try OpenWeatherDecoder.places(try document("openweather-geocoding-empty"), source: "t")
                .isEmpty
        )
        let paris = try OpenMeteoDecoder.places(
            try document("open-meteo-geocoding-paris"),
            source: "t"
        )
        #expect(paris.map(\.label) == ["Paris, Île-de-France, FR", "Paris, Texas, US"])
    }

    @Test func theStoredFormReadsBackTheSameReport() throws {
        for report in [try openMeteo("tokyo", name: "東京"), try openWeather("san-francisco")] {
            let text = report.json.rendered
            #expect(try WeatherReport(stored: try JSONParser.parse(text)) == report)
        }
    }

    @Test func everyTruncationOfAnAnswerIsOneClearError() throws {
        // Cut the London forecast at generated points: each cut must be refused with the
        // malformed error (from the parser or the shape check), never a crash or a model.
        let bytes = try WeatherFixtures.bytes("open-meteo-forecast-london")
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<200 {
            let cut = generator.below(bytes.count - 1)
            let prefix = Array(bytes[0..<cut])
            var failed = false
            do {
                let document = try JSONParser.parse(prefix)
                _ = try OpenMeteoDecoder.report(
                    forecast: document,
                    air: nil,
                    name: nil,
                    source: "t"
                )
            } catch is JSONSyntaxError {
                failed = true
            } catch let error as WeatherError {
                if case .malformed = error { failed = true }
            }
            #expect(failed, "cut at \(cut) was accepted")
        }
    }

    @Test(arguments: [
        #"[]"#, #"{"latitude":"x","longitude":1}"#, #"{"latitude":1,"longitude":2}"#,
        #"{"latitude":1,"longitude":2,"current":{"time":1,"temperature_2m":"warm","weather_code":1}}"#,
        #"{"latitude":1,"longitude":2,"hourly":{"time":[1,2],"temperature_2m":[1],"weather_code":[1,2]}}"#,
        #"{"latitude":1e400,"longitude":2,"current":{"time":1,"temperature_2m":1,"weather_code":1}}"#,
    ])
    func wrongShapesAreRefused(text: String) throws {
        let document = try JSONParser.parse(text)
        #expect(throws: WeatherError.self) {
            try OpenMeteoDecoder.report(forecast: document, air: nil, name: nil, source: "t")
        }
    }

    @Test func fixedPointRoundsHalfAwayFromZero() {
        #expect(WeatherFormat.fixed("12.34", scale: 1) == 123)
        #expect(WeatherFormat.fixed("12.35", scale: 1) == 124)
        #expect(WeatherFormat.fixed("-0.05", scale: 1) == -1)
        #expect(WeatherFormat.fixed("7", scale: 2) == 700)
        #expect(WeatherFormat.fixed("1e3", scale: 1) == nil)
        #expect(WeatherFormat.fixed("99999999999999999999", scale: 1) == nil)
    }
}
