/// What a form field takes, which decides how each front asks for it (docs/manual.md#forms).
public enum FormFieldKind: Sendable, Equatable {
    /// One line of text.
    case text
    /// Several lines of text (ingredients, notes, a description).
    case multiline
    /// An amount of money as typed (`12.50`, `1,234.56`).
    case amount
    /// A day: `YYYY-MM-DD`, `today`, `yesterday`.
    case date
    /// A time or day phrase: `2026-11-28 17:00`, `today 18:30`, `saturday 19:00`.
    case time
    /// A whole number.
    case number
    /// One of a few words; a form cycles through them.
    case choice([String])
    /// On or off, stored as one of two words (`on`/`off`, `yes`/`no`).
    case toggle(on: String, off: String)
    /// A password: typed without being shown, and never stored (docs/manual.md#passwords).
    case secret
}

/// Where a field's completions come from, so a front can offer them as it is typed.
public enum FormCompletionSource: Sendable, Equatable {
    /// The budget's categories.
    case categories
    /// The planner's calendars.
    case calendars
    /// The recipe book's names.
    case recipes
    /// The saved bank mappings' names.
    case mappings
    /// The aisles already set on foods.
    case aisles
    /// The budget's open accounts.
    case accounts
}

/// One field of a described form: everything a front needs to ask for it.
public struct FormField: Sendable, Equatable {
    /// A stable name for the field (`amount`, `servings`), as options and tests name it.
    public let key: String
    /// The label a form shows (`Amount`).
    public let label: String
    /// What the field takes.
    public let kind: FormFieldKind
    /// One line saying what to type, shown while the field is being filled.
    public let hint: String
    /// Where completions come from, or nil when there are none.
    public let completion: FormCompletionSource?

    /// Describes a field; a plain text field with no hint by default.
    public init(
        _ key: String,
        _ label: String,
        kind: FormFieldKind = .text,
        hint: String = "",
        completion: FormCompletionSource? = nil
    ) {
        self.key = key
        self.label = label
        self.kind = kind
        self.hint = hint
        self.completion = completion
    }

    /// Whether the field takes several lines.
    public var isMultiline: Bool { kind == .multiline }
    /// Whether the field is a password, never shown as typed.
    public var isSecret: Bool { kind == .secret }
}

/// What a saved form did, for the screen or prompt it returns to.
public struct FormSaved: Sendable, Equatable {
    /// One line saying what was saved (`added “Rent”`).
    public let note: String
    /// The saved record's id, when the form saves one record.
    public let id: Int64?
    /// Whether the save added a record rather than changing one.
    public let added: Bool

    /// Describes a save.
    public init(_ note: String, id: Int64? = nil, added: Bool = false) {
        self.note = note
        self.id = id
        self.added = added
    }
}

/// Why a form's save was refused as a whole rather than for one field.
public enum FormSaveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The record changed (or was deleted) elsewhere since the form opened it; the form now
    /// holds the record as it is, so saving again saves over it (docs/manual.md#storage).
    case changedElsewhere(deleted: Bool)

    public var description: String {
        switch self {
        case .changedElsewhere(let deleted):
            "changed elsewhere since you opened it" + (deleted ? " (deleted)" : "")
        }
    }
}
