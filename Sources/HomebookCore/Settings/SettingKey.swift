/// A setting a person can change, with its default and its rule (docs/manual.md#settings).
public enum SettingKey: String, CaseIterable, Sendable {
    /// Decimals shown by the unit converter: 2, 3 or 4.
    case precision
    /// The currency symbol shown with amounts and accepted before them.
    case currency
    /// Units weather is shown in: metric or imperial (docs/manual.md#weather).
    case units
    /// Where weather comes from: open-meteo, openweather, or auto (docs/manual.md#weather).
    case weatherProvider = "weather-provider"
    /// Whether typed amounts and values take a decimal comma (`12,50`): on or off.
    case decimalComma = "decimal-comma"
    /// The first day of the week: monday or sunday.
    case weekStart = "week-start"
    /// The calendar new events go to; empty means the first calendar.
    case defaultCalendar = "default-calendar"
    /// Whether a recipe's plain cup, fl oz, pint, quart and gallon are metric/UK or US.
    case kitchenMeasures = "kitchen-measures"
    /// Whether due repeating items are posted when homebook opens the file: on or off
    /// (docs/manual.md#schedules).
    case postSchedules = "post-schedules"

    /// The value used until the person sets one.
    public var defaultValue: String {
        switch self {
        case .precision: return "2"
        case .currency: return "$"
        case .units: return "metric"
        case .weatherProvider: return Self.automatic
        case .decimalComma: return "off"
        case .weekStart: return "monday"
        case .defaultCalendar: return ""
        case .kitchenMeasures: return "metric"
        case .postSchedules: return "on"
        }
    }

    /// What the setting does, for help and the settings screen.
    public var summary: String {
        switch self {
        case .precision: return "decimals shown by the unit converter (2, 3 or 4)"
        case .currency: return "currency symbol shown with amounts (1 to 5 characters)"
        case .units: return "units weather is shown in (metric or imperial)"
        case .weatherProvider:
            return "weather from open-meteo, openweather, or auto (OpenWeather with a key)"
        case .decimalComma:
            return "typed amounts and values take a decimal comma: 12,50 (on or off)"
        case .weekStart: return "first day of the week (monday or sunday)"
        case .defaultCalendar: return "calendar new events go to (empty: the first one)"
        case .kitchenMeasures: return "a recipe's cup, fl oz, pint, quart, gallon (metric or us)"
        case .postSchedules: return "post due repeating items on opening the file (on or off)"
        }
    }

    /// The `weather-provider` value meaning "no choice made": it is stored as no row.
    public static let automatic = "auto"

    /// Parses a key as typed (case-insensitive, trimmed).
    public static func parse(_ text: String) throws(SettingsError) -> SettingKey {
        guard let key = SettingKey(rawValue: text.trimmingWhitespace().lowercased()) else {
            throw .unknownKey(text)
        }
        return key
    }

    /// Checks and normalises a value for this key.
    ///
    /// - Returns: the value to store (trimmed; words in lower case).
    /// - Throws: ``SettingsError/invalidValue(key:value:expected:)`` with what is expected.
    public func validate(_ text: String) throws(SettingsError) -> String {
        let value = text.trimmingWhitespace()
        switch self {
        case .precision:
            guard ["2", "3", "4"].contains(value) else {
                throw .invalidValue(key: self, value: text, expected: "2, 3 or 4")
            }
        case .units:
            let lowered = value.lowercased()
            guard WeatherUnits(rawValue: lowered) != nil else {
                throw .invalidValue(key: self, value: text, expected: "metric or imperial")
            }
            return lowered
        case .weatherProvider:
            return try word(
                value,
                text,
                among: [Self.automatic] + WeatherProvider.allCases.map(\.rawValue),
                expected: "open-meteo, openweather or auto"
            )
        case .currency:
            let forbidden = Set("0123456789.,+- ")
            guard (1...5).contains(value.count),
                value.unicodeScalars.allSatisfy({
                    $0.value > 0x20 && !(0x7F...0x9F).contains($0.value)
                }),
                !value.contains(where: forbidden.contains)
            else {
                throw .invalidValue(
                    key: self,
                    value: text,
                    expected: "1 to 5 characters with no digits, spaces, signs, dots or commas"
                )
            }
        case .decimalComma, .postSchedules:
            return try word(value, text, among: ["on", "off"], expected: "on or off")
        case .weekStart:
            return try word(value, text, among: ["monday", "sunday"], expected: "monday or sunday")
        case .kitchenMeasures:
            return try word(value, text, among: ["metric", "us"], expected: "metric or us")
        case .defaultCalendar:
            guard value.isEmpty || (try? OneLineName.check(value)) != nil else {
                throw .invalidValue(
                    key: self,
                    value: text,
                    expected: "a calendar's name on one line, or nothing for the first calendar"
                )
            }
        }
        return value
    }

    /// One of `words` (any case), in lower case.
    private func word(
        _ value: String,
        _ text: String,
        among words: [String],
        expected: String
    ) throws(SettingsError) -> String {
        let lowered = value.lowercased()
        guard words.contains(lowered) else {
            throw .invalidValue(key: self, value: text, expected: expected)
        }
        return lowered
    }
}

/// A setting that could not be read or changed.
public enum SettingsError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No setting has this name.
    case unknownKey(String)
    /// The value breaks the setting's rule.
    case invalidValue(key: SettingKey, value: String, expected: String)
    /// The default calendar named is not one of the planner's calendars.
    case unknownCalendar(String)

    /// A message that says what is expected.
    public var description: String {
        switch self {
        case .unknownKey(let key):
            let known = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown setting \"\(DisplayText.singleLine(key))\": the settings are \(known)"
        case .invalidValue(let key, let value, let expected):
            return "\"\(DisplayText.singleLine(value))\" is not a valid \(key.rawValue):"
                + " expected \(expected)"
        case .unknownCalendar(let name):
            return "there is no calendar \"\(DisplayText.singleLine(name))\":"
                + " add it first, or leave default-calendar empty for the first calendar"
        }
    }
}
