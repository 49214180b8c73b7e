import HomebookCore
import TerminalUI

/// The live calculator (docs/manual.md#full-screen-app, #calculator): the result or the error, with
/// a caret under its column, shown as the expression is typed; Enter puts the line on the tape; ↑ ↓
/// recall.
struct CalculatorScreen: Screen {
    private(set) var session = CalculatorSession()
    private(set) var editor = LineEditor()
    /// The lines entered, oldest first, each with its result (or "cleared").
    private(set) var tape: [(line: String, result: String)] = []
    /// Earlier lines for ↑ recall, and the position while recalling.
    private var recalled: [String] = []
    private var recallIndex: Int?
    /// The error of the last Enter, kept until the line changes.
    private var enterError: CalculatorError?

    var title: String { "Calculator" }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        [KeyHint("Enter", "to tape"), KeyHint("↑↓", "recall"), KeyHint("c Enter", "clear")]
    }

    /// What the line would give if entered now, without entering it.
    var preview: Result<Int64?, CalculatorError>? {
        guard editor.text.contains(where: { !$0.isWhitespace }) else { return nil }
        var trial = session
        do {
            return .success(try trial.enter(editor.text))
        } catch {
            return .failure(error)
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        switch key {
        case .enter: enter()
        case .up: recall(step: -1)
        case .down: recall(step: 1)
        case .escape: return .ignored
        default:
            guard editor.handle(key) else { return .ignored }
            enterError = nil
            recallIndex = nil
        }
        return .handled
    }

    /// Enters the line into the session: on success it goes onto the tape.
    private mutating func enter() {
        let line = editor.text
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        do {
            let result = try session.enter(line)
            tape.append((line, result.map(String.init) ?? "cleared"))
            recalled.append(line)
            editor = LineEditor()
            recallIndex = nil
        } catch {
            enterError = error
        }
    }

    /// Puts an earlier (or later) line back into the editor.
    private mutating func recall(step: Int) {
        guard !recalled.isEmpty else { return }
        let next = (recallIndex ?? recalled.count) + step
        guard next >= 0 else { return }
        if next >= recalled.count {
            recallIndex = nil
            editor = LineEditor()
            return
        }
        recallIndex = next
        editor = LineEditor(recalled[next])
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        // The tape fills the space above the input line, newest at the bottom.
        let tapeRows = max(0, body.height - 6)
        let shown = tape.suffix(tapeRows)
        // The results line up just after the longest expression shown, wide windows included.
        let longest = shown.map { TextWidth.columns(of: $0.line) }.max() ?? 0
        let column = min(longest + 2, max(0, body.width - 24))
        for (row, entry) in shown.enumerated() {
            let text =
                TextWidth.padded(entry.line, toColumns: column) + " = " + entry.result
            buffer.writeLine(text, in: body, row: row, style: .dim)
        }
        let inputRow = body.y + tapeRows + 1
        let answer = session.lastResult.map { "ans = \($0)" } ?? "ans: none yet"
        buffer.write(answer, x: body.x, y: inputRow - 1, style: .dim)
        buffer.write("> ", x: body.x, y: inputRow, style: .bold)
        editor.render(
            into: &buffer,
            in: Rect(x: body.x + 2, y: inputRow, width: body.width - 2, height: 1),
            focused: true
        )
        switch enterError.map({ Result<Int64?, CalculatorError>.failure($0) }) ?? preview {
        case .success(let value)?:
            buffer.write(
                "= " + (value.map(String.init) ?? "clears the result"),
                x: body.x + 2,
                y: inputRow + 1,
                style: CellStyle(bold: true, foreground: .green)
            )
        case .failure(let error)?:
            renderError(error, into: &buffer, x: body.x + 2, y: inputRow + 1, bottom: body.bottom)
        case nil:
            break
        }
    }

    /// A caret under the error's column (counted in characters, drawn in columns) and the
    /// message, wrapped over the rows down to `bottom` (never cut silently).
    private func renderError(
        _ error: CalculatorError,
        into buffer: inout ScreenBuffer,
        x: Int,
        y: Int,
        bottom: Int
    ) {
        let before = editor.characters.prefix(max(0, error.column - 1))
        let caretX = x + TextWidth.columns(of: String(before))
        let style = CellStyle(bold: true, foreground: .red)
        if caretX < buffer.width { buffer.write("^", x: caretX, y: y, style: style) }
        buffer.writeWrapped(
            error.description,
            in: Rect(x: x, y: y + 1, width: buffer.width - x - 2, height: max(1, bottom - y - 1)),
            style: style
        )
    }
}
