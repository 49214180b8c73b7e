import HomebookCore
import TerminalUI

/// The monthly report (docs/manual.md#budget) as bars that fit the window: income, expenses and net
/// per month, newest months at the bottom; ↑↓ PgUp PgDn scroll.
struct BudgetReportScreen: Screen {
    let model: BudgetModel
    /// One chart per currency in use (docs/manual.md#currencies); one, unnamed, in a book
    /// without currencies.
    private let sections: [(currency: Currency, months: [MonthlyTotals])]
    private var problem: String?
    /// The first line shown; nil: the end (the newest months).
    private var top: Int?

    init(model: BudgetModel) {
        self.model = model
        do {
            if let reports = try model.ledger.reportPerCurrency(LedgerQuery(), by: .month) {
                sections = reports.map { ($0.currency, $0.report.monthlyTotals) }
            } else {
                sections = [(.unnamed(symbol: model.currency), try model.ledger.monthlyReport())]
            }
        } catch {
            sections = []
            problem = "could not read the report: \(error)"
        }
    }

    var title: String { "Monthly report" }
    var keys: [KeyHint] { [KeyHint("↑↓ PgUp PgDn Home End", "scroll")] }

    /// The charts' lines for a window `width` columns wide, each under its currency's code
    /// when there are several.
    func lines(width: Int) -> [String] {
        var lines: [String] = []
        for (currency, months) in sections {
            let format = MoneyFormat(currency, decimalComma: model.amountStyle.decimalComma)
            let amountWidth =
                months.flatMap { [$0.income, $0.expenses, $0.net] }
                .map { TextWidth.columns(of: format($0)) }.max() ?? 0
            // Month and label columns take 18, the amount its width, and one space between.
            var chart = MonthlyChart(
                months: months,
                currency: model.currency,
                usesBlocks: true,
                width: max(1, width - 18 - amountWidth - 1)
            )
            chart.format = format
            if sections.count > 1 {
                if !lines.isEmpty { lines.append("") }
                lines.append(
                    "In " + (currency.isUnnamed ? "the book's currency" : currency.code) + ":"
                )
            }
            lines += chart.rendered().split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init
            )
        }
        return lines
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let body = area.inset(top: 1, left: 2, right: 2)
        let count = lines(width: body.width).count
        let last = max(0, count - body.height)
        var first = top ?? last
        switch key {
        case .up: first -= 1
        case .down: first += 1
        case .pageUp: first -= body.height
        case .pageDown: first += body.height
        case .home: first = 0
        case .end: first = last
        default: return .ignored
        }
        top = max(0, min(last, first))
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        if let problem {
            buffer.writeLine("✗ " + problem, in: body, style: CellStyle(foreground: .red))
            return
        }
        let all = lines(width: body.width)
        let first = min(top ?? .max, max(0, all.count - body.height))
        for (row, line) in all.dropFirst(first).prefix(body.height).enumerated() {
            let style: CellStyle = line.hasPrefix(" ") ? .plain : .bold
            buffer.writeLine(line, in: body, row: row, style: style)
        }
    }
}
