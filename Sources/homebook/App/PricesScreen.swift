import HomebookCore
import TerminalUI

/// The prices between currencies (`p` on the Budget screen; docs/manual.md#prices,
/// #full-screen-app): each price, oldest day first, and the keys that add one through the
/// price form and delete the one selected after asking.
struct PricesScreen: Screen {
    let store: HomebookStore
    let today: () -> CalendarDate
    private var prices: [Price] = []
    private var list = ListView()
    private var listHeight = 18
    /// The price asked about before it is deleted.
    private var confirming: (question: Confirmation, price: Price)?
    /// A line for the person: what was done, or why not.
    private(set) var note: String?

    init(store: HomebookStore, today: @escaping () -> CalendarDate) {
        self.store = store
        self.today = today
        reload()
    }

    var title: String { "Prices" }
    var quitsOnQ: Bool { confirming == nil }
    var keys: [KeyHint] {
        [KeyHint("a", "add"), KeyHint("d", "delete"), KeyHint("↑↓ PgUp PgDn", "move")]
    }

    /// Reads the prices again.
    mutating func reload() {
        do {
            prices = try store.prices.list()
        } catch {
            prices = []
            note = "\(error)"
        }
        list.select(list.selection, count: prices.count, height: listHeight)
    }

    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
    }

    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        list.select(list.selection, count: prices.count, height: listHeight)
    }

    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 4))
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if let confirming { return answer(key, to: confirming) }
        note = nil
        if list.handle(key, count: prices.count, height: Self.listRect(area).height) {
            return .handled
        }
        switch key {
        case .character("a"):
            return .push(FormScreen.price(store, today: today()))
        case .character("d"), .delete:
            guard prices.indices.contains(list.selection) else { return .handled }
            let price = prices[list.selection]
            confirming = (
                Confirmation("Delete the price of \(price.from) in \(price.to) on \(price.day)?"),
                price
            )
        default:
            return .ignored
        }
        return .handled
    }

    /// The y/N answer: yes deletes the price in one core call.
    private mutating func answer(
        _ key: Key,
        to confirming: (question: Confirmation, price: Price)
    ) -> ScreenAction {
        switch confirming.question.answer(key) {
        case .pending: return .handled
        case .no: note = "nothing deleted"
        case .yes:
            let price = confirming.price
            do {
                try store.prices.delete(
                    day: price.day.description,
                    from: price.from,
                    to: price.to
                )
                note = "deleted the price of \(price.from) in \(price.to) on \(price.day)"
            } catch {
                note = "nothing deleted: \(error)"
            }
        }
        self.confirming = nil
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.writeLine(
            " " + CountedNoun.text(prices.count, "price")
                + ", each used from its day until the next one of its pair",
            in: area,
            row: 0,
            style: .bold
        )
        let rect = Self.listRect(area)
        if prices.isEmpty {
            buffer.writeLine(
                " No prices yet: press a to add one (or import: homebook budget price import).",
                in: rect,
                row: 0,
                style: .dim
            )
        } else {
            var table = TextTable(
                [.init("Date"), .init("From"), .init("To"), .init("Rate", .right)],
                maxWidth: max(20, area.width - 2)
            )
            let cells = prices.map {
                [$0.day.description, $0.from, $0.to, $0.rate.description]
            }
            for row in cells { table.measure(row) }
            for (offset, line) in table.header().split(separator: "\n").prefix(2).enumerated() {
                buffer.writeLine(" " + line, in: area, row: 1 + offset, style: .dim)
            }
            let lines = cells.map { " " + table.line($0) }
            list.render(LoadedRows(count: lines.count, texts: lines), into: &buffer, in: rect)
        }
        if let note {
            buffer.writeLine(
                " " + note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        if let confirming { confirming.question.render(into: &buffer, in: area) }
    }
}
