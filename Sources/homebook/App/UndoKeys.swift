import HomebookCore
import TerminalUI

/// `u` undoes and Ctrl-R redoes the last change from any screen that is not taking text
/// (docs/manual.md#undo), through the same core calls as `homebook undo` and `homebook redo`;
/// `U` lists the recent changes.
///
/// These are ``AppCommand``s of the ``AppState``. The app runs one only when the top screen
/// returned `.ignored` for the key and is not taking text (`quitsOnQ`) and shows the returned
/// text ("Undid: …" or the refusal) in the status line. The refresh is the app's one path:
/// the store's change stamp moved, so every open screen's `reload()` reads the store again
/// (see `PlannerScreen`); screens without stored data keep the default, which does nothing.
enum UndoKeys {
    /// The undo, redo and recent-changes commands for `store`.
    static func commands(store: HomebookStore) -> [AppCommand] {
        [
            AppCommand(key: .character("u"), hint: KeyHint("u", "undo the last change")) {
                message { () throws -> String in
                    let step = try store.undoLog.undoStep()
                    // A change from a script or another window is named as such, so an
                    // undo never silently reverts someone else's work.
                    let verb = step.madeHere ? "Undid" : "Undid a change made outside this window"
                    return "\(verb): " + DisplayText.singleLine(step.description)
                }
            },
            AppCommand(key: .control("r"), hint: KeyHint("Ctrl-R", "redo")) {
                message { "Redid: " + DisplayText.singleLine(try store.undoLog.redo()) }
            },
            AppCommand(
                key: .character("U"),
                hint: KeyHint("U", "the recent changes"),
                opening: { ChangesScreen(store: store) }
            ),
        ]
    }

    /// The done change's words, else the reason nothing changed.
    private static func message(_ body: () throws -> String) -> String {
        do {
            return try body()
        } catch {
            return "Not done: " + DisplayText.singleLine("\(error)")
        }
    }
}
