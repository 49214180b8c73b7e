import HomebookCore
import TerminalUI

/// The first screen: one button per module (SPEC §10 Home).
struct HomePage: Screen {
    let store: HomebookStore
    private var grid = ButtonGrid(
        [
            .init("Recipes", letter: "r"), .init("Budget", letter: "b"),
            .init("Calculator", letter: "c"), .init("Converter", letter: "u"),
            .init("Planner", letter: "p"), .init("Settings", letter: "s"),
        ],
        columns: 3
    )

    init(store: HomebookStore) {
        self.store = store
    }

    var title: String { "Home" }
    var keys: [KeyHint] {
        [KeyHint("←→↑↓ Tab", "move"), KeyHint("Enter", "open"), KeyHint("r b c u p s", "open")]
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let (pressed, consumed) = grid.handle(key)
        guard let pressed else { return consumed ? .handled : .ignored }
        return .push(page(for: grid.buttons[pressed].letter))
    }

    /// The screen a button opens.
    private func page(for letter: Character) -> any Screen {
        switch letter {
        case "c": return CalculatorPage()
        case "u": return ConverterPage(store: store)
        case "s": return SettingsPage(store: store)
        case "r": return ComingSoonPage(module: "Recipes", command: "homebook recipe list")
        case "b": return BudgetPage(store: store)
        default: return ComingSoonPage(module: "Planner", command: "homebook --plain")
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let intro = "Your recipes, ledger and planner. Pick a module:"
        buffer.write(
            intro,
            x: area.x + max(0, (area.width - TextWidth.columns(of: intro)) / 2),
            y: area.y + 2,
            style: .bold
        )
        grid.render(into: &buffer, in: area.inset(top: 5))
    }
}

/// Stands in for a module whose full-screen form is not written yet.
struct ComingSoonPage: Screen {
    let module: String
    let command: String

    var title: String { module }
    var keys: [KeyHint] { [KeyHint("Esc", "back")] }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction { .ignored }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let lines = [
            "\(module): coming soon to the full-screen app.",
            "",
            "Meanwhile the line menu has it all: homebook --plain",
            "or the commands, e.g. \(command)",
        ]
        for (offset, line) in lines.enumerated() {
            buffer.writeLine(
                line,
                in: area.inset(top: 2, left: 4, right: 4),
                row: offset,
                style: offset == 0 ? .bold : .plain
            )
        }
    }
}
