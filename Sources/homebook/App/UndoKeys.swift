import HomebookCore
import TerminalUI

/// `u` undoes and Ctrl-R redoes the last change from any screen that is not taking text
/// (docs/manual.md#undo), through the same core calls as `homebook undo` and `homebook redo`.
///
/// The refresh mechanism: these are ``AppCommand``s of the ``AppState``. The app runs one
/// only when the top screen returned `.ignored` for the key and is not taking text
/// (`quitsOnQ`), shows the returned text ("Undid: …" or the refusal) in the status line,
/// then calls `reload()` on every open screen. A page whose data can change underneath it
/// implements `mutating func reload()` by reading the store again (see `PlannerPage`);
/// pages without stored data keep the default, which does nothing.
enum UndoKeys {
    /// The undo and redo commands for `store`.
    static func commands(store: HomebookStore) -> [AppCommand] {
        [
            AppCommand(key: .character("u"), hint: KeyHint("u", "undo the last change")) {
                message("Undid") { try store.undoLog.undo() }
            },
            AppCommand(key: .control("r"), hint: KeyHint("Ctrl-R", "redo")) {
                message("Redid") { try store.undoLog.redo() }
            },
        ]
    }

    /// "Undid: …" for a done change, else the reason nothing changed.
    private static func message(_ verb: String, _ body: () throws -> String) -> String {
        do {
            return "\(verb): " + DisplayText.singleLine(try body())
        } catch {
            return "Not done: " + DisplayText.singleLine("\(error)")
        }
    }
}
