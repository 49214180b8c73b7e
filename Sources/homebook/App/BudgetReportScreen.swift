import HomebookCore
import TerminalUI

/// The monthly report (docs/manual.md#budget) as bars that fit the window: income, expenses and net
/// per month, newest months at the bottom; ↑↓ PgUp PgDn scroll.
struct BudgetReportScreen: Screen {
    let model: BudgetModel
    private let months: [MonthlyTotals]
    private var problem: String?
    /// The first line shown; nil: the end (the newest months).
    private var top: Int?

    init(model: BudgetModel) {
        self.model = model
        do {
            months = try model.ledger.monthlyReport()
        } catch {
            months = []
            problem = "could not read the report: \(error)"
        }
    }

    var title: String { "Monthly report" }
    var keys: [KeyHint] { [KeyHint("↑↓ PgUp PgDn Home End", "scroll")] }

    /// The chart's lines for a window `width` columns wide.
    func lines(width: Int) -> [String] {
        let amountWidth =
            months.flatMap { [$0.income, $0.expenses, $0.net] }
            .map { TextWidth.columns(of: $0.formatted(currency: model.currency)) }.max() ?? 0
        // Month and label columns take 18, the amount its width, and one space between.
        let chart = MonthlyChart(
            months: months,
            currency: model.currency,
            usesBlocks: true,
            width: max(1, width - 18 - amountWidth - 1)
        )
        return chart.rendered().split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init
        )
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
