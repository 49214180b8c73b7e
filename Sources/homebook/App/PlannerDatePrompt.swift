import HomebookCore
import TerminalUI

/// The Planner's `g` prompt: one line where a day is typed as the planner reads days
/// (YYYY-MM-DD, today, tomorrow, a weekday…); Enter goes there, Esc cancels, a day the core
/// cannot read is explained and nothing moves (docs/manual.md#planner).
struct PlannerDatePrompt {
    /// What a key did to the prompt.
    enum Outcome: Equatable {
        /// Still typing (or a refused day, now explained).
        case editing
        /// Esc: nothing happens.
        case cancelled
        /// Enter on a day the core read.
        case day(CalendarDate)
    }

    private var editor = LineEditor()
    /// Why the last Enter was refused, shown until the next key.
    private(set) var problem: String?

    /// Applies one key; `today` is the day relative words mean.
    mutating func handle(_ key: Key, today: CalendarDate) -> Outcome {
        problem = nil
        switch key {
        case .escape: return .cancelled
        case .enter:
            let text = editor.text.trimmingWhitespace()
            if text.isEmpty { return .editing }
            do {
                return .day(try TimeInput.parseDay(text, today: today))
            } catch {
                problem = "\(error)"
                return .editing
            }
        default:
            editor.handle(key)
            return .editing
        }
    }

    /// Draws the prompt on the last row of `area`, a refusal on the rows above it.
    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let label = "Go to day (YYYY-MM-DD, today, tomorrow, mon…): "
        let row = area.inset(left: 1, right: 1).row(area.height - 1)
        buffer.fill(row, style: .plain)
        buffer.writeLine(label, in: row, style: .bold)
        let width = TextWidth.columns(of: label)
        editor.render(
            into: &buffer,
            in: row.inset(left: min(width, max(0, row.width - 12))),
            style: CellStyle(underline: true),
            focused: true
        )
        if let problem {
            // Wrapped on the rows above the prompt, so nothing of it is cut.
            let rect = area.inset(left: 1, right: 1)
            let lines = Confirmation.wrap(problem, columns: max(1, rect.width))
            for (index, line) in lines.enumerated() {
                buffer.writeLine(
                    line,
                    in: rect,
                    row: area.height - 1 - lines.count + index,
                    style: CellStyle(bold: true, foreground: .yellow)
                )
            }
        }
    }
}
