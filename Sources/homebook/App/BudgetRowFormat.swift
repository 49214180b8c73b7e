import HomebookCore
import TerminalUI

/// How one ledger row is laid out in a given width.
enum BudgetRowFormat {
    /// The widths of the fixed columns: date and kind.
    static let fixed = (date: 10, kind: 7)

    /// The widths of the amount and balance columns, which hold two spaces before the
    /// number: the defaults, widened for rows in the millions so that every row shown keeps
    /// its numbers apart and right-aligned with the headings.
    struct AmountColumns: Equatable {
        /// The Amount column, in terminal columns.
        var amount = 12
        /// The Balance column.
        var balance = 14

        /// The default widths.
        init() {}

        /// Widths that fit every one of `entries`.
        init(fitting entries: [LedgerEntry], money: ItemMoneyFormat) {
            for entry in entries {
                let amountText = money.amount(entry.item)
                let balanceText = money.balance?(entry.balance) ?? ""
                amount = max(amount, TextWidth.columns(of: amountText) + 2)
                balance = max(balance, TextWidth.columns(of: balanceText) + 2)
            }
        }
    }

    /// The column headings, laid out like the rows.
    static func headings(
        width: Int,
        columns: AmountColumns = AmountColumns(),
        balance: Bool = true
    ) -> String {
        let last = balance ? "Balance" : ""
        return layout("Date", "Kind", "Name", "Category", "Amount", last, width, columns)
    }

    /// One entry: date, kind, name, category, amount and the savings after it.
    static func line(
        _ entry: LedgerEntry,
        money: ItemMoneyFormat,
        width: Int,
        columns: AmountColumns = AmountColumns()
    ) -> String {
        let item = entry.item
        return layout(
            item.date.description,
            item.kind.rawValue,
            DisplayText.singleLine(item.name),
            DisplayText.singleLine(item.category ?? ""),
            money.amount(item),
            money.balance?(entry.balance) ?? "",
            width,
            columns
        )
    }

    /// The six columns, name and category sharing what the others leave.
    private static func layout(
        _ date: String,
        _ kind: String,
        _ name: String,
        _ category: String,
        _ amount: String,
        _ balance: String,
        _ width: Int,
        _ columns: AmountColumns
    ) -> String {
        // Two spaces between columns, as in the line tables; one blank column at each edge.
        let free = max(10, width - fixed.date - fixed.kind - columns.amount - columns.balance - 9)
        let nameWidth = free * 3 / 5
        return " " + TextWidth.padded(date, toColumns: fixed.date) + "  "
            + TextWidth.padded(kind, toColumns: fixed.kind) + "  "
            + TextWidth.padded(name, toColumns: nameWidth) + "  "
            + TextWidth.padded(category, toColumns: free - nameWidth)
            + rightAligned(amount, columns.amount) + rightAligned(balance, columns.balance)
    }

    /// `text` right-aligned in `width` columns.
    static func rightAligned(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextWidth.columns(of: text))) + text
    }
}
