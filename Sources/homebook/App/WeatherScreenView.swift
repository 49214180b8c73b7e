import HomebookCore
import TerminalUI

/// Draws the Weather screen: the tab bar, where the data is for and how old it is, the
/// tab's body, the provider's attribution under its data, and the fetch's spinner or failure.
struct WeatherScreenView {
    let screen: WeatherScreen
    let now: Int
    let spinner: Int

    private static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let inner = area.inset(left: 1, right: 1)
        renderTabs(into: &buffer, in: inner)
        // Two rows at the bottom for the spinner or a failure, which may be long.
        let status = Rect(x: inner.x, y: inner.bottom - 2, width: inner.width, height: 2)
        if let fetch = screen.fetch {
            let frame = Self.spinnerFrames[spinner % Self.spinnerFrames.count]
            buffer.writeLine(
                "\(frame) fetching \(DisplayText.singleLine(fetch.job.label)) from"
                    + " \(fetch.job.provider.displayName)… (Esc cancels)",
                in: status,
                row: 1,
                style: CellStyle(foreground: .cyan)
            )
        } else if let note = screen.note {
            // The first row, then the rest on the second, cut with … if it is longer still.
            let lines = Confirmation.wrap(note, columns: status.width)
            let shownLines = [lines[0], lines.dropFirst().joined(separator: " ")]
                .filter { !$0.isEmpty }
            for (row, line) in shownLines.enumerated() {
                buffer.writeLine(
                    line,
                    in: status,
                    row: row + 2 - shownLines.count,
                    style: CellStyle(bold: true, foreground: .yellow)
                )
            }
        }
        guard let shown = screen.shown else {
            if screen.fetch == nil {
                buffer.writeLine("No weather to show: l picks a place.", in: inner, row: 1)
            }
            return
        }
        let report = shown.report
        buffer.writeLine(
            DisplayText.singleLine(report.place.label) + " — " + report.provider.displayName,
            in: inner,
            row: 1,
            style: .bold
        )
        buffer.writeLine(
            age(shown, width: inner.width),
            in: inner,
            row: 2,
            style: shown.origin == .sample ? CellStyle(bold: true, foreground: .yellow) : .dim
        )
        let body = Rect(x: inner.x, y: inner.y + 3, width: inner.width, height: inner.height - 6)
        let tabLines = WeatherTabLines(
            report: report,
            units: screen.units,
            width: body.width,
            height: body.height
        )
        let lines: [String]
        switch screen.tab {
        case .place: lines = tabLines.place(now: now)
        case .now: lines = tabLines.current()
        case .hours: lines = tabLines.hours()
        case .days: lines = tabLines.days()
        case .air: lines = tabLines.air()
        }
        // A blank row under the heading when the tab leaves room for it.
        let gap = lines.count < body.height ? 1 : 0
        for (index, line) in lines.prefix(body.height - gap).enumerated() {
            buffer.writeLine(line, in: body, row: index + gap)
        }
        // Open-Meteo's licence asks for the credit wherever its data is shown.
        buffer.writeLine(report.provider.attribution, in: inner, row: inner.height - 3, style: .dim)
    }

    /// `Place │ Now │ 48 hours │ 8 days │ Air quality`, the open tab reversed.
    private func renderTabs(into buffer: inout ScreenBuffer, in inner: Rect) {
        var x = inner.x
        for tab in WeatherScreen.Tab.allCases {
            let label = " \(tab.title) "
            x += buffer.write(
                label,
                x: x,
                y: inner.y,
                style: tab == screen.tab ? .reverse : .plain,
                maxWidth: inner.x + inner.width - x
            )
            x += buffer.write(
                "│",
                x: x,
                y: inner.y,
                style: .dim,
                maxWidth: inner.x + inner.width - x
            )
        }
        buffer.write(
            " ← → switch",
            x: x,
            y: inner.y,
            style: .dim,
            maxWidth: inner.x + inner.width - x
        )
    }

    /// How old the data is, and the zone its times are in (its name always; "times in"
    /// when there is room).
    private func age(_ shown: WeatherResult, width: Int) -> String {
        let place = shown.report.place
        let zone =
            "\(DisplayText.singleLine(place.timeZone)) (\(WeatherClock.offsetText(place.utcOffset)))"
        let head: String
        if let fetched = shown.fetchedAt {
            let asOf =
                "as of \(WeatherClock.time(Int64(fetched), offset: place.utcOffset)),"
                + " \(WeatherClock.age(of: fetched, now: now))"
            switch shown.origin {
            case .offline: head = asOf + " — offline"
            case .stale where screen.fetch == nil: head = asOf + " — not refreshed"
            default: head = asOf
            }
        } else {
            head = "SAMPLE DATA, not a forecast: l picks a place"
        }
        let long = head + " · times in " + zone
        return TextWidth.columns(of: long) <= width ? long : head + " · " + zone
    }
}
