/// A budget item as typed, before validation: every field is raw text.
///
/// Fronts gather these strings and hand them to ``Ledger/add(_:today:)``; every rule
/// (kind, name, amount, date) is decided by ``LedgerInput`` (docs/manual.md#budget).
public struct LedgerDraft: Sendable, Equatable {
    /// `income`, `expense`, `i` or `e`.
    public var kind: String
    /// The name as typed; it is trimmed and must not be empty or span lines.
    public var name: String
    /// The amount as typed; empty is missing (nothing is saved), invalid is 0.00.
    public var amount: String
    /// The day as typed (`YYYY-MM-DD`, `today`, `yesterday`); empty means today.
    public var date: String
    /// The category as typed; empty for none.
    public var category: String
    /// The note as typed; empty for none.
    public var note: String
    /// Whether an invalid amount records 0.00 with a warning (the card's rule, the default)
    /// or refuses the whole draft, as `budget add --strict` asks (docs/manual.md#budget).
    public var invalidAmountRecordsZero: Bool

    /// Creates a draft; the date defaults to today, category and note to none, and an
    /// invalid amount records 0.00 with a warning.
    public init(
        kind: String,
        name: String,
        amount: String,
        date: String = "",
        category: String = "",
        note: String = "",
        invalidAmountRecordsZero: Bool = true
    ) {
        self.kind = kind
        self.name = name
        self.amount = amount
        self.date = date
        self.category = category
        self.note = note
        self.invalidAmountRecordsZero = invalidAmountRecordsZero
    }

    /// The fields of a budget item, in the order forms show them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case kind, name, amount, date, category, note

        /// Where the field is kept in a draft and in an edit.
        var inDraft: WritableKeyPath<LedgerDraft, String> { Self.paths[rawValue].draft }
        var inChanges: WritableKeyPath<LedgerChanges, String?> { Self.paths[rawValue].changes }

        // Computed: key paths are not Sendable, so they cannot be stored in a static.
        private static var paths:
            [(
                draft: WritableKeyPath<LedgerDraft, String>,
                changes: WritableKeyPath<LedgerChanges, String?>
            )]
        {
            [
                (\.kind, \.kind), (\.name, \.name), (\.amount, \.amount), (\.date, \.date),
                (\.category, \.category), (\.note, \.note),
            ]
        }
    }

    /// The text of one field, so a form can be filled and read field by field.
    public subscript(field: Field) -> String {
        get { self[keyPath: field.inDraft] }
        set { self[keyPath: field.inDraft] = newValue }
    }
}

/// A partial edit of a budget item as typed: a nil field is kept, a given one replaces it.
///
/// Optional fields are cleared by an empty value (`category: ""`), as for recipes. An
/// invalid amount refuses the whole edit, so a stored amount never becomes 0.00 by mistake.
public struct LedgerChanges: Sendable, Equatable {
    /// A new kind, or nil to keep it.
    public var kind: String?
    /// A new name, or nil to keep it.
    public var name: String?
    /// A new amount, or nil to keep it.
    public var amount: String?
    /// A new day, or nil to keep it.
    public var date: String?
    /// A new category, `""` to clear it, or nil to keep it.
    public var category: String?
    /// A new note, `""` to clear it, or nil to keep it.
    public var note: String?

    /// Creates an edit; every field defaults to "keep".
    public init(
        kind: String? = nil,
        name: String? = nil,
        amount: String? = nil,
        date: String? = nil,
        category: String? = nil,
        note: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.amount = amount
        self.date = date
        self.category = category
        self.note = note
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool {
        kind == nil && name == nil && amount == nil && date == nil && category == nil
            && note == nil
    }

    /// The new text of one field, or nil to keep it.
    public subscript(field: LedgerDraft.Field) -> String? {
        get { self[keyPath: field.inChanges] }
        set { self[keyPath: field.inChanges] = newValue }
    }
}

/// A saved item and, when its amount was not an amount, the warning to show.
public struct LedgerAdded: Sendable, Equatable {
    /// The item as saved, with its id.
    public let item: LedgerItem
    /// Set when the amount typed was invalid and 0.00 was recorded.
    public let warning: InvalidAmount?
}
