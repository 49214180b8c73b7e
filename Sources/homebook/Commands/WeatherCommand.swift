import ArgumentParser
import HomebookCore

/// `homebook weather …`: the weather, offline first, and saved places.
struct WeatherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Show the weather and air quality for a place, offline first.",
        subcommands: [WeatherShowCommand.self, WeatherPlaceCommand.self],
        defaultSubcommand: WeatherShowCommand.self
    )
}

/// `homebook weather place add|list|remove`.
struct WeatherPlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Save, list and remove places; the default is shown by `homebook weather`.",
        subcommands: [Add.self, List.self, Remove.self]
    )

    /// `weather place add NAME [--country CC] [--default]`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Save a place by name.")
        @Argument(help: "The place's name.") var name: String
        @Option(help: "Its country, as a two-letter code (US, GB).") var country: String?
        @Flag(name: .customLong("default"), help: "Show it when no place is given.") var isDefault =
            false
        @OptionGroup var store: StoreOptions

        func run() throws {
            let location = try WeatherLocation.named(name, country: country)
            try store.withStore { store in
                let saved = try store.weather.addPlace(location, isDefault: isDefault)
                print(
                    "Saved \(DisplayText.singleLine(saved.name))"
                        + (saved.isDefault ? " (default)" : "")
                )
            }
        }
    }

    /// `weather place list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the saved places.")
        @OptionGroup var store: StoreOptions

        func run() throws {
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
        }
    }

    /// `weather place remove NAME`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a saved place.")
        @Argument(help: "The saved name.") var name: String
        @OptionGroup var store: StoreOptions

        func run() throws {
            try store.withStore { store in
                try store.weather.removePlace(name)
                print("Removed \(DisplayText.singleLine(name.trimmingWhitespace()))")
            }
        }
    }
}
