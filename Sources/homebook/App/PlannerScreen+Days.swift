import HomebookCore
import TerminalUI

/// The days the Planner shows: earlier ones, a day gone to, and the month grid
/// (docs/manual.md#planner).
extension PlannerScreen {
    /// `Agenda Sun 2026-11-22 – Wed 2027-01-20`: the days loaded, for the header.
    var rangeText: String {
        "Agenda \(from.weekdayName) \(from) – \(to.weekdayName) \(to)"
            + (from < today ? "  (today is \(today))" : "")
    }

    /// Loads ``step`` more days before the first, keeping the selection on the same row.
    mutating func loadEarlier() {
        guard from.dayNumber - Self.step > EventSpan.earliestDay.dayNumber else { return }
        let before = agenda.count
        from = from.adding(days: -Self.step)
        days += Self.step
        reload()
        list.select(
            list.selection + agenda.count - before,
            count: agenda.count,
            height: shownHeight
        )
    }

    /// Shows `day`: within the loaded days the selection moves there; outside them the agenda
    /// loads from `day` on. `resetting` loads from `day` in any case (`t`: today, as opened).
    mutating func go(to day: CalendarDate, resetting: Bool = false) {
        if resetting || day < from || day > to {
            from = day
            days = Self.step
        }
        goneTo = day == today ? nil : day
        reload()
        // The day's heading at the top of the list: from the end, back up to the heading.
        let target = agenda.index(of: day)
        list.select(agenda.count - 1, count: agenda.count, height: shownHeight)
        list.select(target == 0 ? 0 : target - 1, count: agenda.count, height: shownHeight)
        list.select(target, count: agenda.count, height: shownHeight)
    }

    /// A key of the `g` prompt.
    mutating func dateKey(_ key: Key) -> ScreenAction {
        guard var prompt = datePrompt else { return .handled }
        switch prompt.handle(key, today: today) {
        case .cancelled: datePrompt = nil
        case .editing: datePrompt = prompt
        case .day(let day):
            datePrompt = nil
            go(to: day)
        }
        return .handled
    }

    /// Shows the month grid on `day`.
    mutating func openMonth(on day: CalendarDate) {
        month = PlannerMonthView(selected: day, weekStart: (try? store.settings.weekStart()) ?? 1)
        loadMonth()
    }

    /// Reads the shown page's occurrences: one listing of its days. The forecast is the
    /// agenda's, read when it loads, so a page turn lists only events.
    mutating func loadMonth() {
        guard var shown = month else { return }
        shown.weather = agenda.weather
        shown.units = agenda.units
        shown.conflicts = agenda.conflicts
        do {
            shown.days = try store.planner.occurrencesByDay(
                from: shown.grid.firstShown,
                to: shown.grid.lastShown
            )
        } catch {
            note = "\(error)"
        }
        month = shown
    }

    /// A key of the month grid: arrows and PgUp/PgDn move the day, Enter or `m` goes back to
    /// the agenda at it, Esc to the agenda as it was, `a` adds an event on it.
    mutating func monthKey(_ key: Key) -> ScreenAction {
        guard var shown = month else { return .handled }
        note = nil
        let page = shown.grid
        if shown.handle(key) {
            month = shown
            if shown.grid != page { loadMonth() }
            return .handled
        }
        switch key {
        case .enter, .character("m"):
            month = nil
            go(to: shown.selected)
        case .escape: month = nil
        case .character("a"):
            return .push(FormScreen.event(store, today: today, day: shown.selected))
        default: return .ignored
        }
        return .handled
    }
}
