import ArgumentParser
import TerminalUI

/// A hidden command that opens a list of generated rows full-screen, so `scripts/bench` can
/// time one line of scrolling through 1,000,000 rows with no database in the way.
struct ListDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ui-list-demo",
        abstract: "Open a full-screen list of generated rows (for benchmarks).",
        shouldDisplay: false
    )

    @Option(help: "The number of rows.") var rows = 1_000_000

    func run() throws {
        guard FullScreenProgram.isAvailable(plain: false) else {
            throw ValidationError("ui-list-demo needs a terminal on standard input and output")
        }
        let page = ListDemoScreen(source: GeneratedRows(count: max(0, rows)))
        if try FullScreenProgram.run(root: page) { SystemIO.endAsInterrupted() }
    }
}

/// Rows made up on demand: only the visible window is ever built.
struct GeneratedRows: ListDataSource {
    let count: Int

    func rows(in range: Range<Int>) -> [String] {
        range.map { "Row \($0 + 1) of \(count)  ·  generated on demand" }
    }
}

/// A screen holding one list.
struct ListDemoScreen: Screen {
    let source: GeneratedRows
    private(set) var list = ListView()

    init(source: GeneratedRows) {
        self.source = source
    }

    var title: String { "List" }
    var keys: [KeyHint] { [KeyHint("↑↓ PgUp PgDn Home End", "move")] }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        list.handle(key, count: source.count, height: area.height) ? .handled : .ignored
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        list.render(source, into: &buffer, in: area)
    }
}
