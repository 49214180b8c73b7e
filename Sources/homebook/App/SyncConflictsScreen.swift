import HomebookCore
import TerminalUI

/// The household sync conflicts (Home `y`, docs/manual.md#household-sync): each field two
/// machines changed at once, the value kept and the one that lost; `k` keeps the value that
/// won, `t` writes the lost one back (a change that travels, and can be undone).
struct SyncConflictsScreen: Screen {
    let store: HomebookStore
    private var conflicts: [HouseholdSyncConflict] = []
    private var note: String?
    private var list = ListView()

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    var title: String { "Sync conflicts" }
    var keys: [KeyHint] {
        [
            KeyHint("↑↓", "move"), KeyHint("k", "keep the kept value"),
            KeyHint("t", "take the lost value"),
        ]
    }

    /// Reads the open conflicts again: a sync or a choice here changed them.
    mutating func reload() {
        do {
            conflicts = try store.householdSync.conflicts()
        } catch {
            conflicts = []
            note = "\(error)"
        }
        list.select(list.selection, count: conflicts.count, height: 1)
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        switch key {
        case .character("k"), .character("t"):
            guard conflicts.indices.contains(list.selection) else { return .handled }
            let conflict = conflicts[list.selection]
            let takeLost = key == .character("t")
            do {
                try store.householdSync.resolveConflict(conflict.id, takeLost: takeLost)
                note =
                    takeLost
                    ? "wrote back the lost value of conflict \(conflict.id)"
                    : "kept the value of conflict \(conflict.id)"
            } catch {
                note = "\(error)"
            }
            reload()
            return .handled
        default:
            return list.handle(key, count: conflicts.count, height: Self.listRect(area).height)
                ? .handled : .ignored
        }
    }

    private static func listRect(_ area: Rect) -> Rect {
        area.inset(top: 2, bottom: 2, left: 1, right: 1)
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let header = area.inset(left: 1, right: 1)
        buffer.writeLine(
            "\(CountedNoun.text(conflicts.count, "open conflict")) · k keeps the kept value, t takes the lost one",
            in: header,
            style: .bold
        )
        if let note {
            buffer.writeLine(note, in: header, row: area.height - 1, style: .dim)
        }
        if conflicts.isEmpty {
            buffer.writeLine("No conflicts.", in: header, row: 2, style: .dim)
            return
        }
        list.render(
            LoadedRows(count: conflicts.count, texts: conflicts.map(ConflictText.line)),
            into: &buffer,
            in: Self.listRect(area)
        )
    }
}
