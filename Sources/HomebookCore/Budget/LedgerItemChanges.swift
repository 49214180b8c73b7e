/// A partial edit: nil leaves a field as it is.
///
/// For the optional fields, `.some(nil)` (or an empty string) clears the field.
public struct LedgerItemChanges: Equatable, Sendable {
    /// A new kind, or nil to keep it.
    public var kind: LedgerKind?
    /// A new name, or nil to keep it.
    public var name: String?
    /// A new amount, or nil to keep it.
    public var amount: Money?
    /// A new date, or nil to keep it.
    public var date: CalendarDate?
    /// nil keeps the category, `.some(nil)` clears it, `.some(text)` sets it.
    public var category: String??
    /// nil keeps the note, `.some(nil)` clears it, `.some(text)` sets it.
    public var note: String??

    /// Creates an edit; every field left out is kept.
    public init(
        kind: LedgerKind? = nil,
        name: String? = nil,
        amount: Money? = nil,
        date: CalendarDate? = nil,
        category: String?? = nil,
        note: String?? = nil
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
}
