import HomebookCore
import TerminalUI

/// The question `e` asks on an occurrence of a repeating event (docs/manual.md#planner):
/// `t` edits only this occurrence (it becomes an event of its own, the series skips its
/// day), `a` edits the whole series, Esc (or n) edits nothing.
struct PlannerEditChoice {
    /// What an answer chose.
    enum Outcome: Equatable {
        /// The key was not an answer; the question stays.
        case pending
        /// Esc or n: nothing is edited.
        case cancelled
        /// `t`: the form on this occurrence only.
        case occurrence
        /// `a`: the form on the series.
        case series
    }

    /// The occurrence as the agenda listed it (its own day and time).
    let event: PlannerEvent
    /// The day it starts on.
    let day: CalendarDate

    init(_ event: PlannerEvent, zone: LocalZone) {
        self.event = event
        day = event.span.firstDay(in: zone)
    }

    /// The answer `key` gives.
    func answer(_ key: Key) -> Outcome {
        switch key {
        case .character("t"), .character("T"): return .occurrence
        case .character("a"), .character("A"): return .series
        case .escape, .character("n"), .character("N"): return .cancelled
        default: return .pending
        }
    }

    /// The answer `t` leads to: the form on this occurrence only.
    func occurrenceForm(store: HomebookStore, today: CalendarDate) -> ScreenAction {
        .push(FormScreen.occurrence(store, today: today, event, on: day))
    }

    /// Draws the question in a box across the middle of `rect`.
    func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        let text =
            "Edit “\(event.shownTitle)” on \(day.weekdayName) \(day): this occurrence (t)"
            + " or all its repeats (a)?  Esc cancels"
        Confirmation.renderBox(text, into: &buffer, in: rect)
    }
}
