import ArgumentParser
import HomebookCore

/// `homebook settings [KEY [VALUE]]`: list, show or change a setting.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "List the settings, show one, or change one.",
        discussion: """
            precision: decimals shown by the unit converter (2, 3 or 4; default 2). \
            currency: the symbol shown with amounts (default $). \
            decimal-comma: on makes "," the decimal mark of typed amounts and converter \
            values (12,50; 1.234,56), off (the default) keeps ".". \
            week-start: monday (the default) or sunday. \
            default-calendar: the calendar new events go to; "" for the first one.
            """
    )

    @Argument(help: ArgumentHelp("The setting to show or change.", valueName: "key"))
    var key: String?

    @Argument(help: ArgumentHelp("The new value.", valueName: "value"))
    var value: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.withStore { store in
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
}
