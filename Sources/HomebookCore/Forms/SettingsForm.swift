/// The settings form (docs/manual.md#settings): every setting, saved in one change; a
/// setting that is on or off toggles, one of a few words cycles. The base currency
/// (docs/manual.md#currencies) is asked beside the currency symbol and saved in the same change.
public struct SettingsForm: DescribedForm {
    /// The settings in the order the form shows them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case precision, currency, baseCurrency, decimalComma, weekStart, defaultCalendar, units
        case weatherProvider, kitchenMeasures, postSchedules

        /// The setting this field edits; nil for the base currency, which is not a setting.
        public var key: SettingKey? {
            switch self {
            case .baseCurrency: nil
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
    let currencies: Currencies
    /// The settings as typed (keys the form does not show are kept as stored).
    public private(set) var draft: SettingsDraft
    /// The base currency's code as typed; empty keeps it as it is.
    public private(set) var baseCurrency: String
    /// The base currency's code as stored, empty while none is named.
    private let storedBase: String
    private let calendarNames: [String]

    /// The settings as stored, to edit.
    public init(store: HomebookStore) {
        settings = store.settings
        currencies = store.currencies
        draft = (try? store.settings.draft()) ?? SettingsDraft()
        storedBase = ((try? store.currencies.base()) ?? nil)?.code ?? ""
        baseCurrency = storedBase
        calendarNames = ((try? store.planner.calendars()) ?? []).map(\.name)
    }

    public var title: String { "Settings" }

    public static func describe(_ field: Field) -> FormField {
        guard let key = field.key else {
            return FormField(
                "base-currency",
                "Base currency",
                hint: "the code reports are in: EUR, USD, JPY; empty: not named yet"
            )
        }
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
            case .currency, .defaultCalendar, .baseCurrency: .text
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
        get { field.key.map { draft[$0] } ?? baseCurrency }
        set {
            if let key = field.key {
                draft[key] = newValue
            } else {
                baseCurrency = newValue
            }
        }
    }

    public func problems() -> FormProblems<Field, SettingsFormProblem> {
        var problems = FormProblems<Field, SettingsFormProblem>()
        if let code = newBase {
            do {
                _ = try currencies.get(code)
            } catch let error as CurrencyError {
                problems[.baseCurrency] = .currency(error)
            } catch {}
        }
        guard let stored = try? settings.problems(draft) else { return problems }
        for field in Field.allCases {
            if let key = field.key, let problem = stored[key] {
                problems[field] = .setting(problem)
            }
        }
        return problems
    }

    public func reason(_ problem: SettingsFormProblem) -> String {
        switch problem {
        case .setting(let error): error.reason
        case .currency(let error): error.description
        }
    }

    public mutating func save() throws -> FormSaved {
        let newBase = newBase
        let changed = try settings.database.write { _ in
            // One change to undo: the settings and the base currency together.
            let changed = try settings.save(draft)
            if let newBase { try currencies.setBase(newBase) }
            return changed || newBase != nil
        }
        return FormSaved(changed ? "saved" : "nothing changed")
    }

    /// The base currency typed when it differs from the stored one (any case); nil keeps it.
    private var newBase: String? {
        let typed = baseCurrency.quicklyTrimmed()
        guard !typed.isEmpty, typed.uppercased() != storedBase else { return nil }
        return typed
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .defaultCalendar
            ? NameCompletion.matches(typed, in: calendarNames, limit: limit) : []
    }
}

/// Why the settings form refuses a field: a setting's rule, or the base currency's.
public enum SettingsFormProblem: Error, Equatable, Sendable {
    /// A setting breaks its rule.
    case setting(SettingsError)
    /// The base currency is not a known currency.
    case currency(CurrencyError)
}
