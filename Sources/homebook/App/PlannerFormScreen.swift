import HomebookCore
import TerminalUI

/// The event form (adding, or editing a stored event): the core's problems of the event as
/// typed are marked beside their fields on every change, Space toggles All day, Ctrl-S saves
/// through one core call, Esc cancels (asking first when something was typed). The calendar
/// and recipe fields pick from lists: the names starting with what is typed show in the hint
/// line, Tab completes to the first (docs/manual.md#full-screen-app).
struct PlannerFormScreen: Screen {
    typealias Field = EventDraft.Field

    let store: HomebookStore
    let today: CalendarDate
    /// The event being edited, as the form opened with it, or nil when adding.
    let editing: PlannerEvent?
    /// The day of the one occurrence of a repeat being edited (`t` to "this occurrence or
    /// all"), or nil: saving then changes only it (docs/manual.md#planner).
    let occurrenceDay: CalendarDate?
    /// The event as the person last saw it stored: the form's, or after a refusal because it
    /// changed elsewhere, the event as it is now (a second Ctrl-S saves over it).
    private var shown: PlannerEvent?
    private(set) var form: Form
    /// The texts the form opened with, so an edit changes only what was retyped.
    private let original: [String]
    private var note: String?
    /// The fields typed in, or all after a save was tried: only their problems are shown.
    private var touched: Set<Field> = []
    /// Whether Esc was pressed once with unsaved changes (a second Esc discards them).
    private var leaving = false
    /// The calendars' names, for the calendar field's completion (read once).
    private let calendarNames: [String]
    /// The names the focused calendar or recipe field completes from, as typed so far.
    private var choices: [String] = []
    /// How many recipe names the hint shows at most (the book may hold 100,000).
    static let shownRecipes = 8

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
        occurrenceDay = nil
        shown = editing
        form = Form(
            editing.map { PlannerFormFields.fields(of: $0, zone: store.planner.zone) }
                ?? PlannerFormFields.blank(start: day.map { "\($0) " } ?? "")
        )
        original = form.fields.map(\.text)
        calendarNames = ((try? store.planner.calendars()) ?? []).map(\.name)
    }

    /// The form on one occurrence of a repeat (`occurrence`, as the agenda listed it, starting
    /// on `day`): its own day and time, no repeat field to change.
    init(store: HomebookStore, today: CalendarDate, occurrence: PlannerEvent, on day: CalendarDate)
    {
        self.store = store
        self.today = today
        editing = occurrence
        occurrenceDay = day
        shown = occurrence
        var fields = PlannerFormFields.fields(of: occurrence, zone: store.planner.zone)
        // One occurrence does not repeat: the field says so and is not sent.
        fields[Field.repeats.rawValue] = Form.Field("Repeat", text: "")
        form = Form(fields)
        original = form.fields.map(\.text)
        calendarNames = ((try? store.planner.calendars()) ?? []).map(\.name)
    }

    var title: String {
        occurrenceDay.map { "Edit event on \($0) only" }
            ?? (editing == nil ? "New event" : "Edit event")
    }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        [
            KeyHint("Tab/↑↓", "field"), KeyHint("Space", "all day (on its field)"),
            KeyHint("Ctrl-S", "save"), KeyHint("Esc", "cancel"),
        ]
    }

    private func text(_ field: Field) -> String { form.fields[field.rawValue].text }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        defer { updateChoices() }
        if leaving {
            // The answer to "discard?": Esc again leaves, any other key keeps editing.
            leaving = false
            note = nil
            if key == .escape { return .pop }
        }
        note = nil
        if key == .escape, form.fields.map(\.text) != original {
            // Typed text is never lost silently (docs/manual.md#planner).
            leaving = true
            note = "unsaved changes: Esc again discards them, any other key keeps editing"
            return .handled
        }
        if form.focus == Field.allDay.rawValue, case .character(let character) = key {
            // A toggle: Space, y or n; other letters would only make it unreadable.
            // Not a text field, so `?` is the help here, as outside forms.
            if character == "?" { return .ignored }
            let on =
                character == " " ? text(.allDay) != "yes" : character == "y" || character == "Y"
            form.fields[Field.allDay.rawValue] = Form.Field("All day", text: on ? "yes" : "no")
            edited(.allDay)
            return .handled
        }
        if key == .tab, let field = Field(rawValue: form.focus),
            field == .calendar || field == .recipe,
            let completion = NameCompletion.complete(text(field), from: choices)
        {
            form.fields[field.rawValue].editor = TextArea(completion)
            edited(field)
            return .handled
        }
        switch form.handle(key) {
        case .edited(let index): edited(Field(rawValue: index))
        case .submit: return save()
        case .moved: break
        case .ignored: return .ignored
        }
        return .handled
    }

    /// Reads what the focused calendar or recipe field completes from: the calendars that
    /// start with its text, or the first recipe names that do (one bounded query).
    private mutating func updateChoices() {
        switch Field(rawValue: form.focus) {
        case .calendar: choices = NameCompletion.matches(text(.calendar), from: calendarNames)
        case .recipe:
            choices =
                (try? store.recipes.names(startingWith: text(.recipe), limit: Self.shownRecipes))
                ?? []
        default: choices = []
        }
    }

    /// The hint line while the calendar or recipe field is focused: the matches, or why
    /// there are none; nil on other fields.
    private var choicesHint: String? {
        guard let field = Field(rawValue: form.focus), field == .calendar || field == .recipe
        else { return nil }
        let noun = field == .calendar ? "calendar" : "recipe"
        let typed = text(field).trimmingWhitespace()
        if choices.isEmpty {
            return typed.isEmpty
                ? "no \(noun)s yet" : "no \(noun) starts with \"\(DisplayText.singleLine(typed))\""
        }
        let more = field == .recipe && choices.count == Self.shownRecipes ? " · …" : ""
        let lead = NameCompletion.complete(typed, from: choices) == nil ? "" : "Tab completes: "
        return DisplayText.singleLine(lead + choices.joined(separator: " · ") + more)
    }

    /// A field changed: every problem is asked of the core again, from the form as it is.
    private mutating func edited(_ field: Field?) {
        if let field { touched.insert(field) }
        showProblems()
    }

    /// Marks each touched field with the core's problem for it, and clears the others; a
    /// corrected field loses its mark at once.
    private mutating func showProblems() {
        let problems = try? store.planner.problems(draft, today: today)
        for field in Field.allCases {
            form.fields[field.rawValue].error =
                touched.contains(field) ? problems?[field]?.description : nil
        }
    }

    /// Saves through ``Planner/add(_:today:)`` or ``Planner/update(_:with:today:)``.
    private mutating func save() -> ScreenAction {
        touched = Set(Field.allCases)
        showProblems()
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return .handled
        }
        do {
            if let shown, let day = occurrenceDay {
                _ = try store.planner.editOccurrence(
                    of: shown.id,
                    on: day,
                    with: changes,
                    today: today,
                    shown: shown
                )
            } else if let shown {
                // Only the fields retyped (against the form's texts) change.
                _ = try store.planner.update(shown, with: changes, today: today)
            } else {
                _ = try store.planner.add(draft, today: today)
            }
            return .pop
        } catch PlannerError.changedElsewhere(let id, let deleted) {
            note = AppNotes.changedElsewhere(deleted: deleted)
            if !deleted { shown = try? store.planner.get(id) }
        } catch {
            note = "not saved: \(error)"
        }
        return .handled
    }

    /// The event as typed; the core reads empty optional fields as not given.
    private var draft: EventDraft {
        EventDraft(
            title: text(.title),
            start: text(.start),
            end: text(.end),
            allDay: text(.allDay) == "yes",
            description: text(.description),
            location: text(.location),
            calendar: text(.calendar),
            recipe: text(.recipe),
            repeatRule: RepeatInput(typed: text(.repeats))
        )
    }

    /// Only the fields retyped; an emptied recipe or repeat removes it.
    private var changes: EventChanges {
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
            recipe: changed(.recipe),
            repeatRule: changed(.repeats).map(RepeatInput.init(typed:))
        )
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        // The last row is the hint's (or the note's).
        form.render(into: &buffer, in: area.inset(top: 1, bottom: 1, left: 2, right: 2))
        let hint =
            note ?? choicesHint
            ?? "Times: 2026-11-28 17:00, today 18:30, saturday 19:00; a date alone = all day"
        buffer.writeLine(
            hint,
            in: area.inset(left: 2, right: 2),
            row: area.height - 1,
            style: note == nil ? .dim : CellStyle(bold: true, foreground: .yellow)
        )
    }
}
