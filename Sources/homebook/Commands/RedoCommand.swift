import ArgumentParser
import HomebookCore

/// `homebook redo`: re-applies the change undone last.
struct RedoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Redo the change undone last.",
        discussion: "A new change after an undo drops what could be redone."
    )

    @OptionGroup var store: StoreOptions

    /// Redoes the change and says which.
    func run() throws {
        let text = try store.withStore(postingSchedules: false) { try $0.undoLog.redo() }
        print("Redid: \(DisplayText.singleLine(text))")
    }
}
