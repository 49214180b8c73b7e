import HomebookCore

#if canImport(Glibc)
    import Glibc
#endif

/// What each key of the Planner screen does: ask, call one ``Planner`` method, print.
///
/// Nothing is written until every answer is in, so input that ends half-way saves nothing.
/// Errors other than the end of input are shown by ``MenuLoop``.
struct PlannerMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// The planner of the session's store.
    var planner: Planner { session.store.planner }

    /// `l`: the next 14 days, today first, grouped by day.
    func upcoming() throws {
        let today = session.today()
        let events = try planner.occurrences(from: today, to: today.adding(days: 13))
        if events.isEmpty {
            session.say("Nothing planned in the next 14 days: choose a to add an event.")
        } else {
            session.say(
                EventText.agenda(
                    events,
                    zone: planner.zone,
                    conflicts: try session.store.calDAVAccounts.conflictCopyIDs(),
                    width: session.terminal.isInteractive ? SystemIO.outputColumns : nil
                )
            )
        }
        if let status = try session.store.calDAVAccounts.statusLine(now: Int64(time(nil))) {
            session.say("Sync: " + status)
        }
    }

    /// `a`: the event form asked field by field by ``FormAsker``, then saved; an empty title
    /// goes back (docs/manual.md#menu).
    func add() throws {
        var form = FormSession(EventForm(store: session.store, today: session.today()))
        guard let saved = try FormAsker(session: session).ask(&form, new: true), let id = saved.id
        else {
            return
        }
        session.say("Added event \(id).")
    }

    /// `v`: every field of one event.
    func view() throws {
        guard let id = try askID("to view") else { return }
        let event = try planner.get(id)
        session.say(EventText.details(event, zone: planner.zone))
        sayMealIngredients(event)
    }

    /// A planned meal's ingredients, scaled to the meal's servings when it has its own
    /// (docs/manual.md#servings-and-scaling); nothing for an event that is no meal.
    private func sayMealIngredients(_ event: PlannerEvent) {
        guard let recipe = event.recipe else { return }
        let store = session.store
        let servings = store.servingsToScale(meal: event)
        guard
            let (written, lines) = try? store.scaledIngredients(
                of: recipe.id,
                servings: servings,
                units: nil
            ), !lines.isEmpty
        else { return }
        var heading = "Ingredients"
        if let servings, let from = written.servings {
            heading +=
                ", scaled to \(servings) \(servings == 1 ? "serving" : "servings") for the meal (recipe: \(from))"
        }
        session.say(
            RecipeText.block(heading + ":", lines.joined(separator: "\n")).joined(separator: "\n")
        )
    }

    /// `e`: the event form on a stored event; Enter keeps a value, `-` empties it.
    func edit() throws {
        guard let id = try askID("to edit") else { return }
        let event = try planner.get(id)
        session.say(EventText.details(event, zone: planner.zone))
        var form = FormSession(
            EventForm(store: session.store, today: session.today(), editing: event)
        )
        guard try FormAsker(session: session).ask(&form) != nil else { return }
        session.say(EventText.details(try planner.get(id), zone: planner.zone))
    }

    /// `d`: deletes an event after asking for confirmation; for a repeating one, first asks
    /// for the day of the one occurrence to delete (Enter: all its repeats).
    func delete() throws {
        guard let id = try askID("to delete") else { return }
        let event = try planner.get(id)
        let title = event.shownTitle
        var day: CalendarDate?
        if event.repeatRule != nil {
            let today = session.today()
            day = try session.ask(
                "Event \(id) repeats. Day of the one occurrence to delete (YYYY-MM-DD, today,"
                    + " a weekday; Enter: all its repeats):"
            ) { text in
                text.trimmingWhitespace().isEmpty ? nil : try TimeInput.parseDay(text, today: today)
            }
        }
        let question =
            day.map { "Delete event \(id) (\(title)) on \($0.weekdayName) \($0) only?" }
            ?? "Delete event \(id) (\(title))\(event.repeatRule == nil ? "" : " and all its repeats")?"
        guard try session.confirm(question) else {
            session.say("Nothing deleted.")
            return
        }
        let planner = self.planner
        let deleted = try session.writeShown(
            event,
            retry: "Delete it as it is now?",
            gone: "It was deleted already.",
            reload: { try current(id) },
            describe: { EventText.details($0, zone: planner.zone) },
            write: { shown in
                if let day {
                    try planner.deleteOccurrence(of: shown, on: day)
                } else {
                    try planner.delete(shown)
                }
            }
        )
        guard deleted != nil else { return }
        session.say(day.map { "Deleted event \(id) on \($0)." } ?? "Deleted event \(id).")
    }

    /// The event with this id as stored now, or nil when it is gone.
    private func current(_ id: Int64) throws -> PlannerEvent? {
        do {
            return try planner.get(id)
        } catch PlannerError.eventNotFound {
            return nil
        }
    }

    /// `x`: writes every event to a new .ics file.
    func export() throws {
        let path = try session.ask("New .ics file to write (Enter goes back):")
            .trimmingWhitespace()
        guard !path.isEmpty else { return }
        let file = try OutputFile.createPrivate(path)
        do {
            let count = try planner.exportICalendar { try file.write($0) }
            try file.finish()
            session.say(
                "Exported \(count) \(count == 1 ? "event" : "events") to \(DisplayText.singleLine(path))."
            )
        } catch {
            file.discard()
            throw error
        }
    }

    /// Asks for an event id; nil when the answer is empty (go back).
    private func askID(_ purpose: String) throws(EndOfInput) -> Int64? {
        try session.ask("Event id \(purpose) (Upcoming shows the ids; Enter goes back):") {
            text in
            text.trimmingWhitespace().isEmpty ? nil : Int64(try Self.number(text))
        }
    }

    private static func number(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingWhitespace()), value > 0 else {
            throw MenuAnswerError("type a whole number above 0, or press Enter to go back")
        }
        return value
    }
}
