import ArgumentParser
import HomebookCore

/// `homebook undo [--list]`: reverts the last change, or lists the recent ones.
struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the last change (or list the recent changes).",
        discussion: """
            Every change from any front (an add, an edit, a delete, a whole import, made \
            today, a saved conversion, a setting, a planner change) can be undone, newest first; the last \
            \(UndoLog.capacity) are kept. An undo is refused, changing nothing, when \
            the rows it would restore were changed since by something homebook did not record.
            """
    )

    @Flag(name: .long, help: "List the recent changes, newest first, instead of undoing.")
    var list = false

    @Flag(help: "With --list, print the changes as JSON lines.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Refuses `--json` without `--list`: an undo prints one line, not a list.
    func validate() throws {
        if json && !list { throw ValidationError("--json goes with --list") }
    }

    /// Undoes the newest change and says which, or prints the list.
    func run() throws {
        if list {
            let entries = try store.withStore(postingSchedules: false) { try $0.undoLog.entries() }
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(entries.map(\.json)))
                return
            }
            if entries.isEmpty { print("No changes recorded yet.") }
            for entry in entries {
                let mark = entry.isUndone ? "  (undone)" : ""
                let text = DisplayText.singleLine(entry.description)
                print("\(entry.madeAt.minuteText)  \(text)\(mark)")
            }
            return
        }
        let text = try store.withStore(postingSchedules: false) { try $0.undoLog.undo() }
        print("Undid: \(DisplayText.singleLine(text))")
    }
}
