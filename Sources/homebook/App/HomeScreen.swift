import HomebookCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first screen: one button per module (docs/manual.md#full-screen-app).
struct HomeScreen: Screen {
    let store: HomebookStore
    private var grid = ButtonGrid(
        [
            .init("Recipes", letter: "r"), .init("Budget", letter: "b"),
            .init("Calculator", letter: "c"), .init("Converter", letter: "v"),
            .init("Planner", letter: "p"), .init("Settings", letter: "s"),
            .init("Import & export", letter: "t"), .init("Weather", letter: "w"),
            // `s` is Settings; `l` for the shopping List.
            .init("Shopping list", letter: "l"),
        ],
        columns: 3
    )

    /// "This month: $120.00 spent / $400.00 budget" when a target applies this month
    /// (docs/manual.md#budget-targets).
    private var monthLine: String?
    /// `Savings: 1,204.50 EUR · ¥52,000`, only once several currencies are in use
    /// (docs/manual.md#budget-accounts); a book in one currency shows Home as before.
    private var savingsLine: String?
    /// Whether the Budget screen asked the base-currency question this run.
    private var askedBaseCurrency = false
    /// Today's and tomorrow's events, the next meal, the shopping count and the last recipe
    /// made (docs/manual.md#full-screen-app).
    private var dashboard: HomeDashboard?
    /// The background household sync, whose result Home shows in one line (nil: none runs).
    let sync: AppHouseholdSync?
    /// The day the dashboard and the month's line are read for (the clock's; tests fix it).
    let today: () -> CalendarDate
    /// The instant that decides which meal is still to come (nil: the clock's).
    let now: () -> Int64?

    init(
        store: HomebookStore,
        sync: AppHouseholdSync? = nil,
        today: @escaping () -> CalendarDate = { .today() },
        now: @escaping () -> Int64? = { nil }
    ) {
        self.store = store
        self.sync = sync
        self.today = today
        self.now = now
        reload()
    }

    /// Reads the dashboard and the month's budget line again: when Home opens, comes back,
    /// or the data changed.
    mutating func reload() {
        let today = today()
        dashboard = try? store.dashboard(today: today, now: now())
        let ledger = store.ledger
        savingsLine = nil
        if let totals = try? ledger.totalsPerCurrency(nil), totals.count > 1 {
            let comma = (try? store.settings.decimalComma()) ?? false
            savingsLine =
                "Savings: "
                + totals.map { MoneyFormat($0.currency, decimalComma: comma)($0.savings) }
                .joined(separator: " · ")
        }
        guard let summary = try? ledger.targetSummary(in: LedgerMonth(today)),
            let currency = try? store.settings.currency()
        else {
            monthLine = nil
            return
        }
        // Several currencies: targets are in the base currency and the spending was
        // converted at each day's price; what had no price is named, never added at 1.
        let comma = (try? store.settings.decimalComma()) ?? false
        let format =
            (try? ledger.targetCurrency())?.map { MoneyFormat($0, decimalComma: comma) }
            ?? MoneyFormat(symbol: currency)
        monthLine =
            "This month: \(format(summary.spent)) spent / \(format(summary.budget)) budget"
            + (UnpricedText.short(summary.unpriced, decimalComma: comma).map { " · " + $0 } ?? "")
    }

    var title: String { "Home" }
    var keys: [KeyHint] {
        [
            KeyHint("←→↑↓ Tab", "move"), KeyHint("Enter", "open"),
            KeyHint("r b c v p s t w l", "open"),
        ] + (sync?.syncs == true ? [KeyHint("y", "sync conflicts")] : [])
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if key == .character("y"), sync?.syncs == true {
            return .push(SyncConflictsScreen(store: store))
        }
        let (pressed, consumed) = grid.handle(key)
        guard let pressed, let page = page(for: grid.buttons[pressed].letter) else {
            return consumed ? .handled : .ignored
        }
        // The base-currency question, once a run when it is due (docs/manual.md#currencies).
        if var budget = page as? BudgetScreen, !askedBaseCurrency {
            askedBaseCurrency = budget.askBaseCurrency()
            return .push(budget)
        }
        return .push(page)
    }

    /// The screen a button opens.
    private func page(for letter: Character) -> (any Screen)? {
        switch letter {
        case "c": return CalculatorScreen()
        case "v": return ConverterScreen(store: store)
        case "s": return FormScreen.settings(store)
        case "r": return RecipesScreen(store: store)
        case "b": return BudgetScreen(store: store)
        case "p": return PlannerScreen(store: store)
        case "t": return TransferScreen(store: store)
        case "w":
            return WeatherScreen(
                store: store,
                environment: DatabaseLocation.processEnvironment,
                clock: { Int(time(nil)) }
            )
        case "l": return ShoppingScreen(store: store)
        default: return nil
        }
    }

    /// The last background sync's result, and the open conflicts (`y` lists them).
    private var syncLines: [String] {
        guard let sync, sync.syncs, let line = sync.line else { return [] }
        let open = sync.openConflicts
        return [line + (open > 0 ? " · \(CountedNoun.text(open, "conflict")) (y)" : "")]
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let intro = "Your recipes, ledger and planner. Pick a module:"
        buffer.write(
            intro,
            x: area.x + max(0, (area.width - TextWidth.columns(of: intro)) / 2),
            y: area.y + 2,
            style: .bold
        )
        grid.render(into: &buffer, in: area.inset(top: 5))
        let lines =
            (dashboard.map { HomeDashboardText.lines($0, zone: store.planner.zone) } ?? [])
            + (monthLine.map { [$0] } ?? []) + (savingsLine.map { [$0] } ?? []) + syncLines
        if !lines.isEmpty {
            // Under the buttons, a blank row above the database line when the window has it;
            // never over the buttons.
            let top = max(5 + grid.height, area.height - 1 - lines.count - 1)
            for (index, line) in lines.enumerated() {
                buffer.writeLine(line, in: area.inset(left: 2, right: 2), row: top + index)
            }
        }
        // Which file is in use, so a first run shows where the data goes.
        buffer.writeLine(
            "Database: " + DisplayText.singleLine(store.path),
            in: area.inset(left: 2, right: 2),
            row: area.height - 1,
            style: .dim
        )
    }
}
