internal import SQLiteWrapper

/// A sum or report's filters as typed (`--from`, `--to`, `--month`, `--kind`, `--category`,
/// `--search`); the ledger checks them into a ``LedgerQuery``.
public struct LedgerQueryText: Equatable, Sendable {
    /// The first day: `YYYY-MM-DD`, `today` or `yesterday`.
    public var from: String?
    /// The last day.
    public var to: String?
    /// A month, `YYYY-MM` (not with `from` or `to`).
    public var month: String?
    /// `income` or `expense`.
    public var kind: String?
    /// Category names; `none` stands for uncategorised items. Empty: every category.
    public var categories: [String]
    /// Text looked for in names and notes.
    public var search: String?

    /// Creates the typed filters.
    public init(
        from: String? = nil,
        to: String? = nil,
        month: String? = nil,
        kind: String? = nil,
        categories: [String] = [],
        search: String? = nil
    ) {
        self.from = from
        self.to = to
        self.month = month
        self.kind = kind
        self.categories = categories
        self.search = search
    }
}

/// Why a sum or report's filters were refused.
public enum LedgerQueryError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The month is not `YYYY-MM`.
    case invalidMonth(String)
    /// A month was given with `--from` or `--to`.
    case monthWithDates
    /// No item and no target has this category; the closest known names follow.
    case unknownCategory(String, closest: [String])
    /// The grouping is not `category`, `month` or `category,month`.
    case invalidGrouping(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .invalidMonth(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a month: use YYYY-MM"
        case .monthWithDates:
            return "--month cannot be combined with --from or --to"
        case .unknownCategory(let name, let closest):
            let known =
                closest.isEmpty
                ? ""
                : "; did you mean "
                    + closest.map { "\"\(DisplayText.singleLine($0))\"" }
                    .joined(separator: ", ") + "?"
            return "no budget item or target has the category \"\(DisplayText.singleLine(name))\""
                + " (\"none\" means uncategorised)" + known
        case .invalidGrouping(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a grouping:"
                + " use category, month or category,month"
        }
    }
}

extension Ledger {
    /// Checks typed filters into a query: dates, month, kind, and each category against
    /// the categories in use (docs/manual.md#budget).
    ///
    /// - Throws: ``LedgerError`` for a bad date or kind, ``LedgerQueryError`` for a bad
    ///   month or an unknown category (with the closest known names).
    public func query(_ text: LedgerQueryText, today: CalendarDate) throws -> LedgerQuery {
        var query = LedgerQuery(
            from: try text.from.map { try LedgerInput.date($0, today: today) },
            to: try text.to.map { try LedgerInput.date($0, today: today) },
            kind: try text.kind.map { try LedgerInput.kind($0) }
        )
        if let month = text.month {
            guard text.from == nil, text.to == nil else { throw LedgerQueryError.monthWithDates }
            guard let parsed = LedgerMonth(text: month) else {
                throw LedgerQueryError.invalidMonth(month)
            }
            query.from = parsed.first
            query.to = parsed.last
        }
        if !text.categories.isEmpty {
            let known = try knownCategories()
            // A loop, not a throwing map: an error thrown out of map's closure and carried to
            // the process's exit was reported as a leak by LeakSanitizer (the CI run).
            var categories: [String?] = []
            for typed in text.categories {
                let name = typed.quicklyTrimmed()
                if name.lowercased() == "none" {
                    categories.append(nil)
                    continue
                }
                // Known when some category is it or lies under it, whatever the case.
                guard known.contains(where: { CategoryPath.isInBranch($0, name) }) else {
                    throw LedgerQueryError.unknownCategory(
                        name,
                        closest: Self.closest(to: name, in: known)
                    )
                }
                categories.append(name)
            }
            query.categories = categories
        }
        if let search = text.search, !search.isEmpty { query.search = search }
        return query
    }

    /// Every category an item or a target has, read from the stored per-month cells and the
    /// targets (no scan of the items).
    public func knownCategories() throws -> Set<String> {
        var names: Set<String> = []
        for row in try database.fetchAll(
            "SELECT DISTINCT category FROM budget_category_totals WHERE category <> ''"
                + " UNION SELECT category FROM budget_targets"
        ) {
            names.insert(try row.get(0))
        }
        return names
    }

    /// Up to three known names close to `name`: the same but for case, containing it, or
    /// within a few typing mistakes; the closest first.
    static func closest(to name: String, in known: Set<String>) -> [String] {
        let key = name.lowercased()
        let limit = max(2, key.count / 3)
        let scored: [(Int, String)] = known.compactMap { candidate in
            let other = candidate.lowercased()
            if other == key { return (0, candidate) }
            if other.contains(key) || (other.count >= 3 && key.contains(other)) {
                return (1, candidate)
            }
            guard abs(other.count - key.count) <= limit else { return nil }
            let distance = UnitSpellings.editDistance(key, other)
            return distance <= limit ? (1 + distance, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(3).map(\.1)
    }
}
