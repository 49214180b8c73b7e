import HomebookCore
import TerminalUI

/// A file path asked for in a box over a screen: a line editor, Enter goes, Esc cancels.
/// `~/` at the start means the home folder, as in a shell; Tab completes a file name; a
/// suggested path is replaced by the first character typed (docs/manual.md#full-screen-app).
struct PathPrompt {
    /// What a key did to the prompt.
    enum Outcome {
        /// The person is still typing.
        case editing
        /// Esc: nothing happens.
        case cancelled
        /// Enter on a non-empty path, `~` expanded.
        case submitted(String)
    }

    /// The question, e.g. "Export to a new .ics file:".
    let label: String
    /// The path being typed.
    private(set) var editor: LineEditor
    /// Whether the text is still the suggestion, untouched: typing then replaces it.
    private var suggested: Bool
    /// The names the last Tab could complete to, when there were several.
    private var candidates: [String] = []

    /// Creates a prompt with `text` already typed (a suggested path).
    init(_ label: String, text: String = "") {
        self.label = label
        editor = LineEditor(text)
        suggested = !text.isEmpty
    }

    /// Applies one key.
    mutating func handle(_ key: Key) -> Outcome {
        candidates = []
        defer { if key != .tab { suggested = false } }
        switch key {
        case .escape: return .cancelled
        case .enter:
            let path = editor.text.trimmingWhitespace()
            return path.isEmpty ? .editing : .submitted(TypedPaths.expandingHome(path))
        case .tab:
            let completion = TypedPaths.complete(editor.text)
            editor = LineEditor(completion.text)
            candidates = completion.candidates
            suggested = false
            return .editing
        case .character, .paste:
            // A suggestion is a default: the first thing typed replaces it.
            if suggested { editor = LineEditor("") }
            editor.handle(key)
            return .editing
        default:
            editor.handle(key)
            return .editing
        }
    }

    /// Draws the box across the middle of `rect`.
    func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        let width = min(rect.width - 4, 72)
        let box = Rect(
            x: rect.x + (rect.width - width) / 2,
            y: rect.y + (rect.height - 5) / 2,
            width: width,
            height: 5
        )
        Box.draw(box, title: label, into: &buffer)
        let inside = box.inset(top: 1, left: 2, right: 2)
        editor.render(
            into: &buffer,
            in: inside.row(1),
            style: CellStyle(underline: true),
            focused: true
        )
        let hint =
            candidates.isEmpty
            ? "Enter go · Tab completes · Esc cancel"
            : DisplayText.singleLine(candidates.joined(separator: "  "))
        buffer.writeLine(hint, in: inside, row: 2, style: .dim)
    }
}

/// The planner's .ics export and import as the screens run them: one core call each, the
/// result or the core's refusal as one line.
enum PlannerTransfer {
    /// Writes every event to a new file at `path`; an existing file is refused by the core.
    static func export(to path: String, store: HomebookStore) -> String {
        do {
            let file = try OutputFile.createPrivate(path)
            do {
                let count = try store.planner.exportICalendar { try file.write($0) }
                try file.finish()
                return "exported \(count) \(count == 1 ? "event" : "events") to "
                    + DisplayText.singleLine(path)
            } catch {
                file.discard()
                throw error
            }
        } catch {
            return "not exported: \(error)"
        }
    }

    /// Imports the events of the .ics file at `path`, all or nothing.
    static func importFile(_ path: String, store: HomebookStore) -> String {
        do {
            let report = try store.planner.importICalendar(path: path)
            let imported = report.imported
            var message = "imported \(imported) \(imported == 1 ? "event" : "events")"
            if report.skipped > 0 {
                message += " (\(report.skipped) already in the planner, skipped)"
            }
            message += " (u undoes)"
            // One line only: the first event without its recipe, and how many more.
            let notes = report.unlinked.map(\.description) + report.notes.map(\.description)
            if let first = notes.first {
                let more = notes.count - 1
                message += "; \(first)" + (more > 0 ? " (and \(more) more)" : "")
            }
            return message
        } catch {
            return "not imported: \(error)"
        }
    }
}
