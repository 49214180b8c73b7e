import HomebookCore
import TerminalUI

/// The event form (adding, or editing a stored event): times checked by the core's parser as
/// they are typed, Space toggles All day, Ctrl-S saves through one core call, Esc cancels.
struct PlannerFormPage: Screen {
    typealias Field = PlannerFormFields.Index

    let store: HomebookStore
    let today: CalendarDate
    /// The event being edited, as the form opened with it, or nil when adding.
    let editing: PlannerEvent?
    /// The event as the person last saw it stored: the form's, or after a refusal because it
    /// changed elsewhere, the event as it is now (a second Ctrl-S saves over it).
    private var shown: PlannerEvent?
    private(set) var form: Form
    /// The texts the form opened with, so an edit changes only what was retyped.
    private let original: [String]
    private var note: String?

    /// `day`: a new event's day, filled into the start field (the time is left to type).
    init(
        store: HomebookStore,
        today: CalendarDate,
        editing: PlannerEvent? = nil,
        day: CalendarDate? = nil
    ) {
        self.store = store
        self.today = today
        self.editing = editing
        shown = editing
        form = Form(
            editing.map { PlannerFormFields.fields(of: $0, zone: store.planner.zone) }
                ?? PlannerFormFields.blank(start: day.map { "\($0) " } ?? "")
        )
        original = form.fields.map(\.text)
    }

    var title: String { editing == nil ? "New event" : "Edit event" }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        [
            KeyHint("Tab/↑↓", "field"), KeyHint("Space", "all day (on its field)"),
            KeyHint("Ctrl-S", "save"), KeyHint("Esc", "cancel"),
        ]
    }

    private func text(_ field: Field) -> String { form.fields[field.rawValue].text }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        note = nil
        if form.focus == Field.allDay.rawValue, case .character(let character) = key {
            // A toggle: Space, y or n; other letters would only make it unreadable.
            // Not a text field, so `?` is the help here, as outside forms.
            if character == "?" { return .ignored }
            let on =
                character == " " ? text(.allDay) != "yes" : character == "y" || character == "Y"
            form.fields[Field.allDay.rawValue] = Form.Field("All day", text: on ? "yes" : "no")
            check()
            return .handled
        }
        switch form.handle(key) {
        case .edited: check()
        case .submit: return save()
        case .moved: break
        case .ignored: return .ignored
        }
        return .handled
    }

    /// Marks the times and the repeat as the core reads them.
    private mutating func check() {
        for field in [Field.start, .end, .allDay, .repeats] { setError(field, nil) }
        let allDay = text(.allDay) == "yes"
        var start: TimeValue?
        if !text(.start).isEmpty {
            do throws(PlannerError) {
                start = try TimeInput.parse(text(.start), today: today)
            } catch { setError(.start, error.description) }
        }
        var end: TimeValue?
        if !text(.end).isEmpty {
            do throws(PlannerError) {
                end = try TimeInput.parse(text(.end), today: today)
            } catch { setError(.end, error.description) }
        }
        if let start, text(.end).isEmpty || end != nil {
            do throws(PlannerError) {
                _ = try EventSpan.resolve(
                    start: start,
                    end: end,
                    allDay: allDay,
                    today: today,
                    zone: store.planner.zone
                )
            } catch {
                setError(error == .allDayWithTime ? .allDay : .end, error.description)
            }
        }
        do throws(PlannerFormFields.FieldProblem) {
            _ = try PlannerFormFields.repeatInput(text(.repeats))
        } catch { setError(.repeats, error.description) }
    }

    private mutating func setError(_ field: Field, _ message: String?) {
        form.fields[field.rawValue].error = message
    }

    /// Saves through ``Planner/add(_:today:)`` or ``Planner/update(_:with:today:)``.
    private mutating func save() -> ScreenAction {
        check()
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return .handled
        }
        do {
            let repeats = try PlannerFormFields.repeatInput(text(.repeats))
            if let shown {
                // Only the fields retyped (against the form's texts) change.
                _ = try store.planner.update(shown, with: changes(repeats), today: today)
            } else {
                _ = try store.planner.add(draft(repeats), today: today)
            }
            return .pop
        } catch PlannerError.changedElsewhere(let id, let deleted) {
            note = AppNotes.changedElsewhere(deleted: deleted)
            if !deleted { shown = try? store.planner.get(id) }
        } catch let error as PlannerError {
            let field = PlannerFormFields.field(for: error, start: text(.start), end: text(.end))
            if let field { setError(field, error.description) }
            note = "not saved: " + (field == nil ? error.description : "fix the marked field")
        } catch {
            note = "not saved: \(error)"
        }
        return .handled
    }

    /// The new event as typed; empty optional fields are left to the core's defaults.
    private func draft(_ repeats: RepeatInput?) -> EventDraft {
        EventDraft(
            title: text(.title),
            start: text(.start),
            end: optional(.end),
            allDay: text(.allDay) == "yes",
            description: text(.description),
            location: text(.location),
            calendar: optional(.calendar),
            recipe: optional(.recipe),
            repeatRule: repeats
        )
    }

    /// Only the fields retyped; an emptied recipe or repeat removes it.
    private func changes(_ repeats: RepeatInput?) -> EventChanges {
        func changed(_ field: Field) -> String? {
            text(field) == original[field.rawValue] ? nil : text(field)
        }
        return EventChanges(
            title: changed(.title),
            start: changed(.start),
            end: changed(.end).flatMap { $0.isEmpty ? nil : $0 },
            allDay: text(.allDay) == "yes" && changed(.allDay) != nil,
            description: changed(.description),
            location: changed(.location),
            calendar: changed(.calendar),
            recipe: changed(.recipe).map { $0.isEmpty ? "-" : $0 },
            repeatRule: changed(.repeats).map { _ in repeats ?? RepeatInput(frequency: "none") }
        )
    }

    private func optional(_ field: Field) -> String? {
        let value = text(field).trimmingWhitespace()
        return value.isEmpty ? nil : value
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        form.render(into: &buffer, in: area.inset(top: 1, left: 2, right: 2))
        let hint =
            note
            ?? "Times: 2026-11-28 17:00, today 18:30, saturday 19:00; a date alone = all day"
        buffer.writeLine(
            hint,
            in: area.inset(left: 2, right: 2),
            row: area.height - 1,
            style: note == nil ? .dim : CellStyle(bold: true, foreground: .yellow)
        )
    }
}
