/// A planner action that was refused; nothing was changed.
public enum PlannerError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No event has this id.
    case eventNotFound(Int64)
    /// No calendar has this name.
    case unknownCalendar(String)
    /// A calendar with this name already exists.
    case calendarExists(String)
    /// A calendar that still holds events cannot be deleted.
    case calendarNotEmpty(String, events: Int)
    /// The last calendar cannot be deleted.
    case lastCalendar(String)
    /// A name or title is empty or spans lines.
    case invalidName(field: String)
    /// The end is before the start.
    case endBeforeStart
    /// An all-day event was given a time of day.
    case allDayWithTime
    /// A timed and an all-day value were mixed.
    case mixedAllDayAndTimed
    /// A time could not be read.
    case badTime(String)
    /// A day could not be read.
    case badDay(String)
    /// No recipe has this id or name.
    case unknownRecipe(String)
    /// Several recipes match this name.
    case ambiguousRecipe(String, candidates: [PlannedRecipe])
    /// A repeat is invalid.
    case badRepeat(RepeatProblem)
    /// No item of the shopping list is this food.
    case notOnShoppingList(String)
    /// The food has no aisle to remove.
    case noAisle(String)
    /// A meal's servings are not a whole number from 1 to 10000.
    case invalidServings(String)
    /// No occurrence of this event starts on this day (or the event does not repeat).
    case noOccurrence(id: Int64, day: CalendarDate, repeats: Bool)
    /// The event was edited or deleted elsewhere since a screen showed it; nothing changed.
    case changedElsewhere(Int64, deleted: Bool)
    /// A listing ended more than ``Planner/maximumListedDays`` days after its start.
    case rangeTooLong(from: CalendarDate, to: CalendarDate)
    /// A time or day outside the ones the planner keeps (``EventSpan/earliest`` …
    /// ``EventSpan/latest``).
    case outsideKeptTimes
    /// A stored event holds a time (or a repeat) no version of homebook writes.
    case storedTimeOutOfRange(id: Int64)

    /// A one-line message for the person at the keyboard.
    public var description: String {
        switch self {
        case .eventNotFound(let id): return "no event has id \(id)"
        case .unknownCalendar(let name):
            return "no calendar is named \"\(DisplayText.singleLine(name))\""
                + " (see `homebook plan calendars`)"
        case .calendarExists(let name):
            return "a calendar named \"\(DisplayText.singleLine(name))\" already exists"
        case .calendarNotEmpty(let name, let events):
            return "the calendar \"\(DisplayText.singleLine(name))\" still holds \(events)"
                + " \(events == 1 ? "event" : "events"): delete or move them first"
        case .lastCalendar(let name):
            return "\"\(DisplayText.singleLine(name))\" is the only calendar and cannot be deleted"
        case .invalidName(let field):
            return "the \(field) must not be empty and must fit on one line (without NUL)"
        case .endBeforeStart: return "the end is before the start"
        case .allDayWithTime:
            return "an all-day event takes dates only (YYYY-MM-DD), not times"
        case .mixedAllDayAndTimed:
            return "the start and end must both be dates (all day) or both be times"
        case .badTime(let input):
            return "\"\(DisplayText.singleLine(input))\" is not a time: use YYYY-MM-DD HH:MM,"
                + " today 18:30, tomorrow 8:00, a weekday (saturday 19:00),"
                + " or YYYY-MM-DD for all day"
        case .badDay(let input):
            return "\"\(DisplayText.singleLine(input))\" is not a day: use YYYY-MM-DD, today,"
                + " tomorrow, yesterday or a weekday (saturday)"
        case .notOnShoppingList(let food):
            return "\"\(DisplayText.singleLine(food))\" is not on this shopping list:"
                + " type a food as `plan shopping` shows it"
        case .noAisle(let food):
            return "\"\(DisplayText.singleLine(food))\" has no aisle (see `homebook recipe aisles`)"
        case .invalidServings(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a number of servings:"
                + " type a whole number from 1 to 10000 (or - to cook the recipe as written)"
        case .unknownRecipe(let text):
            return "no recipe has the id or name \"\(DisplayText.singleLine(text))\""
        case .ambiguousRecipe(let text, let candidates):
            let list = candidates.map { "\($0.id) \(DisplayText.singleLine($0.name))" }
            return "\"\(DisplayText.singleLine(text))\" matches several recipes: "
                + list.joined(separator: ", ") + " (give the id)"
        case .badRepeat(let problem): return problem.description
        case .noOccurrence(let id, let day, let repeats):
            guard repeats else {
                return "event \(id) does not repeat: delete it whole (plan delete \(id))"
            }
            return "no occurrence of event \(id) starts on \(day.weekdayName) \(day)"
                + " (see plan list)"
        case .changedElsewhere(let id, let deleted):
            return "event \(id) was changed elsewhere since you opened it"
                + (deleted ? " (it has been deleted)" : "") + "; nothing was changed"
        case .rangeTooLong(let from, let to):
            return "\(to) is more than 100 years (\(Planner.maximumListedDays) days) after"
                + " \(from): ask for a shorter range"
        case .storedTimeOutOfRange(let id):
            return "event \(id) holds a time or repeat outside what the planner keeps"
                + " (it was written by another program): delete it with plan delete \(id)"
        case .outsideKeptTimes:
            return "events must start and end between \(EventSpan.earliestDay) and"
                + " \(EventSpan.latestDay) (UTC)"
        }
    }
}
