import HomebookCore
import TerminalUI

/// The one full-screen form (docs/manual.md#forms): it draws any form the core describes.
/// The core's problems are marked beside the fields typed in as they are typed, the focused
/// field's hint (or its completions) shows under the form, Tab completes a field that has a
/// source as a shell does (to what every name starting so shares), Space toggles an on/off field, ← → cycle a choice, Ctrl-S saves with one core
/// call, and Esc on a changed form asks before discarding it.
struct FormScreen: Screen {
    private(set) var session: FormSession
    private var form: Form
    /// A line under the form: the core's question, or why nothing was saved.
    private(set) var note: String?
    /// The fields typed in, or all after a save was tried: only their problems are shown.
    private var touched: Set<Int> = []
    /// Whether Esc was pressed once with unsaved changes (a second Esc discards them).
    private var leaving = false
    /// Whether a save keeps the form open (settings) rather than closing it.
    private let staysOpen: Bool
    /// What the save did, for the screen below once the form closes.
    private(set) var saved: FormSaved?
    /// The completions of the focused field as typed, read after each key.
    private var choices: [String] = []
    /// What Tab makes of the focused field as typed, read after each key; nil when Tab adds
    /// nothing (it then moves to the next field).
    private var completion: String?
    /// How many completions the hint shows at most.
    static let shownChoices = 8
    /// The question Esc asks on a changed form (docs/manual.md#full-screen-app).
    static let discardQuestion =
        "unsaved changes: Esc again discards them, any other key keeps editing"

    /// A screen over `session`; fields are drawn at most `fieldWidth` columns wide.
    init(_ session: FormSession, fieldWidth: Int = 30, staysOpen: Bool = false) {
        self.session = session
        form = Form(
            session.fields.enumerated().map { index, field in
                Form.Field(
                    field.label,
                    text: session.text(index),
                    multiline: field.isMultiline,
                    secret: field.isSecret
                )
            }
        )
        form.maxFieldWidth = fieldWidth
        self.staysOpen = staysOpen
        updateChoices()
    }

    var title: String { session.title }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        var keys = statusKeys
        if session.fields.contains(where: { $0.completion != nil }) {
            keys.append(KeyHint("Tab", "completes a name from the list under the form"))
        }
        return keys + [
            KeyHint("Shift-Tab", "previous field"),
            KeyHint("Enter", "next line (several-line field); saves on the last field"),
        ]
    }
    /// The status line's keys; F1 lists ``keys``, completion and Shift-Tab among them.
    var statusKeys: [KeyHint] {
        var keys = [KeyHint("Tab/↑↓", "field")]
        if session.fields.contains(where: { if case .toggle = $0.kind { true } else { false } }) {
            keys.append(KeyHint("Space", "switch"))
        }
        if session.fields.contains(where: { if case .choice = $0.kind { true } else { false } }) {
            keys.append(KeyHint("←→", "choose"))
        }
        return keys + [KeyHint("Ctrl-S", "save"), KeyHint("Esc", "cancel")]
    }

    private var focusedField: FormField? {
        session.fields.indices.contains(form.focus) ? session.fields[form.focus] : nil
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        defer { updateChoices() }
        if leaving {
            // The answer to "discard?": Esc again leaves, any other key keeps editing.
            leaving = false
            note = nil
            if key == .escape { return .pop }
        }
        if key == .escape {
            guard session.isChanged else { return .pop }
            // Typed text is never lost silently (docs/manual.md#full-screen-app).
            leaving = true
            note = Self.discardQuestion
            return .handled
        }
        if key == .enter, let question = session.question, note == question {
            // Enter answers the core's question yes, and saves.
            session.confirm()
            return save()
        }
        if let field = focusedField, let action = handleChoice(key, on: field) { return action }
        if key == .enter, session.problems()[form.focus] != nil, focusedField?.isMultiline == false
        {
            // Enter on a field the core refuses tries to save: that shows what is wrong, or
            // asks the core's question (the 0.00 one), which Enter again answers.
            return save()
        }
        if key == .tab, let completion {
            set(form.focus, completion)
            return .handled
        }
        switch form.handle(key) {
        case .edited(let index):
            note = nil
            session.set(index, form.fields[index].text)
            touched.insert(index)
            showProblems()
        case .submit:
            return save()
        case .moved:
            break
        case .ignored:
            return .ignored
        }
        return .handled
    }

    /// The keys of an on/off or choice field: Space, ← → and a first letter pick the value,
    /// other typing is refused (the field holds one of its words only).
    private mutating func handleChoice(_ key: Key, on field: FormField) -> ScreenAction? {
        let options: [String]
        switch field.kind {
        case .toggle(let on, let off): options = [on, off]
        case .choice(let words): options = words
        default: return nil
        }
        let current = options.firstIndex(of: session.text(form.focus)) ?? 0
        switch key {
        // Not a text field, so `?` is the help here, as outside forms.
        case .character("?"): return .ignored
        case .character(" "), .right: set(form.focus, options[(current + 1) % options.count])
        case .left, .backspace:
            set(form.focus, options[(current + options.count - 1) % options.count])
        case .character(let letter):
            let typed = letter.lowercased()
            if let match = options.first(where: { $0.lowercased().hasPrefix(typed) }) {
                set(form.focus, match)
            } else {
                note = "\(field.label): " + options.joined(separator: ", ")
            }
        case .paste: break
        default: return nil
        }
        return .handled
    }

    /// Types `text` into the field at `index`, as if typed.
    private mutating func set(_ index: Int, _ text: String) {
        form.fields[index].editor = TextArea(text)
        session.set(index, text)
        note = nil
        touched.insert(index)
        showProblems()
    }

    /// Reads the completions of the focused field as typed so far, and what Tab makes of it.
    private mutating func updateChoices() {
        let completes = focusedField?.completion != nil
        choices = completes ? session.completions(form.focus, limit: Self.shownChoices) : []
        completion = completes ? session.completion(form.focus) : nil
    }

    /// Marks each touched field with the core's problem for it, and clears the others.
    private mutating func showProblems() {
        let problems = session.problems()
        for index in form.fields.indices {
            form.fields[index].error = touched.contains(index) ? problems[index] : nil
        }
    }

    /// Saves through the core's one save, or marks what is wrong and saves nothing.
    private mutating func save() -> ScreenAction {
        touched = Set(form.fields.indices)
        showProblems()
        if let question = session.question {
            note = question
            return .handled
        }
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return .handled
        }
        do {
            saved = try session.save()
            if staysOpen {
                session.markSaved()
                note = saved?.note
                return .handled
            }
            return .pop
        } catch FormSaveError.changedElsewhere(let deleted) {
            note = AppNotes.changedElsewhere(deleted: deleted)
        } catch {
            note = "not saved: \(error)"
        }
        return .handled
    }

    /// The line under the form: the completions of a field that has a source, led by what
    /// Tab makes of the text when it adds to it, else the focused field's hint.
    private var hint: String {
        guard let field = focusedField else { return "" }
        guard let source = field.completion else { return field.hint }
        let typed = DisplayText.singleLine(session.text(form.focus).trimmingWhitespace())
        if choices.isEmpty {
            guard !typed.isEmpty else { return field.hint }
            let none = "no \(Self.noun(of: source)) starts with \"\(typed)\""
            // A new category or aisle is welcome; a calendar or recipe must be one that exists.
            return source == .categories || source == .aisles ? none + " · " + field.hint : none
        }
        let lead =
            switch completion {
            case nil: ""
            // One name: Tab completes it whole.
            case .some where choices.count == 1: "Tab completes: "
            case .some(let shared): "Tab completes to \"\(DisplayText.singleLine(shared))\": "
            }
        let more = choices.count == Self.shownChoices ? " · …" : ""
        return DisplayText.singleLine(lead + choices.joined(separator: " · ") + more)
    }

    /// What a source's names are called, in a hint.
    private static func noun(of source: FormCompletionSource) -> String {
        switch source {
        case .categories: "category"
        case .calendars: "calendar"
        case .recipes: "recipe"
        case .mappings: "mapping"
        case .aisles: "aisle"
        case .accounts: "account"
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        // A window wider than 80 columns gives the fields half of its extra columns, so a
        // note, a location or an ingredient line shows more before it scrolls; at 80 columns
        // they keep the width the form was made with.
        var form = form
        form.maxFieldWidth += max(0, area.width - 80) / 2
        // The form, then the hint and the note on the last two rows.
        form.render(into: &buffer, in: body.inset(bottom: 2))
        buffer.writeLine(hint, in: body, row: body.height - 2, style: .dim)
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
