import ArgumentParser
import HomebookCore

/// `homebook weather place add|list|remove …`, run by ``WeatherShowCommand``.
///
/// These are words of the one `weather` command rather than subcommands of their own: every
/// command type costs each start-up (the argument parser checks each type's conformances when
/// it builds its tree, scanning every conformance record), and five types for weather cost
/// `homebook --version` 2.3M instructions, 38% (callgrind).
enum WeatherPlaceActions {
    /// Runs `place ACTION [NAME]` with the given options.
    static func run(
        _ words: [String],
        country: String?,
        isDefault: Bool,
        store: StoreOptions
    ) throws {
        let action = words.first?.lowercased() ?? ""
        let rest = Array(words.dropFirst())
        switch action {
        case "add":
            guard rest.count == 1 else {
                throw usage("weather place add NAME [--country CC] [--default]")
            }
            // The place form's one check and save, as the app and the menu fill it.
            try store.withStore { store in
                _ = try FormOptions.save(
                    WeatherPlaceForm(weather: store.weather),
                    [
                        ("name", rest[0]), ("country", country ?? ""),
                        ("default", isDefault ? "yes" : "no"),
                    ]
                )
                print(
                    "Saved \(DisplayText.singleLine(rest[0].trimmingWhitespace()))"
                        + (isDefault ? " (default)" : "")
                )
            }
        case "list":
            guard rest.isEmpty else { throw usage("weather place list") }
            try store.withStore { store in
                let places = try store.weather.places()
                guard !places.isEmpty else {
                    print("No saved places.")
                    return
                }
                for place in places {
                    print(
                        DisplayText.singleLine(place.name) + (place.country.map { ", \($0)" } ?? "")
                            + (place.isDefault ? "  (default)" : "")
                    )
                }
            }
        case "remove":
            guard rest.count == 1 else { throw usage("weather place remove NAME") }
            try store.withStore { store in
                try store.weather.removePlace(rest[0])
                print("Removed \(DisplayText.singleLine(rest[0].trimmingWhitespace()))")
            }
        default:
            throw usage("weather place add NAME [--default] | list | remove NAME")
        }
    }

    private static func usage(_ text: String) -> ValidationError {
        ValidationError("usage: homebook " + text)
    }
}
