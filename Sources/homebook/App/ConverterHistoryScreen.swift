import HomebookCore
import TerminalUI

/// The saved conversions of one category at the current precision; ←/→ switch category.
struct ConverterHistoryScreen: Screen {
    let store: HomebookStore
    private(set) var category: UnitCategory
    private var report: ConversionHistoryReport?
    private var problem: String?

    init(store: HomebookStore, category: UnitCategory) {
        self.store = store
        self.category = category
        load()
    }

    var title: String { "History" }
    var keys: [KeyHint] { [KeyHint("←→", "category")] }

    /// Reads the history again after an undo or redo.
    mutating func reload() { load() }

    /// Reads the category's history from the store.
    private mutating func load() {
        do {
            report = try store.conversions.report(category: category)
            problem = nil
        } catch {
            report = nil
            problem = "\(error)"
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let all = UnitCategory.allCases
        let index = all.firstIndex(of: category) ?? 0
        switch key {
        case .right, .tab: category = all[(index + 1) % all.count]
        case .left, .backTab: category = all[(index + all.count - 1) % all.count]
        default: return .ignored
        }
        load()
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        buffer.writeLine(
            "‹ \(category.displayName) ›  last \(ConversionHistory.keptPerCategory) saved, newest first",
            in: body,
            style: .bold
        )
        if let problem {
            buffer.writeLine("✗ " + problem, in: body, row: 2, style: CellStyle(foreground: .red))
            return
        }
        let entries = report?.entries ?? []
        if entries.isEmpty {
            buffer.writeLine(
                "Nothing saved yet: press s in the converter.",
                in: body,
                row: 2,
                style: .dim
            )
        }
        var row = 2
        for entry in entries where row + 1 < body.height {
            buffer.writeLine(
                "\(entry.saved.localTime)  \(entry.saved.quantity)",
                in: body,
                row: row,
                style: .bold
            )
            let results = entry.conversion.results.map(\.textWithUnit).joined(separator: " · ")
            buffer.writeLine("    " + results, in: body, row: row + 1)
            row += 3
        }
    }
}
