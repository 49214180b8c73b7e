import HomebookCore
import TerminalUI

/// One event's details; `e` edits it, `d` deletes it after y/N (as the agenda does) and goes
/// back to the agenda, where `u` brings it back.
struct PlannerEventPage: Screen {
    let store: HomebookStore
    /// The occurrence opened (a repeat's own day and time).
    private(set) var event: PlannerEvent?
    private let id: Int64
    /// The day relative times in the form mean.
    let today: CalendarDate
    private var confirming: Confirmation?
    private var note: String?

    init(store: HomebookStore, event: PlannerEvent, today: CalendarDate) {
        self.store = store
        self.today = today
        self.event = event
        id = event.id
    }

    var title: String { "Event" }
    var quitsOnQ: Bool { confirming == nil }
    var keys: [KeyHint] { [KeyHint("e", "edit"), KeyHint("d", "delete"), KeyHint("u", "undo")] }

    /// Reads the event again; an undone add leaves nothing to show.
    mutating func reload() {
        event = try? store.planner.get(id)
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if confirming != nil { return answer(key) }
        note = nil
        guard key == .character("e") || key == .character("d"),
            let stored = try? store.planner.get(id)
        else { return .ignored }
        if key == .character("e") {
            return .push(PlannerFormPage(store: store, today: today, editing: stored))
        }
        let title = DisplayText.singleLine(stored.title)
        confirming = Confirmation("Delete “\(title)” (all its repeats)?")
        return .handled
    }

    /// y deletes through the core and goes back to the agenda, which reads its days again.
    private mutating func answer(_ key: Key) -> ScreenAction {
        guard let question = confirming else { return .handled }
        switch question.answer(key) {
        case .pending: return .handled
        case .no: note = "nothing deleted"
        case .yes:
            do {
                try store.planner.delete(id)
                confirming = nil
                return .pop
            } catch {
                note = "not deleted: \(error)"
            }
        }
        confirming = nil
        return .handled
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
        if let note {
            buffer.writeLine(
                note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        confirming?.render(into: &buffer, in: area)
    }
}
