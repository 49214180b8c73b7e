internal import SQLiteWrapper

/// One saved item of the ledger.
public struct LedgerItem: Equatable, Sendable {
    /// The item's id, shown to the person for edit and delete.
    public let id: Int64
    /// Income or expense.
    public var kind: LedgerKind
    /// The name: trimmed, not empty, on one line.
    public var name: String
    /// The amount, never negative; the kind gives the direction.
    public var amount: Money
    /// The day the money moved.
    public var date: CalendarDate
    /// An optional category (trimmed; nil when none).
    public var category: String?
    /// An optional note, stored as entered (nil when none).
    public var note: String?
    /// The id of its account, whose currency its amount is in (docs/manual.md#budget-accounts).
    public var accountID: Int64

    /// Creates an item as stored.
    public init(
        id: Int64,
        kind: LedgerKind,
        name: String,
        amount: Money,
        date: CalendarDate,
        category: String?,
        note: String?,
        accountID: Int64 = Account.defaultID
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.amount = amount
        self.date = date
        self.category = category
        self.note = note
        self.accountID = accountID
    }

    /// The item's effect on savings: the amount for income, its negation for an expense.
    public var signedCents: Int64 {
        // Amounts are never negative, so negating one cannot overflow.
        kind == .income ? amount.cents : -amount.cents
    }

    /// The columns every item query selects, in the order ``init(row:)`` reads them.
    static let columns = "id, kind, name, amount_cents, date, category, note, account_id"

    /// Decodes a row selected with ``columns``.
    ///
    /// - Throws: ``LedgerError/damagedRow(id:)`` when a stored value breaks the rules
    ///   (which the table's CHECK constraints should make impossible).
    init(row: some ColumnReading) throws {
        let id: Int64 = try row.get(0)
        let cents: Int64 = try row.get(3)
        guard let kind = LedgerKind(rawValue: try row.get(1)),
            let date = CalendarDate(iso: try row.get(4)),
            cents >= 0
        else { throw LedgerError.damagedRow(id: id) }
        self.init(
            id: id,
            kind: kind,
            name: try row.get(2),
            amount: Money(cents: cents),
            date: date,
            category: try row.get(5),
            note: try row.get(6),
            accountID: try row.get(7)
        )
    }
}

/// The values of an item not saved yet; the ledger checks and normalises them.
public struct NewLedgerItem: Equatable, Sendable {
    /// Income or expense.
    public var kind: LedgerKind
    /// The name as typed; trimmed when saved.
    public var name: String
    /// The amount (parsed with ``AmountParser``).
    public var amount: Money
    /// The day the money moved.
    public var date: CalendarDate
    /// An optional category; empty means none.
    public var category: String?
    /// An optional note; empty means none.
    public var note: String?

    /// Creates the values of a new item.
    public init(
        kind: LedgerKind,
        name: String,
        amount: Money,
        date: CalendarDate,
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
}

/// A listed item with the running savings after it, over the whole ledger.
public struct LedgerEntry: Equatable, Sendable {
    /// The item.
    public let item: LedgerItem
    /// Total savings after this item, in (date, id) order, whatever filter was applied.
    public let balance: Money

    /// Creates an entry.
    public init(item: LedgerItem, balance: Money) {
        self.item = item
        self.balance = balance
    }
}
