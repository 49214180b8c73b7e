import HomebookCore
import TerminalUI

/// The Weather screen's location form (`l`): a place name to type, or one to pick among the
/// saved places and the other places the last name matched (docs/manual.md#weather).
/// Ctrl-S saves the typed name, or the selected place, as a saved place (the place form
/// opens on it); Delete with the name empty removes the selected saved place after y/N.
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
        /// Save a place: the place form opens on this name and country.
        case save(name: String, country: String?)
        /// The saved place to remove (the y/N question was answered yes).
        case remove(SavedWeatherPlace)
    }

    let choices: [Choice]
    private(set) var editor = LineEditor()
    private(set) var selection = 0
    private(set) var problem: String?
    /// The saved place whose removal waits for y/N.
    private(set) var removing: SavedWeatherPlace?

    /// The form over `saved` places and the `matches` of the last name looked up.
    init(saved: [SavedWeatherPlace], matches: [WeatherPlace]) {
        choices = saved.map(Choice.saved) + matches.map(Choice.match)
    }

    /// Applies one key: Enter fetches the typed name, or the selected place when none is
    /// typed; ↑↓ choose; Esc cancels.
    mutating func handle(_ key: Key) -> Outcome {
        if let place = removing {
            removing = nil
            if key == .character("y") || key == .character("Y") { return .remove(place) }
            problem = "nothing removed"
            return .editing
        }
        switch key {
        case .control("s"):
            let text = editor.text.trimmingWhitespace()
            if !text.isEmpty { return .save(name: text, country: nil) }
            switch choices.indices.contains(selection) ? choices[selection] : nil {
            case .saved(let place)?: return .save(name: place.name, country: place.country)
            case .match(let place)?: return .save(name: place.name, country: place.country)
            case nil: problem = "type a place name to save"
            }
        case .delete where editor.text.isEmpty:
            guard choices.indices.contains(selection), case .saved(let place) = choices[selection]
            else {
                problem = "only a saved place can be removed"
                return .editing
            }
            removing = place
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
        if let removing {
            buffer.writeLine(
                "Remove the saved place “\(DisplayText.singleLine(removing.name))”? (y/N)",
                in: inside,
                row: 2,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        } else if let problem {
            buffer.writeLine(problem, in: inside, row: 2, style: CellStyle(foreground: .red))
        }
        if choices.isEmpty {
            buffer.writeLine(
                "No saved places: type a name and Ctrl-S saves it.",
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
            "Enter fetch · Ctrl-S save place · Del remove saved · Esc cancel",
            in: inside,
            row: inside.height - 1,
            style: .dim
        )
    }
}
