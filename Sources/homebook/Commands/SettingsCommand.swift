import ArgumentParser
import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// `homebook settings [KEY [VALUE]]`: list, show or change a setting.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "List the settings, show one, or change one.",
        discussion: """
            precision: decimals shown by the unit converter (2, 3 or 4; default 2). \
            currency: the symbol shown with amounts (default $). \
            units: metric or imperial, for weather (default metric). \
            weather-provider: open-meteo, openweather, or auto (the default: OpenWeather when \
            a key is set, else Open-Meteo); `weather --provider` overrides it. \
            weather-key: the OpenWeather API key, kept in a private file beside the \
            configuration, never in the database, and shown masked. \
            decimal-comma: on makes "," the decimal mark of typed amounts and converter \
            values (12,50; 1.234,56), off (the default) keeps ".". \
            week-start: monday (the default) or sunday. \
            default-calendar: the calendar new events go to; "" for the first one. \
            base-currency: the code reports are in (EUR); unset, the book has one unnamed \
            currency; changing it changes no stored amount.
            """
    )

    @Argument(help: ArgumentHelp("The setting to show or change.", valueName: "key"))
    var key: String?

    @Argument(help: ArgumentHelp("The new value.", valueName: "value"))
    var value: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        // The API key is not a database setting: keys are never stored in the database
        // (docs/manual.md#weather), so it lives in its own private file.
        if key?.trimmingWhitespace().lowercased() == "weather-key" {
            try weatherKey()
            return
        }
        if key?.trimmingWhitespace().lowercased() == "base-currency" {
            try baseCurrency()
            return
        }
        try store.withStore(postingSchedules: false) { store in
            guard let key else {
                for (key, value) in try store.settings.all() {
                    print("\(key.rawValue) = \(DisplayText.singleLine(value))")
                }
                return
            }
            let settingKey = try SettingKey.parse(key)
            if let value {
                print(DisplayText.singleLine(try store.settings.set(settingKey, to: value)))
            } else {
                print(DisplayText.singleLine(try store.settings.value(of: settingKey)))
            }
        }
    }

    /// Shows the base currency, or names it (docs/manual.md#currencies).
    private func baseCurrency() throws {
        try store.withStore(postingSchedules: false) { store in
            if let value {
                print(try store.currencies.setBase(value).code)
            } else {
                print(try store.currencies.base()?.code ?? "not set")
            }
        }
    }

    /// Shows the OpenWeather key masked, or saves a new one to the key file.
    private func weatherKey() throws {
        let environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
        if let value {
            let path = try WeatherKeyFile.save(value, environment: environment)
            print("Saved the OpenWeather key to \(DisplayText.singleLine(path)) (mode 0600)")
            return
        }
        if let path = WeatherKeyFile.path(environment: environment) {
            try WeatherKeyFile.check(path)
        }
        guard let found = WeatherKeyFile.find(environment: environment) else {
            print("not set")
            return
        }
        print("\(found.masked) (from \(DisplayText.singleLine(found.source)))")
    }
}
