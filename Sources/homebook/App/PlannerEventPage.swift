import HomebookCore
import TerminalUI

/// One event's details; `e` edits it.
struct PlannerEventPage: Screen {
    let store: HomebookStore
    /// The occurrence opened (a repeat's own day and time).
    private(set) var event: PlannerEvent?
    private let id: Int64
    /// The day relative times in the form mean.
    let today: CalendarDate

    init(store: HomebookStore, event: PlannerEvent, today: CalendarDate) {
        self.store = store
        self.today = today
        self.event = event
        id = event.id
    }

    var title: String { "Event" }
    var keys: [KeyHint] { [KeyHint("e", "edit"), KeyHint("u", "undo")] }

    /// Reads the event again; an undone add leaves nothing to show.
    mutating func reload() {
        event = try? store.planner.get(id)
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        guard key == .character("e"), let stored = try? store.planner.get(id) else {
            return .ignored
        }
        return .push(PlannerFormPage(store: store, today: today, editing: stored))
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        guard let event else {
            buffer.writeLine("This event no longer exists (Esc goes back).", in: body)
            return
        }
        let lines = EventText.details(event, zone: store.planner.zone)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            buffer.writeLine(String(line), in: body, row: index, style: index == 0 ? .bold : .plain)
        }
    }
}
