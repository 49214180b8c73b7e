import HomebookCore
import TerminalUI

/// The Weather screen's location form (`l`): a place name to type, or one to pick among the
/// saved places and the other places the last name matched (docs/manual.md#weather).
struct WeatherPlacePicker {
    /// One place to pick.
    enum Choice: Equatable {
        /// A saved place.
        case saved(SavedWeatherPlace)
        /// Another match of the last name looked up.
        case match(WeatherPlace)

        var text: String {
            switch self {
            case .saved(let place):
                return (place.isDefault ? "★ " : "  ") + DisplayText.singleLine(place.name)
                    + (place.country.map { ", " + $0 } ?? "") + "  (saved)"
            case .match(let place):
                return "  " + DisplayText.singleLine(place.label)
            }
        }
    }

    /// What a key did.
    enum Outcome {
        case editing
        case cancelled
        /// A checked place name was typed.
        case typed(WeatherLocation)
        /// A listed place was picked.
        case picked(Choice)
    }

    let choices: [Choice]
    private(set) var editor = LineEditor()
    private(set) var selection = 0
    private(set) var problem: String?

    /// The form over `saved` places and the `matches` of the last name looked up.
    init(saved: [SavedWeatherPlace], matches: [WeatherPlace]) {
        choices = saved.map(Choice.saved) + matches.map(Choice.match)
    }

    /// Applies one key: Enter fetches the typed name, or the selected place when none is
    /// typed; ↑↓ choose; Esc cancels.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .escape:
            return .cancelled
        case .up:
            selection = max(0, selection - 1)
        case .down:
            selection = max(0, min(choices.count - 1, selection + 1))
        case .enter:
            let text = editor.text
            if text.trimmingWhitespace().isEmpty {
                guard choices.indices.contains(selection) else {
                    problem = "type a place name"
                    return .editing
                }
                return .picked(choices[selection])
            }
            do {
                return .typed(try WeatherLocation.named(text, country: nil))
            } catch {
                // Refused before any request, as on the command line.
                problem = "\(error)"
            }
        default:
            if editor.handle(key) { problem = nil }
        }
        return .editing
    }

    /// Draws the form as a box over the middle of `rect`.
    func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        let width = min(rect.width - 4, 72)
        let listed = min(choices.count, max(0, rect.height - 9))
        let height = 7 + max(1, listed)
        let box = Rect(
            x: rect.x + (rect.width - width) / 2,
            y: rect.y + max(0, (rect.height - height) / 2),
            width: width,
            height: height
        )
        Box.draw(box, title: "Change location", into: &buffer)
        let inside = box.inset(top: 1, bottom: 1, left: 2, right: 2)
        buffer.writeLine("Place name (São Paulo, 東京, San Francisco):", in: inside, row: 0)
        editor.render(
            into: &buffer,
            in: inside.row(1),
            style: CellStyle(underline: true),
            focused: true
        )
        if let problem {
            buffer.writeLine(problem, in: inside, row: 2, style: CellStyle(foreground: .red))
        }
        if choices.isEmpty {
            buffer.writeLine(
                "No saved places (homebook weather place add NAME).",
                in: inside,
                row: 3,
                style: .dim
            )
        } else {
            buffer.writeLine("or pick one (↑↓, Enter with the name empty):", in: inside, row: 3)
            // The window of the list that keeps the selection in view.
            let first = max(0, min(selection - listed + 1, choices.count - listed))
            for offset in 0..<listed {
                let index = first + offset
                buffer.writeLine(
                    choices[index].text,
                    in: inside,
                    row: 4 + offset,
                    style: index == selection ? .reverse : .plain
                )
            }
        }
        buffer.writeLine(
            "Enter fetch · Esc cancel",
            in: inside,
            row: inside.height - 1,
            style: .dim
        )
    }
}
