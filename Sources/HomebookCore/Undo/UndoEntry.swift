internal import SQLiteWrapper

/// One recorded change, as `undo --list` shows it.
public struct UndoEntry: Equatable, Sendable {
    /// The log's id (higher is newer).
    public let id: Int64
    /// What the change did, in one line (`add expense "Milk" 1.29`).
    public let description: String
    /// Whether it has been undone (and can be redone).
    public let isUndone: Bool
    /// When it was made, `YYYY-MM-DDTHH:MM:SSZ`.
    public let createdAt: String
    /// When it was made, on the local clock (`TZ` respected), as `undo --list` shows it.
    public let madeAt: LocalDateTime

    /// A change as written to the log.
    struct Stored {
        let description: String
        let changeset: Changeset
        let bulk: UndoBulk.Range?
    }
}

/// What an undo reverted, and whether it was made through the same store (this window).
public struct UndoStep: Equatable, Sendable {
    /// What the change did, in one line.
    public let description: String
    /// Whether this store's connection made the change; false for one made by another
    /// process or window.
    public let madeHere: Bool
}

/// Why an undo or redo did nothing.
public enum UndoError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No change is left to undo.
    case nothingToUndo
    /// No undone change is left to redo.
    case nothingToRedo
    /// Rows the change touched were changed since by something undo did not record.
    case conflict(description: String, redo: Bool)

    /// The message for the person at the keyboard.
    public var description: String {
        switch self {
        case .nothingToUndo:
            return "nothing to undo"
        case .nothingToRedo:
            return "nothing to redo"
        case .conflict(let change, let redo):
            return "cannot \(redo ? "redo" : "undo") \(DisplayText.singleLine(change)):"
                + " the rows it changed were changed since; nothing was changed"
        }
    }
}
