import HomebookCore
import TerminalUI

/// The Planner's questions and prompts answered (docs/manual.md#planner): which of a
/// repeat's events `e` edits, whether `d` deletes, and the file `x` and `i` name.
extension PlannerScreen {
    /// The answer to "this occurrence or all": the form on the occurrence, or on the series.
    mutating func editAnswer(_ key: Key) -> ScreenAction {
        guard let choice = editChoice else { return .handled }
        switch choice.answer(key) {
        case .pending: return .handled
        case .cancelled:
            editChoice = nil
            note = "nothing edited"
            return .handled
        case .occurrence:
            editChoice = nil
            return choice.occurrenceForm(store: store, today: today)
        case .series:
            editChoice = nil
            return edit(choice.event.id)
        }
    }

    /// Opens the form on the event as stored (a repeat's first occurrence).
    mutating func edit(_ id: Int64) -> ScreenAction {
        do {
            let event = try store.planner.get(id)
            return .push(FormScreen.event(store, today: today, editing: event))
        } catch {
            note = "\(error)"
            return .handled
        }
    }

    /// The y/N answer to `d`: the core deletes, and the note says what was done.
    mutating func answer(_ key: Key) -> ScreenAction {
        guard let deletion = confirming else { return .handled }
        switch deletion.answer(key, in: store) {
        case .pending: return .handled
        case .kept: note = "nothing deleted"
        case .deleted(let done):
            note = done
        case .failed(let reason): note = reason
        }
        confirming = nil
        return .handled
    }

    /// A key in the path prompt: Enter exports or imports the file named.
    mutating func promptKey(_ key: Key) -> ScreenAction {
        guard var current = prompt else { return .handled }
        switch current.handle(key) {
        case .cancelled:
            prompt = nil
        case .editing:
            prompt = current
        case .submitted(let path):
            prompt = nil
            note =
                promptExports
                ? PlannerTransfer.export(to: path, store: store)
                : PlannerTransfer.importFile(path, store: store)
        }
        return .handled
    }
}
