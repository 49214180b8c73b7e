import HomebookCore
import TerminalUI

/// The Budget screen's one question about the base currency (docs/manual.md#currencies): the
/// question on the rows above, a line where the code is typed; Enter names it through the
/// core, Enter on an empty line or Esc leaves it for now, a code the core refuses is
/// explained and asked again.
struct BaseCurrencyPrompt {
    /// What a key did to the prompt.
    enum Outcome: Equatable {
        /// Still typing (or a refused code, now explained).
        case editing
        /// Esc, or Enter on an empty line: nothing named.
        case notNow
        /// Enter on a code the core took as the base currency.
        case named(String)
    }

    let question: BaseCurrencyQuestion
    private var editor = LineEditor()
    /// Why the last Enter was refused, shown until the next key.
    private(set) var problem: String?

    init(_ question: BaseCurrencyQuestion) {
        self.question = question
    }

    /// Applies one key, naming the base currency of `store` on Enter.
    mutating func handle(_ key: Key, store: HomebookStore) -> Outcome {
        problem = nil
        switch key {
        case .escape: return .notNow
        case .enter:
            let text = editor.text.trimmingWhitespace()
            if text.isEmpty { return .notNow }
            do {
                return .named(try store.currencies.setBase(text).code)
            } catch {
                problem = "\(error)"
                return .editing
            }
        default:
            editor.handle(key)
            return .editing
        }
    }

    /// Draws the prompt on the last row of `area`, the question (and a refusal) above it.
    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let label = "Base currency (\(BaseCurrencyQuestion.hint)): "
        let rect = area.inset(left: 1, right: 1)
        let row = rect.row(area.height - 1)
        let above =
            Confirmation.wrap(question.text, columns: max(1, rect.width))
            + (problem.map { Confirmation.wrap($0, columns: max(1, rect.width)) } ?? [])
        for (index, line) in above.enumerated() {
            let rowIndex = area.height - 1 - above.count + index
            buffer.fill(rect.row(rowIndex), style: .plain)
            buffer.writeLine(
                line,
                in: rect,
                row: rowIndex,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        buffer.fill(row, style: .plain)
        buffer.writeLine(label, in: row, style: .bold)
        let width = TextWidth.columns(of: label)
        editor.render(
            into: &buffer,
            in: row.inset(left: min(width, max(0, row.width - 12))),
            style: CellStyle(underline: true),
            focused: true
        )
    }
}
