/// The form contract of an event: every problem of a draft keyed by its field, which the
/// command line, the line menu and the full-screen form all ask for (docs/manual.md#forms).
extension Planner {
    /// An event whose every field passed its rule, ready to be written.
    struct CheckedEvent {
        let title: String
        let span: EventSpan
        let calendarID: Int64
        let recipeID: Int64?
        let rule: RepeatRule?
        /// A planned meal's servings, or nil to cook it as written.
        let servings: Int?
    }

    /// Every problem of a new event's draft, keyed by field. Empty optional fields (end,
    /// calendar, recipe, a typed repeat) are as if not given.
    ///
    /// - Throws: only a storage error (the calendar and recipe are looked up).
    public func problems(
        _ draft: EventDraft,
        today: CalendarDate
    ) throws -> FormProblems<EventDraft.Field, PlannerError> {
        try checked(draft, today: today).problems
    }

    /// Each field's rule applied once: the event when every field passes, and the problems.
    func checked(
        _ draft: EventDraft,
        today: CalendarDate
    ) throws -> (event: CheckedEvent?, problems: FormProblems<EventDraft.Field, PlannerError>) {
        var problems = FormProblems<EventDraft.Field, PlannerError>()
        var title: String?
        var start: TimeValue?
        var end: TimeValue?
        var span: EventSpan?
        var rule: RepeatRule?
        problems.check(.title) { () throws(PlannerError) in title = try Self.title(draft.title) }
        problems.check(.start) { () throws(PlannerError) in
            start = try TimeInput.parse(draft.start, today: today)
        }
        if let text = EventDraft.given(draft.end) {
            problems.check(.end) { () throws(PlannerError) in
                end = try TimeInput.parse(text, today: today)
            }
        }
        if let start, problems[.end] == nil {
            do throws(PlannerError) {
                let resolved = try EventSpan.resolve(
                    start: start,
                    end: end,
                    allDay: draft.allDay,
                    today: today,
                    zone: zone
                )
                try resolved.checkKept()
                span = resolved
            } catch {
                problems[Self.spanField(of: error)] = error
            }
        }
        problems.check(.repeats) { () throws(PlannerError) in
            rule = try draft.repeatRule?.rule(today: today)
        }
        let calendar = try lookUp(.calendar, in: &problems) {
            try self.calendarID(EventDraft.given(draft.calendar))
        }
        let recipe = try lookUp(.recipe, in: &problems) {
            try EventDraft.given(draft.recipe).map { try self.resolveRecipe($0) }
        }
        var servings: Int?
        problems.check(.servings) { () throws(PlannerError) in
            servings = try EventDraft.given(draft.servings).flatMap { text throws(PlannerError) in
                try Self.servings(text)
            }
        }
        guard problems.isEmpty, let title, let span, let calendar, let recipe else {
            return (nil, problems)
        }
        let event = CheckedEvent(
            title: title,
            span: span,
            calendarID: calendar,
            recipeID: recipe?.id,
            rule: rule,
            servings: servings
        )
        return (event, problems)
    }

    /// The field a refusal of the start and end together is about.
    static func spanField(of error: PlannerError) -> EventDraft.Field {
        switch error {
        case .allDayWithTime: .allDay
        case .outsideKeptTimes: .start
        default: .end
        }
    }

    /// The value `body` looks up, or nil with its refusal recorded for `field`; a storage
    /// error is thrown.
    private func lookUp<Value>(
        _ field: EventDraft.Field,
        in problems: inout FormProblems<EventDraft.Field, PlannerError>,
        _ body: () throws -> Value
    ) throws -> Value? {
        do {
            return try body()
        } catch let error as PlannerError {
            problems[field] = error
            return nil
        }
    }
}
