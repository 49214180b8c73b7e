/// Notes the full-screen forms share.
enum AppNotes {
    /// The note of a form whose save the core refused because the row changed elsewhere
    /// since the form opened (docs/manual.md#storage). The text typed stays in the form; it
    /// fits one line of an 80-column window, which the core's longer sentence would not.
    static func changedElsewhere(deleted: Bool) -> String {
        "not saved: changed elsewhere since you opened it"
            + (deleted ? " (deleted; Esc leaves)" : " (Ctrl-S saves over it now)")
    }
}
