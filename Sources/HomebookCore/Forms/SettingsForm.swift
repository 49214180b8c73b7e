/// The settings form (docs/manual.md#settings): every setting, saved in one change; a
/// setting that is on or off toggles, one of a few words cycles.
public struct SettingsForm: DescribedForm {
    /// The settings in the order the form shows them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case precision, currency, decimalComma, weekStart, defaultCalendar, units
        case weatherProvider, kitchenMeasures, postSchedules

        /// The setting this field edits.
        public var key: SettingKey {
            switch self {
            case .precision: .precision
            case .currency: .currency
            case .decimalComma: .decimalComma
            case .weekStart: .weekStart
            case .defaultCalendar: .defaultCalendar
            case .units: .units
            case .weatherProvider: .weatherProvider
            case .kitchenMeasures: .kitchenMeasures
            case .postSchedules: .postSchedules
            }
        }
    }

    let settings: Settings
    /// The settings as typed (keys the form does not show are kept as stored).
    public private(set) var draft: SettingsDraft
    private let calendarNames: [String]

    /// The settings as stored, to edit.
    public init(store: HomebookStore) {
        settings = store.settings
        draft = (try? store.settings.draft()) ?? SettingsDraft()
        calendarNames = ((try? store.planner.calendars()) ?? []).map(\.name)
    }

    public var title: String { "Settings" }

    public static func describe(_ field: Field) -> FormField {
        let key = field.key
        // `Decimal comma` for `decimal-comma`: the key in words with a capital.
        let words = key.rawValue.replacing("-", with: " ")
        let label = words.prefix(1).uppercased() + words.dropFirst()
        let kind: FormFieldKind =
            switch field {
            case .precision: .choice(["2", "3", "4"])
            case .decimalComma, .postSchedules: .toggle(on: "on", off: "off")
            case .weekStart: .choice(["monday", "sunday"])
            case .units: .choice(["metric", "imperial"])
            case .weatherProvider:
                .choice([SettingKey.automatic] + WeatherProvider.allCases.map(\.rawValue))
            case .kitchenMeasures: .choice(["metric", "us"])
            case .currency, .defaultCalendar: .text
            }
        return FormField(
            key.rawValue,
            label,
            kind: kind,
            hint: key.summary,
            completion: field == .defaultCalendar ? .calendars : nil
        )
    }

    public subscript(field: Field) -> String {
        get { draft[field.key] }
        set { draft[field.key] = newValue }
    }

    public func problems() -> FormProblems<Field, SettingsError> {
        var problems = FormProblems<Field, SettingsError>()
        guard let stored = try? settings.problems(draft) else { return problems }
        for field in Field.allCases { problems[field] = stored[field.key] }
        return problems
    }

    public func reason(_ problem: SettingsError) -> String { problem.reason }

    public mutating func save() throws -> FormSaved {
        FormSaved(try settings.save(draft) ? "saved" : "nothing changed")
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .defaultCalendar ? NamePrefix.matches(typed, in: calendarNames, limit: limit) : []
    }
}
