/// The event form (docs/manual.md#planner): adding an event, editing a stored one, or editing
/// one occurrence of a repeat. Calendar and recipe complete from their lists; a planned meal
/// has its own servings. An edit changes only the fields retyped.
public struct EventForm: DescribedForm {
    public typealias Field = EventDraft.Field

    let planner: Planner
    let recipes: RecipeBook
    let today: CalendarDate
    /// The event being edited, as the form opened with it, or nil when adding.
    public let editing: PlannerEvent?
    /// The day of the one occurrence being edited, or nil: saving then changes only it.
    public let occurrenceDay: CalendarDate?
    /// The event as the person last saw it stored (after a refusal, as it is now).
    private var shown: PlannerEvent?
    private var texts: [Field: String]
    private let opening: [Field: String]
    private let calendarNames: [String]

    /// A form adding an event (`editing` nil; `day` fills the start field) or editing one.
    public init(
        store: HomebookStore,
        today: CalendarDate,
        editing event: PlannerEvent? = nil,
        day: CalendarDate? = nil
    ) {
        self.init(store: store, today: today, event: event, occurrence: nil)
        if event == nil, let day { texts[.start] = "\(day) " }
    }

    /// A form editing one occurrence (`event`, as the agenda listed it) on `day`: its own
    /// day and time, no repeat to change.
    public init(
        store: HomebookStore,
        today: CalendarDate,
        occurrence event: PlannerEvent,
        on day: CalendarDate
    ) {
        self.init(store: store, today: today, event: event, occurrence: day)
    }

    private init(
        store: HomebookStore,
        today: CalendarDate,
        event: PlannerEvent?,
        occurrence: CalendarDate?
    ) {
        planner = store.planner
        recipes = store.recipes
        self.today = today
        editing = event
        occurrenceDay = occurrence
        shown = event
        var texts = event.map { Self.texts(of: $0, zone: store.planner.zone) } ?? [.allDay: "no"]
        // One occurrence does not repeat: the field says so and is not sent.
        if occurrence != nil { texts[.repeats] = "" }
        self.texts = texts
        opening = texts
        calendarNames = ((try? store.planner.calendars()) ?? []).map(\.name)
    }

    /// A stored event's fields, times in `zone` as they would be typed.
    static func texts(of event: PlannerEvent, zone: LocalZone) -> [Field: String] {
        var texts: [Field: String] = [
            .title: event.title, .allDay: event.span.isAllDay ? "yes" : "no",
            .location: event.location, .description: event.description,
            .calendar: event.calendar, .recipe: event.recipe?.name ?? "",
            .servings: event.servings.map(String.init) ?? "",
            .repeats: event.repeatRule.map(RepeatInput.text) ?? "",
        ]
        switch event.span {
        case .allDay(let first, let last):
            texts[.start] = first.description
            texts[.end] = last == first ? "" : last.description
        case .timed(let from, let until):
            texts[.start] = zone.local(from).minuteText
            texts[.end] = zone.local(until).minuteText
        }
        return texts
    }

    public var title: String {
        occurrenceDay.map { "Edit event on \($0) only" }
            ?? (editing == nil ? "New event" : "Edit event")
    }

    public static func describe(_ field: Field) -> FormField {
        let time = "2026-11-28 17:00, today 18:30, saturday 19:00; a date alone = all day"
        return switch field {
        case .title: FormField("title", "Title", hint: "what is happening")
        case .start: FormField("start", "Start", kind: .time, hint: "Times: " + time)
        case .end: FormField("end", "End", kind: .time, hint: "empty: an hour, or the day")
        case .allDay:
            FormField(
                "all-day",
                "All day",
                kind: .toggle(on: "yes", off: "no"),
                hint: "Space switches"
            )
        case .location: FormField("location", "Location")
        case .description: FormField("description", "Description", kind: .multiline)
        case .calendar:
            FormField(
                "calendar",
                "Calendar",
                hint: "empty: the default calendar",
                completion: .calendars
            )
        case .recipe:
            FormField("recipe", "Recipe", hint: "a meal: the recipe cooked", completion: .recipes)
        case .servings:
            FormField(
                "servings",
                "Servings",
                kind: .number,
                hint: "the meal's servings; empty: as written"
            )
        case .repeats:
            FormField(
                "repeat",
                "Repeat",
                hint: "weekly, daily count 10, monthly every 2 until 2027-06-30"
            )
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    /// The event as typed; the core reads empty optional fields as not given.
    public var draft: EventDraft {
        EventDraft(
            title: self[.title],
            start: self[.start],
            end: self[.end],
            allDay: self[.allDay] == "yes",
            description: self[.description],
            location: self[.location],
            calendar: self[.calendar],
            recipe: self[.recipe],
            repeatRule: RepeatInput(typed: self[.repeats]),
            servings: self[.servings]
        )
    }

    /// Only the fields retyped; an emptied recipe, servings or repeat removes it.
    var changes: EventChanges {
        func changed(_ field: Field) -> String? {
            self[field] == (opening[field] ?? "") ? nil : self[field]
        }
        return EventChanges(
            title: changed(.title),
            start: changed(.start),
            end: changed(.end).flatMap { $0.isEmpty ? nil : $0 },
            allDay: self[.allDay] == "yes" && changed(.allDay) != nil,
            description: changed(.description),
            location: changed(.location),
            calendar: changed(.calendar),
            recipe: changed(.recipe),
            repeatRule: changed(.repeats).map(RepeatInput.init(typed:)),
            servings: changed(.servings)
        )
    }

    public func problems() -> FormProblems<Field, PlannerError> {
        (try? planner.problems(draft, today: today)) ?? FormProblems()
    }

    public mutating func save() throws -> FormSaved {
        do {
            let event: PlannerEvent
            if let shown, let day = occurrenceDay {
                event = try planner.editOccurrence(
                    of: shown.id,
                    on: day,
                    with: changes,
                    today: today,
                    shown: shown
                )
            } else if let shown {
                event = try planner.update(shown, with: changes, today: today)
            } else {
                let id = try planner.add(draft, today: today)
                return FormSaved(
                    "added “\(DisplayText.singleLine(self[.title]))”",
                    id: id,
                    added: true
                )
            }
            return FormSaved("saved “\(DisplayText.singleLine(event.title))”", id: event.id)
        } catch PlannerError.changedElsewhere(let id, let deleted) {
            if !deleted { shown = try? planner.get(id) }
            throw FormSaveError.changedElsewhere(deleted: deleted)
        }
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        switch field {
        case .calendar: NameCompletion.matches(typed, in: calendarNames, limit: limit)
        case .recipe: (try? recipes.names(startingWith: typed, limit: limit)) ?? []
        default: []
        }
    }

    public func completion(_ field: Field, typed: String) -> String? {
        switch field {
        // A book of thousands of recipes is not read whole to complete one name.
        case .recipe: (try? recipes.nameCompletion(typed)) ?? nil
        default: NameCompletion.complete(typed, in: completions(field, typed: typed, limit: .max))
        }
    }
}
