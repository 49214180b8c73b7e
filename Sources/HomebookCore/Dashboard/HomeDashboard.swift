internal import SQLiteWrapper

/// What the Home screen shows beside the module buttons (docs/manual.md#full-screen-app):
/// today's and tomorrow's events, the next planned meal, the week's shopping list count and
/// the last recipe made.
public struct HomeDashboard: Sendable {
    /// Today's events, in order.
    public let today: [PlannerEvent]
    /// Tomorrow's events, in order.
    public let tomorrow: [PlannerEvent]
    /// The next planned meal from now within two weeks, if any.
    public let nextMeal: PlannerEvent?
    /// How many foods of the shopping list of the 7 days from today are not checked off.
    public let shoppingToBuy: Int
    /// The recipe made most recently, if any was.
    public let lastMade: Recipe?
}

extension HomebookStore {
    /// The dashboard as of `today`; `now` (UTC seconds, the clock's unless a test gives one)
    /// picks the next meal still to come.
    public func dashboard(today: CalendarDate, now: Int64? = nil) throws -> HomeDashboard {
        let now = now ?? Int64(SystemCalls.now())
        let planner = self.planner
        let twoDays = try planner.occurrences(from: today, to: today.adding(days: 1))
        let zone = planner.zone
        func starts(on day: CalendarDate, _ event: PlannerEvent) -> Bool {
            switch event.span {
            case .allDay(let first, let last): return first <= day && day <= last
            case .timed(let start, _): return zone.local(start).date == day
            }
        }
        var nextMeal: PlannerEvent?
        try planner.forEachOccurrence(from: today, to: today.adding(days: 13)) { events in
            guard nextMeal == nil else { return }
            nextMeal = events.first { event in
                guard event.recipe != nil else { return false }
                switch event.span {
                case .allDay(_, let last): return last >= today
                case .timed(_, let end): return end > now
                }
            }
        }
        let shopping = try planner.shoppingList(from: today, to: today.adding(days: 6))
        let last = try connection.fetchOne(
            cached: "SELECT \(RecipeBook.columns) FROM recipes INDEXED BY recipes_by_last_made"
                + " WHERE last_made IS NOT NULL ORDER BY last_made DESC, name COLLATE NOCASE, id"
                + " LIMIT 1"
        ).map(RecipeBook.decode)
        return HomeDashboard(
            today: twoDays.filter { starts(on: today, $0) },
            tomorrow: twoDays.filter { starts(on: today.adding(days: 1), $0) },
            nextMeal: nextMeal,
            shoppingToBuy: shopping.uncheckedCount,
            lastMade: last
        )
    }
}
