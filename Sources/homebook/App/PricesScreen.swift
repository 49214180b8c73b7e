import HomebookCore
import TerminalUI

/// The prices between currencies (`p` on the Budget screen; docs/manual.md#prices,
/// #full-screen-app): each price, oldest day first, and the keys that add one through the
/// price form and delete the one selected after asking.
struct PricesScreen: Screen {
    let store: HomebookStore
    let today: () -> CalendarDate
    private var prices: [Price] = []
    private var parts = ListScreenParts<Price>()

    init(store: HomebookStore, today: @escaping () -> CalendarDate) {
        self.store = store
        self.today = today
        reload()
    }

    var title: String { "Prices" }
    var quitsOnQ: Bool { !parts.isAsking }
    var keys: [KeyHint] {
        [KeyHint("a", "add"), KeyHint("d", "delete"), KeyHint("↑↓ PgUp PgDn", "move")]
    }
    /// A line for the person: what was done, or why not.
    var note: String? { parts.note }

    /// Reads the prices again.
    mutating func reload() {
        do {
            prices = try store.prices.list()
        } catch {
            prices = []
            parts.note = "\(error)"
        }
        parts.select(count: prices.count)
    }

    mutating func resume(from closed: any Screen) { parts.noteSave(from: closed) }

    mutating func layout(in area: Rect) { parts.layout(in: area, count: prices.count) }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if parts.isAsking {
            return parts.answer(key, declined: "nothing deleted", failed: "nothing deleted") {
                price in
                try store.prices.delete(day: price.day.description, from: price.from, to: price.to)
                return "deleted the price of \(price.from) in \(price.to) on \(price.day)"
            }
        }
        if parts.move(key, count: prices.count, in: area) { return .handled }
        switch key {
        case .character("a"):
            return .push(FormScreen.price(store, today: today()))
        case .character("d"), .delete:
            guard let price = parts.selected(in: prices) else { return .handled }
            parts.ask(
                "Delete the price of \(price.from) in \(price.to) on \(price.day)?",
                about: price
            )
        default:
            return .ignored
        }
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let table = ListScreenParts<Price>.table(
            [.init("Date"), .init("From"), .init("To"), .init("Rate", .right)],
            prices.map { [$0.day.description, $0.from, $0.to, $0.rate.description] },
            width: area.width
        )
        parts.render(
            summary: CountedNoun.text(prices.count, "price")
                + ", each used from its day until the next one of its pair",
            table: table,
            empty: "No prices yet: press a to add one (or import: homebook budget price import).",
            into: &buffer,
            in: area
        )
    }
}
