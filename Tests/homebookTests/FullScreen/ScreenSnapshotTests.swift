import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Every screen and dialog of the full-screen app at 80×24, against its reviewed golden in
/// `Tests/Fixtures/Screens/` (see ``ScreenSnapshot``). After an intended change of a screen:
/// `HOMEBOOK_UPDATE_SNAPSHOTS=1 swift test --filter ScreenSnapshotTests`, then read the
/// changed goldens in `git diff` as a user would before committing them.
@Suite struct ScreenSnapshotTests {
    /// A small household: recipes, a month of the ledger, a few events and conversions.
    static func seed(_ store: HomebookStore) throws {
        let today = ScreenSnapshot.today
        for draft in [
            RecipeDraft(
                name: "Pancakes",
                ingredients: "200 g flour\n2 eggs\n300 ml milk\n1 pinch salt",
                lastMade: "2026-11-15",
                link: "https://example.com/pancakes",
                notes: "Rest the batter for 30 minutes.\nServe with lemon and sugar.",
                servings: "4"
            ),
            RecipeDraft(name: "Crème brûlée", ingredients: "4 egg yolks\n500 ml cream"),
            RecipeDraft(name: "Tomato soup", ingredients: "1 kg tomatoes", lastMade: "2026-10-02"),
        ] {
            _ = try store.recipes.add(draft, today: today)
        }
        for draft in [
            LedgerDraft(kind: "income", name: "Salary", amount: "2500", date: "2026-11-01"),
            LedgerDraft(
                kind: "expense",
                name: "Rent",
                amount: "950",
                date: "2026-11-02",
                category: "home"
            ),
            LedgerDraft(
                kind: "expense",
                name: "Groceries at the market",
                amount: "64.35",
                date: "2026-11-14",
                category: "food",
                note: "Weekly shop"
            ),
            LedgerDraft(
                kind: "expense",
                name: "Cinema",
                amount: "12.50",
                date: "2026-11-20",
                category: "fun"
            ),
            LedgerDraft(
                kind: "expense",
                name: "Bakery",
                amount: "4.20",
                date: "2026-10-28",
                category: "food"
            ),
        ] {
            _ = try store.ledger.add(draft, today: today)
        }
        for draft in [
            EventDraft(
                title: "Dentist",
                start: "2026-11-24 09:00",
                end: "2026-11-24 09:30",
                location: "High Street 4"
            ),
            EventDraft(title: "Market day", start: "2026-11-22", allDay: true),
            EventDraft(title: "Book club", start: "2026-11-18 19:00"),
            EventDraft(
                title: "Pancake supper",
                start: "2026-11-22 18:30",
                recipe: "Pancakes"
            ),
            EventDraft(
                title: "Gym",
                start: "2026-11-23 07:00",
                repeatRule: RepeatInput(frequency: "weekly", count: 4)
            ),
        ] {
            _ = try store.planner.add(draft, today: today)
        }
        _ = try store.conversions.save(Quantity.parse("162 lb"), at: "2026-11-20T08:15:00Z")
        _ = try store.conversions.save(Quantity.parse("70 kg"), at: "2026-11-21T19:40:00Z")
    }

    @Test(arguments: [
        ("home", ""),
        ("help-overlay", "?"),
        ("recipes-list", "r"),
        ("recipes-search", "r/pan"),
        ("recipes-view", "r\r"),
        ("recipes-view-scaled", "r\u{1B}[B\r++kk"),
        ("recipes-form-add", "ra"),
        ("recipes-form-edit", "re"),
        ("recipes-delete", "rd"),
        ("budget-list", "b"),
        ("budget-form-add", "ba"),
        ("budget-filter-bar", "bf"),
        ("budget-report", "br"),
        ("budget-categories", "bc"),
        ("budget-categories-quarter", "bcp"),
        ("budget-category-items", "bc\r"),
        ("budget-delete", "bd"),
        ("calculator", "c12*34\r7-9\r"),
        ("calculator-error", "c12.5*4\r"),
        ("converter", "v162"),
        ("planner-agenda", "p"),
        ("planner-event", "p\r"),
        ("planner-form-add", "pa"),
        ("planner-past", "p\u{1B}[H\u{1B}[A"),
        ("planner-go-to", "pg2026-12-0"),
        ("planner-month", "pm"),
        ("planner-edit-occurrence", "p\u{1B}[B\u{1B}[B\u{1B}[Be"),
        ("planner-form-recipe", "paSupper\ttoday 19:00\t\t\t\t\t\tPan"),
        ("settings", "s"),
        ("import-export", "t"),
    ])
    func screenMatchesItsGolden(name: String, keys: String) throws {
        try ScreenSnapshot.check(name, keys: keys, seed: Self.seed)
    }

    /// The month grid on a wide window: the first titles in the cells, the agenda below.
    @Test func theMonthGridOnAWideWindowMatchesItsGolden() throws {
        try ScreenSnapshot.check(
            "planner-month-wide",
            keys: "pm\u{1B}[C",
            size: (120, 40),
            seed: Self.seed
        )
    }

    /// The Budget list filtered to expenses at 80×24 and 120×40: the header's count of the
    /// rows shown always shows, the header cut with `…` before it (at 80 columns it was
    /// left out).
    @Test func theFilteredBudgetHeaderKeepsItsCount() throws {
        for (size, suffix) in [((80, 24), ""), ((120, 40), "-wide")] {
            try ScreenSnapshot.check(
                "budget-filtered" + suffix,
                keys: "bf\t\texpense\r",
                size: size,
                seed: Self.seed
            )
        }
    }

    /// The food aisles and the aisle form, at 80×24 and 120×40.
    @Test(arguments: [("aisles", "rg"), ("aisles-form", "rga"), ("aisles-help", "rg?")])
    func theAislesMatchTheirGoldens(name: String, keys: String) throws {
        for (size, suffix) in [((80, 24), ""), ((120, 40), "-wide")] {
            try ScreenSnapshot.check(name + suffix, keys: keys, size: size) { store in
                try Self.seed(store)
                _ = try store.planner.setAisle("Dairy", of: "eggs")
                _ = try store.planner.setAisle("Dairy", of: "milk")
                _ = try store.planner.setAisle("Baking", of: "flour")
            }
        }
    }

    /// The standard data with a `food` branch and a target on it, for the categories tree.
    static func seedTree(_ store: HomebookStore) throws {
        try seed(store)
        let today = ScreenSnapshot.today
        try store.ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Pizza",
                amount: "18.00",
                date: "2026-11-07",
                category: "Food:eating out"
            ),
            today: today
        )
        try store.ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Milk",
                amount: "2.10",
                date: "2026-11-08",
                category: "food:groceries"
            ),
            today: today
        )
        try store.ledger.setTarget(category: "food", amount: "120", today: today)
        try store.ledger.setTarget(category: "fun", amount: "10", today: today)
    }

    /// The categories tree with its bars at 80×24 and 120×40, a branch closed, and the
    /// target form `t` opens (docs/manual.md#categories).
    @Test func theCategoriesTreeMatchesItsGoldens() throws {
        try ScreenSnapshot.check("budget-categories-tree", keys: "bc", seed: Self.seedTree)
        try ScreenSnapshot.check(
            "budget-categories-tree-wide",
            keys: "bc",
            size: (120, 40),
            seed: Self.seedTree
        )
        try ScreenSnapshot.check(
            "budget-categories-tree-closed",
            keys: "bc\u{1B}[D",
            seed: Self.seedTree
        )
        try ScreenSnapshot.check("budget-categories-target", keys: "bct", seed: Self.seedTree)
    }

    @Test func anEmptyDatabaseShowsEmptyLists() throws {
        try ScreenSnapshot.check("recipes-empty", keys: "r")
        try ScreenSnapshot.check("budget-empty", keys: "b")
        try ScreenSnapshot.check("planner-empty", keys: "p")
    }

    /// The history shows each saved time in local time; the golden is drawn in UTC, as CI runs.
    @Test(.enabled(if: TimeZone.current.secondsFromGMT() == 0, "local time is UTC"))
    func converterHistoryMatchesItsGolden() throws {
        try ScreenSnapshot.check("converter-history", keys: "vh", seed: Self.seed)
    }

    @Test func aWindowTooSmallSaysSo() throws {
        try ScreenSnapshot.check("window-too-small", size: (60, 20))
    }
}
