import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Whole screens of the full-screen app, drawn in-process on a real temporary store and
/// compared with the reviewed golden text files in `Tests/Fixtures/Screens/`.
///
/// Everything that would change from run to run is fixed: "today" is ``today`` (the Budget
/// and Planner open on it), the database's temporary folder is shown as ``shownFolder``, and
/// the converter history is saved at fixed instants. Goldens change only on request:
/// `HOMEBOOK_UPDATE_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests` (CONTRIBUTING.md).
enum ScreenSnapshot {
    /// The day the snapshots are taken on: a Sunday.
    static let today = CalendarDate(year: 2026, month: 11, day: 22) ?? CalendarDate.today()

    /// What Home shows for the temporary folder, whatever its random name.
    static let shownFolder = "/tmp/homebook-snapshots"

    /// Opens the app at Home on a fresh store filled by `seed`, types `keys`, and checks the
    /// whole window against the golden `name`.
    static func check(
        _ name: String,
        keys: String = "",
        size: (width: Int, height: Int) = (80, 24),
        seed: (HomebookStore) throws -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try withTemporaryStore(named: "homebook.sqlite") { store, folder in
            try seed(store)
            var state = AppState(
                root: FixedTodayHome(store: store, today: today),
                appName: "homebook",
                size: size
            )
            state.commands = UndoKeys.commands(store: store)
            type(keys, into: &state)
            let text = screen(state).replacingOccurrences(of: folder, with: shownFolder)
            GoldenText.check(
                text,
                folder: "Screens",
                name: name,
                sourceLocation: sourceLocation
            )
        }
    }
}

/// Home, except that Budget and Planner open on a fixed "today" (HomeScreen opens them on the
/// real one), so their screens are the same on every day the tests run.
struct FixedTodayHome: Screen {
    var home: HomeScreen
    let store: HomebookStore
    let today: CalendarDate
    /// Whether Budget asked the base-currency question, as Home asks it once a run.
    var askedBaseCurrency = false

    init(store: HomebookStore, today: CalendarDate) {
        // Noon UTC of the fixed day: which meal is "still to come" must not hang on the clock.
        let noon = Int64(today.dayNumber) * 86_400 + 43_200
        home = HomeScreen(store: store, today: { today }, now: { noon })
        self.store = store
        self.today = today
    }

    var title: String { home.title }
    var keys: [KeyHint] { home.keys }
    var statusKeys: [KeyHint] { home.statusKeys }
    var quitsOnQ: Bool { home.quitsOnQ }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let today = today
        switch key {
        case .character("b"):
            var budget = BudgetScreen(store: store, today: { today })
            if !askedBaseCurrency { askedBaseCurrency = budget.askBaseCurrency() }
            return .push(budget)
        case .character("p"): return .push(PlannerScreen(store: store, today: today))
        default: return home.handle(key, in: area)
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        home.render(into: &buffer, in: area)
    }

    mutating func reload() { home.reload() }
    var hasPendingWork: Bool { home.hasPendingWork }
    mutating func runPendingWork() { home.runPendingWork() }
}
