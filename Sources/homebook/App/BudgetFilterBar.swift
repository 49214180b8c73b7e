import HomebookCore
import TerminalUI

/// The filter line of the Budget list: from, to, kind and category, each checked by the
/// core as it is typed; the list follows every valid change.
struct BudgetFilterBar {
    /// The four fields, in order.
    private(set) var fields = [LineEditor(), LineEditor(), LineEditor(), LineEditor()]
    /// The field being typed in.
    private(set) var focus = 0
    /// What is wrong with the fields as typed, or nil.
    private(set) var error: String?

    private static let labels = ["From", "To", "Kind", "Category"]
    /// The longest value of each field (a date, `yesterday`, `expense`) and one more column
    /// for the cursor after it: a field as narrow as its text scrolls it by one character.
    private static let widths = [11, 11, 8]
    static let categoryField = 3

    /// Whether any field holds text.
    var isEmpty: Bool { fields.allSatisfy { $0.text.trimmingWhitespace().isEmpty } }

    /// Reacts to a key; Tab on the category completes it first when it can, as a shell does
    /// (the core's ``CategoryCompletion``: `fo` becomes the branch `food` before any of its
    /// children). Returns whether the key was used.
    mutating func handle(_ key: Key, categories: [String]) -> Bool {
        switch key {
        case .tab:
            if focus == Self.categoryField,
                let completion = CategoryCompletion.complete(
                    fields[focus].text,
                    in: CategoryCompletion.names(categories)
                )
            {
                fields[focus].text = completion
            } else {
                focus = (focus + 1) % fields.count
            }
        case .backTab: focus = (focus + fields.count - 1) % fields.count
        default: return fields[focus].handle(key)
        }
        return true
    }

    /// The filter the fields spell, or nil (with `error` set) when one is not valid.
    ///
    /// A category typed in part shows the category Tab would complete it to, so the list
    /// follows every letter instead of showing nothing until the name is whole.
    /// `categories` is asked only then (reading the categories in use is a scan).
    mutating func filter(today: CalendarDate, categories: () -> [String]) -> LedgerFilter? {
        let texts = fields.map { $0.text.trimmingWhitespace() }
        let category =
            texts[3].isEmpty
            ? nil
            : CategoryCompletion.shown(for: texts[3], in: CategoryCompletion.names(categories()))
        do {
            let filter = try LedgerInput.filter(
                from: texts[0].isEmpty ? nil : texts[0],
                to: texts[1].isEmpty ? nil : texts[1],
                kind: texts[2].isEmpty ? nil : texts[2],
                category: category,
                today: today
            )
            error = nil
            return filter
        } catch {
            self.error = "\(error)"
            return nil
        }
    }

    /// Empties every field.
    mutating func clear() {
        self = BudgetFilterBar()
    }

    /// Draws the four fields on `row` of `rect`, the cursor in the focused one when `active`.
    func render(
        into buffer: inout ScreenBuffer,
        in rect: Rect,
        row: Int,
        active: Bool,
        categories: [String]
    ) {
        var x = rect.x + 1
        let y = rect.y + row
        for (index, label) in Self.labels.enumerated() {
            x += buffer.write(
                label + " ",
                x: x,
                y: y,
                style: active && index == focus ? .bold : .dim
            )
            let width =
                index < Self.widths.count ? Self.widths[index] : max(8, rect.x + rect.width - x - 1)
            fields[index].render(
                into: &buffer,
                in: Rect(x: x, y: y, width: width, height: 1),
                style: CellStyle(underline: active),
                focused: active && index == focus
            )
            x += width + 2
        }
        guard active else { return }
        if let error {
            buffer.writeLine(
                "✗ " + error,
                in: rect,
                row: row + 1,
                style: CellStyle(bold: true, foreground: .red)
            )
        } else if focus == Self.categoryField {
            let text = fields[focus].text.trimmingWhitespace()
            let names = CategoryCompletion.names(categories)
            let matches = CategoryCompletion.matches(text, in: names)
            let shown = CategoryCompletion.shown(for: text, in: names)
            let hint =
                matches.isEmpty
                ? "no category in use starts so"
                : (shown == text || text.isEmpty ? "" : "showing \(shown) · ")
                    + "Tab: " + matches.joined(separator: " · ")
            buffer.writeLine(
                " " + DisplayText.singleLine(hint),
                in: rect,
                row: row + 1,
                style: .dim
            )
        } else {
            buffer.writeLine(
                " dates YYYY-MM-DD, today or yesterday · kind income or expense · Enter keeps, Esc undoes",
                in: rect,
                row: row + 1,
                style: .dim
            )
        }
    }
}
