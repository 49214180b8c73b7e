import HomebookCore
import TerminalUI

/// The recent changes, newest first (`U` from any screen not taking text): when each was
/// made on the local clock, what it did in words, whether it was undone, and whether it was
/// made in another window or process (docs/manual.md#undo).
struct ChangesScreen: Screen {
    let store: HomebookStore
    private var lines: [String] = []
    private var problem: String?
    private var list = ListView()

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    var title: String { "Changes" }
    var keys: [KeyHint] {
        [
            KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("u", "undo the newest"),
            KeyHint("Ctrl-R", "redo"),
        ]
    }

    /// Reads the log again: an undo here or a change elsewhere moved it.
    mutating func reload() {
        do {
            let log = store.undoLog
            lines = try log.entries().map { entry in
                let marks =
                    (entry.isUndone ? "  (undone)" : "")
                    + (log.wasMadeHere(entry.id) ? "" : "  (made elsewhere)")
                return "\(entry.madeAt.minuteText)  "
                    + DisplayText.singleLine(entry.description) + marks
            }
            problem = nil
        } catch {
            lines = []
            problem = "\(error)"
        }
        list.select(list.selection, count: lines.count, height: 1)
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        list.handle(key, count: lines.count, height: Self.listRect(area).height)
            ? .handled : .ignored
    }

    private static func listRect(_ area: Rect) -> Rect {
        area.inset(top: 2, bottom: 1, left: 1, right: 1)
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let header = area.inset(left: 1, right: 1)
        buffer.writeLine(
            "\(CountedNoun.text(lines.count, "change")) kept, newest first · u undoes the newest",
            in: header,
            style: .bold
        )
        if let problem {
            buffer.writeLine("✗ " + problem, in: header, row: 2, style: CellStyle(foreground: .red))
            return
        }
        if lines.isEmpty {
            buffer.writeLine("No changes recorded yet.", in: header, row: 2, style: .dim)
            return
        }
        list.render(
            LoadedRows(count: lines.count, texts: lines),
            into: &buffer,
            in: Self.listRect(area)
        )
    }
}
