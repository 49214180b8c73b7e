import ArgumentParser
import HomebookCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// `homebook weather [PLACE] [now|hourly|daily|air] …`: shows the weather; see
/// docs/manual.md#weather.
struct WeatherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Show the weather and air quality for a place, offline first.",
        usage: """
            homebook weather [PLACE] [now|hourly|daily|air] [--json] [--provider P] [--country CC]
              [--lat L --lon L] [--refresh] [--timeout S]
            homebook weather --file onecall.json [--air air.json] [--file-units U]
            homebook weather place add NAME [--country CC] [--default] | list | remove NAME
            """,
        discussion: """
            Stored data younger than 10 minutes is shown without fetching (--refresh fetches). \
            When the network fails, the last stored data is shown with its age and a warning \
            on standard error. Without PLACE: the default saved place, else the last place \
            shown, else a bundled London sample. Addresses: HOMEBOOK_OPENMETEO_URL, \
            HOMEBOOK_OPENMETEO_GEOCODING_URL, HOMEBOOK_OPENMETEO_AIR_URL, HOMEBOOK_OPENWEATHER_URL. \
            The OpenWeather key: HOMEBOOK_OPENWEATHER_KEY or `homebook settings weather-key`.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The place, then the view (now, hourly, daily, air).",
            valueName: "place-and-view"
        )
    )
    var words: [String] = []

    @Flag(help: "Print the report as JSON.") var json = false
    @Option(help: "open-meteo or openweather (default: the weather-provider setting).")
    var provider: String?
    @Option(help: "Only places in this country (two-letter code).") var country: String?
    // `.unconditional`: south and west are negative (`--lon -0.12`), which the argument
    // parser would otherwise take for an option and refuse.
    @Option(parsing: .unconditional, help: "Latitude in degrees, south negative (with --lon).")
    var lat: String?
    @Option(parsing: .unconditional, help: "Longitude in degrees, west negative (with --lat).")
    var lon: String?
    @Flag(help: "Fetch even if the stored data is recent.") var refresh = false
    @Flag(
        name: .customLong("default"),
        help: "With `place add`: show this place when none is given."
    )
    var isDefault = false
    @Option(help: "Seconds each request may take (default 60).") var timeout: Int = 60
    @Option(help: "Render a saved answer file (One Call or Open-Meteo forecast).") var file: String?
    @Option(help: "The saved air-quality answer for --file.") var air: String?
    @Option(
        name: .customLong("file-units"),
        help: "standard, metric or imperial (OpenWeather files)."
    )
    var fileUnits: String = "standard"
    @OptionGroup var store: StoreOptions

    func run() throws {
        if words.first?.lowercased() == "place" {
            try WeatherPlaceActions.run(
                Array(words.dropFirst()),
                country: country,
                isDefault: isDefault,
                store: store
            )
            return
        }
        var words = self.words
        var view = WeatherText.View.now
        if let last = words.last, let named = WeatherText.View(rawValue: last.lowercased()) {
            view = named
            words.removeLast()
        }
        guard words.count <= 1 else {
            throw ValidationError("give one place (quote a name with spaces: \"San Francisco\")")
        }
        guard (1...600).contains(timeout) else {
            throw ValidationError("--timeout is 1 to 600 seconds")
        }
        if let file {
            try showFile(file, view: view)
            return
        }
        let location: WeatherLocation?
        if lat != nil || lon != nil {
            guard let lat, let lon, words.isEmpty else {
                throw ValidationError("give --lat and --lon together, without a place name")
            }
            location = try WeatherLocation.coordinates(latitude: lat, longitude: lon)
        } else if let name = words.first {
            location = try WeatherLocation.named(name, country: country)
        } else {
            location = nil
        }
        let chosen = try provider.map { name throws -> WeatherProvider in
            guard let known = WeatherProvider(rawValue: name.lowercased()) else {
                throw ValidationError("--provider is open-meteo or openweather")
            }
            return known
        }
        let now = Int(time(nil))
        try store.withStore { store in
            let result = try WeatherService.show(
                WeatherQuery(
                    location: location,
                    provider: chosen,
                    refresh: refresh,
                    timeoutSeconds: timeout
                ),
                store: store,
                environment: { getenv($0).map { String(cString: $0) } },
                now: now
            )
            if case .offline(let error) = result.origin {
                printError(
                    "Warning: \(error); showing the weather stored \(WeatherClock.age(of: result.fetchedAt ?? now, now: now))"
                )
            }
            if !result.otherMatches.isEmpty {
                let others = result.otherMatches.prefix(5).map { DisplayText.singleLine($0.label) }
                printError("also: " + others.joined(separator: "; ") + " — add --country")
            }
            try show(result, view: view, units: try store.settings.weatherUnits(), now: now)
        }
    }

    private func show(
        _ result: WeatherResult,
        view: WeatherText.View,
        units: WeatherUnits,
        now: Int
    ) throws {
        if json {
            var object = result.report.json
            if case .object(var members) = object {
                members.append(
                    ("fetched_at", result.fetchedAt.map { .integer(Int64($0)) } ?? .null)
                )
                members.append(("sample", .bool(result.origin == .sample)))
                object = .object(members)
            }
            print(object.rendered)
            return
        }
        let lines =
            WeatherText.heading(result, now: now) + [""]
            + WeatherText.lines(view, result.report, units: units)
            + ["", result.report.provider.attribution]
        print(lines.joined(separator: "\n"))
    }

    private func showFile(_ path: String, view: WeatherText.View) throws {
        guard let units = OpenWeatherDecoder.Units(rawValue: fileUnits.lowercased()) else {
            throw ValidationError("--file-units is standard, metric or imperial")
        }
        let report = try WeatherService.read(path: path, airPath: air, units: units)
        let displayUnits = (try? store.withStore { try $0.settings.weatherUnits() }) ?? .metric
        if json {
            print(report.json.rendered)
            return
        }
        let lines =
            [
                // The place and provider first; a long path is what gets cut.
                TextWidth.truncated(
                    WeatherText.title(report.place.label, report.provider.displayName)
                        + ", from " + DisplayText.singleLine(path),
                    toColumns: 80
                )
            ]
            + [""] + WeatherText.lines(view, report, units: displayUnits) + [
                "", report.provider.attribution,
            ]
        print(lines.joined(separator: "\n"))
    }
}
