import HomebookCore
import TerminalUI

/// One event's details; `e` edits it (on an occurrence of a repeat, after asking: this
/// occurrence `t` or all `a`), `d` deletes it after y/N (for a repeat: y this
/// occurrence, `a` all of them, as the agenda does) and goes back to the agenda, where `u`
/// brings it back. Enter opens the planned recipe, when there is one (named without the
/// internal ids the command line shows: docs/manual.md#full-screen-app). A conflict copy
/// says so and what the server's version is; `k` keeps it (the server's version takes its
/// fields, sent up at the next sync) and `x` drops it (docs/manual.md#conflicts).
struct PlannerEventScreen: Screen {
    let store: HomebookStore
    /// The occurrence opened (a repeat's own day and time).
    private(set) var event: PlannerEvent?
    private let id: Int64
    /// The day relative times in the form mean.
    let today: CalendarDate
    private var confirming: PlannerDeletion?
    /// The question `e` asks on an occurrence of a repeat, while open.
    private var editChoice: PlannerEditChoice?
    private var note: String?
    /// The conflict this event is the copy of, if it is one.
    private var conflict: CalDAVConflict?

    init(store: HomebookStore, event: PlannerEvent, today: CalendarDate) {
        self.store = store
        self.today = today
        self.event = event
        id = event.id
        conflict = try? store.calDAVAccounts.conflict(copy: event.id)
    }

    var title: String { "Event" }
    var quitsOnQ: Bool { confirming == nil && editChoice == nil }
    var keys: [KeyHint] {
        (event?.recipe == nil ? [] : [KeyHint("Enter", "recipe")])
            + (conflict == nil
                ? [] : [KeyHint("k", "keep this copy"), KeyHint("x", "drop this copy")])
            + [KeyHint("e", "edit"), KeyHint("d", "delete"), KeyHint("u", "undo")]
    }

    /// Reads the event again; an undone add leaves nothing to show.
    mutating func reload() {
        event = try? store.planner.get(id)
        conflict = try? store.calDAVAccounts.conflict(copy: id)
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if confirming != nil { return answer(key) }
        if let choice = editChoice {
            switch choice.answer(key) {
            case .pending: return .handled
            case .cancelled: note = "nothing edited"
            case .occurrence:
                editChoice = nil
                return choice.occurrenceForm(store: store, today: today)
            case .series:
                editChoice = nil
                guard let stored = try? store.planner.get(id) else { return .handled }
                return .push(FormScreen.event(store, today: today, editing: stored))
            }
            editChoice = nil
            return .handled
        }
        note = nil
        if key == .enter, let recipe = event?.recipe {
            return .push(
                RecipeViewScreen(
                    catalog: RecipeCatalog(store: store),
                    id: recipe.id,
                    meal: event
                )
            )
        }
        if key == .character("k") || key == .character("x"), conflict != nil {
            return resolve(keepingMine: key == .character("k"))
        }
        guard key == .character("e") || key == .character("d"),
            let stored = try? store.planner.get(id), let event
        else { return .ignored }
        if key == .character("e") {
            // An occurrence of a repeat: this one only, or all (docs/manual.md#planner).
            if event.repeatRule != nil {
                editChoice = PlannerEditChoice(event, zone: store.planner.zone)
                return .handled
            }
            return .push(FormScreen.event(store, today: today, editing: stored))
        }
        confirming = PlannerDeletion(event, zone: store.planner.zone)
        return .handled
    }

    /// `k` or `x` on a conflict copy: one core call, one undo; keeping it goes back to the
    /// agenda (the copy became the event), dropping it too (the copy is gone).
    private mutating func resolve(keepingMine mine: Bool) -> ScreenAction {
        do {
            try store.calDAVAccounts.resolve(copy: id, keepingMine: mine)
            return .pop
        } catch {
            note = "nothing changed: \(error)"
            return .handled
        }
    }

    /// A deletion goes back to the agenda, which reads its days again.
    private mutating func answer(_ key: Key) -> ScreenAction {
        guard let deletion = confirming else { return .handled }
        switch deletion.answer(key, in: store) {
        case .pending: return .handled
        case .kept: note = "nothing deleted"
        case .deleted:
            confirming = nil
            return .pop
        case .failed(let reason): note = reason
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
        let lines = EventText.details(event, zone: store.planner.zone, ids: false)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            buffer.writeLine(String(line), in: body, row: index, style: index == 0 ? .bold : .plain)
        }
        if let conflict {
            let server =
                conflict.original.map { "the server's version is “\($0.shownTitle)”" }
                ?? "the server deleted the event"
            let text =
                "≠ conflict copy: your version, kept when both sides changed; \(server). "
                + "k keeps this copy, x drops it."
            let wrapped = TextWrap.lines(text, width: max(10, body.width))
            for (offset, line) in wrapped.enumerated() {
                buffer.writeLine(
                    line,
                    in: body,
                    row: lines.count + 1 + offset,
                    style: CellStyle(bold: true, foreground: .yellow)
                )
            }
        }
        if let note {
            buffer.writeLine(
                note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        confirming?.question.render(into: &buffer, in: area)
        editChoice?.render(into: &buffer, in: area)
    }
}
