import HomebookCore

extension MenuItem {
    /// `z) Undo` and `y) Redo`, in every menu (docs/manual.md#undo): the same core calls
    /// and the same `Undid: …` / `Redid: …` lines as `homebook undo` and `homebook redo`.
    ///
    /// A refusal (nothing to undo, a conflict) is shown as `Error: …` by ``MenuLoop`` and
    /// changes nothing.
    static func undoAndRedo(_ session: MenuSession) -> [MenuItem] {
        [
            MenuItem(key: "z", label: "Undo") {
                let text = try session.store.undoLog.undo()
                session.say("Undid: \(DisplayText.singleLine(text))")
            },
            MenuItem(key: "y", label: "Redo") {
                let text = try session.store.undoLog.redo()
                session.say("Redid: \(DisplayText.singleLine(text))")
            },
        ]
    }
}
