import HomebookCore
import TerminalUI

/// What the categories screen shows (docs/manual.md#the-categories-screen), as a value: the
/// period and the core's overview of it. Every sum comes from the core; this only keeps it.
struct BudgetCategoriesModel {
    let ledger: Ledger
    /// The currency symbol amounts are shown with.
    let currency: String
    /// The period shown.
    private(set) var period: LedgerPeriod
    /// The categories of the period, as the core summed them.
    private(set) var overview: CategoryOverview?
    /// The last problem reading the ledger, if any.
    private(set) var problem: String?

    /// Whether amounts in a named currency show a decimal comma.
    let decimalComma: Bool

    init(ledger: Ledger, currency: String, period: LedgerPeriod, decimalComma: Bool = false) {
        self.ledger = ledger
        self.currency = currency
        self.period = period
        self.decimalComma = decimalComma
        reload()
    }

    /// How amounts are shown: in the base currency once the book converts or names it, else
    /// as before.
    var format: MoneyFormat {
        (overview?.currency ?? (try? ledger.targetCurrency())).map {
            MoneyFormat($0, decimalComma: decimalComma)
        } ?? MoneyFormat(symbol: currency)
    }

    /// Whether some row left out an amount with no price (its net then carries the mark).
    var hasUnpriced: Bool { !(overview?.unpriced.isEmpty ?? true) }

    /// The branches closed with ←, by their folded name (CategoryPath.key).
    private(set) var collapsed: Set<String> = []
    /// The period's whole tree, as the core built it.
    private(set) var tree: [CategoryTreeNode] = []
    /// The rows shown: the tree without what lies under a closed branch.
    private(set) var rows: [CategoryTreeNode] = []

    /// Opens (`open`) or closes the branch `path`; false when nothing changed.
    mutating func setOpen(_ path: String, _ open: Bool) -> Bool {
        let key = CategoryPath.key(path)
        guard collapsed.contains(key) == open else { return false }
        if open { collapsed.remove(key) } else { collapsed.insert(key) }
        rows = CategoryOverview.visible(tree, collapsed: collapsed)
        return true
    }

    /// Whether the branch `path` is closed.
    func isCollapsed(_ path: String) -> Bool { collapsed.contains(CategoryPath.key(path)) }

    /// Shows `period` from now on.
    mutating func show(_ period: LedgerPeriod) {
        self.period = period
        reload()
    }

    /// Reads the period's overview afresh.
    mutating func reload() {
        do {
            let overview = try ledger.categoryOverview(period)
            self.overview = overview
            tree = overview.tree
            rows = CategoryOverview.visible(tree, collapsed: collapsed)
            problem = nil
        } catch {
            overview = nil
            tree = []
            rows = []
            problem = "could not read the categories: \(error)"
        }
    }

    /// The Budget list's filter that shows the items of `row` (its branch) in the period.
    func filter(for row: CategoryTreeNode) -> LedgerFilter {
        LedgerFilter(
            from: period.first,
            to: period.last,
            category: row.path ?? LedgerFilter.uncategorised
        )
    }

    /// How a row is named on screen: indented by its depth, a branch marked open (▾) or
    /// closed (▸).
    func label(_ row: CategoryTreeNode) -> String {
        let mark: String
        if let path = row.path, row.hasChildren {
            mark = isCollapsed(path) ? "▸ " : "▾ "
        } else {
            mark = ""
        }
        return String(repeating: "  ", count: row.level) + mark + DisplayText.singleLine(row.label)
    }

    /// How a category is named in a heading.
    static func name(_ category: String?) -> String {
        category.map { DisplayText.singleLine($0) } ?? "(uncategorised)"
    }
}

/// One cell of a categories row: its text, right-aligned, and its colour (income green,
/// expenses and what is over budget red; NO_COLOR drops the colours, the signs stay).
struct CategoryCell: Equatable {
    let text: String
    let color: CellStyle.Color?

    static let blank = CategoryCell(text: "", color: nil)

    /// The cells of one row: income, expenses, net, budget and left. With `unpriced` set
    /// (some row of the table left an amount out for lack of a price), the net of a row
    /// that did ends in `?`, the others in a blank, so the figures stay aligned.
    static func cells(
        sum: LedgerSum,
        budget: Money?,
        left: Money?,
        format: MoneyFormat,
        unpriced: Bool? = nil
    ) -> [CategoryCell] {
        let income =
            sum.incomeCount == 0
            ? blank : CategoryCell(text: signed(sum.income, format), color: .green)
        // Expenses are money going out: shown with a minus, as the net counts them.
        let expenses =
            sum.expenseCount == 0
            ? blank
            : CategoryCell(text: signed(Money(cents: -sum.expenses.cents), format), color: .red)
        let mark = unpriced.map { $0 ? " " + UnpricedText.mark : "  " } ?? ""
        let net = CategoryCell(
            text: signed(sum.net, format) + mark,
            color: sum.net.cents > 0 ? .green : sum.net.cents < 0 ? .red : nil
        )
        let budgetCell = budget.map { CategoryCell(text: format($0), color: nil) }
        let leftCell = left.map { CategoryCell(text: format($0), color: $0.cents < 0 ? .red : nil) }
        return [income, expenses, net, budgetCell ?? blank, leftCell ?? blank]
    }

    /// `+$1.00`, `-$1.00` or `$0.00`: the sign says which way the money went.
    static func signed(_ money: Money, _ format: MoneyFormat) -> String {
        (money.cents > 0 ? "+" : "") + format(money)
    }
}

/// How the categories table is laid out in a given width: the name first, then five amount
/// columns, each as wide as its widest amount or heading.
struct CategoryLayout: Equatable {
    static let headings = ["Income", "Expenses", "Net", "Budget", "Left"]

    /// The columns of each amount (with the two spaces before it).
    let amountWidths: [Int]
    /// The columns of the name.
    let nameWidth: Int

    /// The cells of the bar of spending against the target (0: no room for one).
    let barCells: Int

    /// A layout for `cells` (every row's, totals included) in `width` columns.
    init(cells: [[CategoryCell]], width: Int, bars: Bool = false) {
        amountWidths = Self.headings.indices.map { column in
            let widest = cells.map { TextWidth.columns(of: $0[column].text) }.max() ?? 0
            return max(widest, Self.headings[column].count) + 2
        }
        // One blank column at each edge; the name keeps at least 8 columns, cut with `…`,
        // and the bar (`[####..]`, two spaces before it) takes what is left, 4 to 20 cells.
        let free = width - 2 - amountWidths.reduce(0, +)
        barCells = bars && free >= 20 ? min(20, max(4, free - 30)) : 0
        nameWidth = min(32, max(8, free - (barCells > 0 ? barCells + 4 : 0)))
    }

    /// Where column `index` (0: name, 1…5 the amounts) starts, from the row's left edge.
    func start(of index: Int) -> Int {
        index == 0 ? 1 : 1 + nameWidth + amountWidths.prefix(index - 1).reduce(0, +)
    }

    /// The whole table's width.
    var width: Int { start(of: Self.headings.count + 1) + (barCells > 0 ? barCells + 4 : 0) + 1 }
}
