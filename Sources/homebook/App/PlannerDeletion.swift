import HomebookCore
import TerminalUI

/// The question `d` asks on the Planner screens, and what the answer does through the core.
///
/// A single event goes whole after y. For an occurrence of a repeat, y deletes only that
/// occurrence (the series skips its day) and `a` deletes the whole series: the "this event
/// or all events" choice calendar apps offer, with the lesser deletion on y.
struct PlannerDeletion {
    /// What an answer did.
    enum Outcome: Equatable {
        /// The key was not an answer; the question stays.
        case pending
        /// No: nothing was deleted.
        case kept
        /// Deleted; the note says what.
        case deleted(String)
        /// The core refused; the note says why.
        case failed(String)
    }

    /// The event (or occurrence) as the question shows it: the core refuses the deletion
    /// when it changed elsewhere since.
    private let event: PlannerEvent
    private let title: String
    /// The day the chosen occurrence starts on, when the event repeats.
    private let occurrenceDay: CalendarDate?
    /// The y/N question shown.
    let question: Confirmation

    /// The question for `event`, an occurrence as the agenda lists it.
    init(_ event: PlannerEvent, zone: LocalZone) {
        self.event = event
        title = DisplayText.singleLine(event.title)
        occurrenceDay = event.repeatRule == nil ? nil : event.span.firstDay(in: zone)
        if let day = occurrenceDay {
            question = Confirmation(
                "Delete “\(title)” on \(day.weekdayName) \(day) only? (a: all its repeats)"
            )
        } else {
            question = Confirmation("Delete “\(title)”?")
        }
    }

    /// Answers with `key`: y deletes the event (or only the occurrence), `a` the whole
    /// series of a repeat, n, Esc or Enter nothing.
    func answer(_ key: Key, in store: HomebookStore) -> Outcome {
        do {
            if occurrenceDay != nil, key == .character("a") || key == .character("A") {
                try store.planner.delete(event)
                return .deleted("deleted “\(title)”, all its repeats (u undoes)")
            }
            switch question.answer(key) {
            case .pending: return .pending
            case .no: return .kept
            case .yes:
                if let day = occurrenceDay {
                    try store.planner.deleteOccurrence(of: event, on: day)
                    return .deleted("deleted “\(title)” on \(day) only (u undoes)")
                }
                try store.planner.delete(event)
                return .deleted("deleted “\(title)” (u undoes)")
            }
        } catch {
            return .failed("not deleted: \(error)")
        }
    }
}
