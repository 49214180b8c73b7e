import HomebookCore
import TerminalUI

/// The settings as a form (SPEC §7): each field checked by the core's rule as it is typed;
/// Ctrl-S (or Enter on the last field) saves both, Esc leaves without saving.
struct SettingsPage: Screen {
    let store: HomebookStore
    private(set) var form: Form
    private(set) var note: String?

    /// The keys in the order of the form's fields.
    private static let order: [SettingKey] = [
        .precision, .currency, .decimalComma, .weekStart, .defaultCalendar, .units,
    ]

    init(store: HomebookStore) {
        self.store = store
        let values = Self.order.map { (try? store.settings.value(of: $0)) ?? $0.defaultValue }
        form = Form(zip(Self.order, values).map { Form.Field(Self.label(of: $0), text: $1) })
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
        case .edited(let index):
            note = nil
            form.fields[index].error = Self.problem(Self.order[index], form.fields[index].text)
        case .submit:
            save()
        case .moved:
            break
        case .ignored:
            return .ignored
        }
        return .handled
    }

    /// The core's complaint about `text` for `key`, or nil when it is valid.
    private static func problem(_ key: SettingKey, _ text: String) -> String? {
        do {
            _ = try key.validate(text)
            return nil
        } catch {
            return "expected " + Self.expected(error)
        }
    }

    /// The "expected …" part of a settings error, which is what fits beside a field.
    private static func expected(_ error: SettingsError) -> String {
        if case .invalidValue(_, _, let expected) = error { return expected }
        return error.description
    }

    /// Saves every changed field in one change, or nothing when one is invalid.
    private mutating func save() {
        for (index, key) in Self.order.enumerated() {
            form.fields[index].error = Self.problem(key, form.fields[index].text)
        }
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return
        }
        do {
            // Only changed values are written, so an untouched form records no change.
            let changed = try Self.order.enumerated().filter { index, key in
                try store.settings.value(of: key) != (try? key.validate(form.fields[index].text))
            }.map { index, key in (key: key, text: form.fields[index].text) }
            if !changed.isEmpty { try store.settings.set(changed) }
            note = "saved"
        } catch {
            note = "not saved: \(error)"
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        // The form, then what each setting means, then the note on the last row.
        let used = form.render(into: &buffer, in: body.inset(bottom: 1))
        for (index, key) in Self.order.enumerated() where used + 2 + index < body.height - 1 {
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
