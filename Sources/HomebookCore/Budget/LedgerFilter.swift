/// Which items a list or an export shows; every field left nil shows all.
public struct LedgerFilter: Equatable, Sendable {
    /// The first day shown, inclusive.
    public var from: CalendarDate?
    /// The last day shown, inclusive.
    public var to: CalendarDate?
    /// Only this kind.
    public var kind: LedgerKind?
    /// Only this category and its branch (`food` keeps `food:groceries`), case ignored for
    /// A–Z; ``uncategorised`` keeps the items without one.
    public var category: String?

    /// The ``category`` that keeps only uncategorised items: no item's category is empty,
    /// and the stored per-category totals file them under the empty text too.
    public static let uncategorised = ""

    /// Creates a filter.
    public init(
        from: CalendarDate? = nil,
        to: CalendarDate? = nil,
        kind: LedgerKind? = nil,
        category: String? = nil
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.category = category.map { $0.trimmingWhitespace() }
    }

    /// Whether an item passes the kind and category filters (dates are bounds of the walk).
    func matchesKindAndCategory(_ item: LedgerItem) -> Bool {
        if let kind, item.kind != kind { return false }
        if let category {
            guard let stored = item.category else { return category == Self.uncategorised }
            // A category keeps its branch, case ignored (docs/manual.md#categories).
            return !category.isEmpty && CategoryPath.isInBranch(stored, category)
        }
        return true
    }
}
