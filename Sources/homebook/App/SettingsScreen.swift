import HomebookCore
import TerminalUI

/// The settings as a form (docs/manual.md#settings): the core's problems of the settings as
/// typed are marked beside their fields on every change (docs/manual.md#forms); Ctrl-S (or
/// Enter on the last field) saves them all in one change, Esc leaves without saving.
struct SettingsScreen: Screen {
    let store: HomebookStore
    private(set) var form: Form
    private(set) var note: String?
    /// The settings as stored when the screen opened (keys the form does not show are kept).
    private let stored: SettingsDraft

    /// The keys in the order of the form's fields.
    private static let order: [SettingKey] = [
        .precision, .currency, .decimalComma, .weekStart, .defaultCalendar, .units,
        .weatherProvider,
        .kitchenMeasures, .postSchedules,
    ]

    init(store: HomebookStore) {
        self.store = store
        let draft = (try? store.settings.draft()) ?? SettingsDraft()
        stored = draft
        form = Form(Self.order.map { Form.Field(Self.label(of: $0), text: draft[$0]) })
    }

    /// `Decimal comma` for `decimal-comma`: the key in words with a capital, as a form label.
    private static func label(of key: SettingKey) -> String {
        let words = key.rawValue.replacing("-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    var title: String { "Settings" }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        [KeyHint("Tab/↑↓", "field"), KeyHint("Ctrl-S", "save"), KeyHint("Esc", "cancel")]
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        switch form.handle(key) {
        case .edited:
            note = nil
            showProblems()
        case .submit:
            save()
        case .moved:
            break
        case .ignored:
            return .ignored
        }
        return .handled
    }

    /// The settings as typed.
    private var draft: SettingsDraft {
        var draft = stored
        for (index, key) in Self.order.enumerated() { draft[key] = form.fields[index].text }
        return draft
    }

    /// Marks each field with the core's problem for it, and clears the others.
    private mutating func showProblems() {
        let problems = try? store.settings.problems(draft)
        for (index, key) in Self.order.enumerated() {
            form.fields[index].error = problems?[key]?.reason
        }
    }

    /// Saves every changed field in one change, or nothing when one is invalid.
    private mutating func save() {
        showProblems()
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return
        }
        do {
            try store.settings.save(draft)
            note = "saved"
        } catch {
            note = "not saved: \(error)"
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        // The form, then what each setting means (every one when the window has the rows,
        // else the focused one's, so none is dropped unseen), then the note on the last row.
        let used = form.render(into: &buffer, in: body.inset(bottom: 1))
        let room = body.height - 1 - (used + 2)
        let explained =
            room >= Self.order.count || !Self.order.indices.contains(form.focus)
            ? Self.order : [Self.order[form.focus]]
        for (index, key) in explained.enumerated() where index < room {
            buffer.writeLine(key.summary, in: body, row: used + 2 + index, style: .dim)
        }
        if let note {
            buffer.writeLine(
                note,
                in: body,
                row: body.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }
}
