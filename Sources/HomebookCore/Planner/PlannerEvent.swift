/// One stored event (or one occurrence of a repeating event, with its own span).
public struct PlannerEvent: Hashable, Sendable, Identifiable {
    /// The event's number, used by `show`, `edit` and `delete`.
    public let id: Int64
    /// The iCalendar UID.
    public var uid: String
    /// The name of the calendar holding it.
    public var calendar: String
    /// The title: trimmed, one line, not empty.
    public var title: String
    /// Free text; empty when none.
    public var description: String
    /// Free text; empty when none.
    public var location: String
    /// When it happens (for an occurrence, that occurrence's span).
    public var span: EventSpan
    /// The planned recipe, if any.
    public var recipe: PlannedRecipe?
    /// The name of the planned recipe when that recipe was deleted since.
    public var deletedRecipeName: String?
    /// The repeat, if any.
    public var repeatRule: RepeatRule?
    /// When the event was last written (UTC seconds): the iCalendar DTSTAMP.
    public var stamp: Int64
    /// The Olson name of the zone a timed series repeats in (`America/Los_Angeles`, `UTC`),
    /// or nil for the local zone (docs/manual.md#planner).
    public var timeZone: String?
    /// A planned meal's own servings (docs/manual.md#planner), or nil to cook the recipe as
    /// written.
    public var servings: Int?
    /// For a reminder of a repeating ledger item (docs/manual.md#schedules), that item's
    /// id; such a row is read from the schedule, not stored as an event (its ``id`` is 0).
    public var scheduleID: Int64?
    /// Its extra occurrences (iCalendar RDATE), in order of start (docs/manual.md#planner);
    /// an occurrence a listing expands carries them too.
    public var extraDates: [ExtraDate]

    /// Creates an event from already validated fields.
    public init(
        id: Int64,
        uid: String,
        calendar: String,
        title: String,
        description: String = "",
        location: String = "",
        span: EventSpan,
        recipe: PlannedRecipe? = nil,
        deletedRecipeName: String? = nil,
        repeatRule: RepeatRule? = nil,
        stamp: Int64 = 0,
        timeZone: String? = nil,
        servings: Int? = nil,
        scheduleID: Int64? = nil,
        extraDates: [ExtraDate] = []
    ) {
        self.id = id
        self.uid = uid
        self.calendar = calendar
        self.title = title
        self.description = description
        self.location = location
        self.span = span
        self.recipe = recipe
        self.deletedRecipeName = deletedRecipeName
        self.repeatRule = repeatRule
        self.stamp = stamp
        self.timeZone = timeZone
        self.servings = servings
        self.scheduleID = scheduleID
        self.extraDates = extraDates
    }

    /// The zone the event's repeats are expanded in: its own, else `local` (also when the
    /// system no longer knows its own).
    public func seriesZone(listedIn local: LocalZone) -> LocalZone {
        guard let timeZone, timeZone != local.name, let zone = LocalZone(olsonName: timeZone)
        else { return local }
        return zone
    }
}

extension PlannerEvent {
    /// The meal as an agenda shows it (docs/manual.md#servings-and-scaling): the recipe's
    /// name, made one line, with `×N` when the meal has its own servings (`Pancakes ×6`);
    /// nil for an event that is no meal.
    public var mealLabel: String? {
        guard let meal = mealParts else { return nil }
        return meal.name + (meal.servings.map { " " + $0 } ?? "")
    }

    /// ``mealLabel`` in its two parts: the name, which a narrow agenda may shorten with `…`,
    /// and the servings (`×6`, nil without its own), which it always keeps.
    public var mealParts: (name: String, servings: String?)? {
        guard let recipe else { return nil }
        return (DisplayText.singleLine(recipe.name), servings.map { "×\($0)" })
    }
}

/// A recipe planned as a meal: its id and name.
public struct PlannedRecipe: Hashable, Sendable {
    /// The recipe's id.
    public let id: Int64
    /// The recipe's name.
    public let name: String

    /// Creates a reference to a recipe.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}

/// A calendar and how many events it holds.
public struct PlannerCalendar: Hashable, Sendable {
    /// The calendar's id.
    public let id: Int64
    /// The calendar's name.
    public let name: String
    /// How many events (series count once) it holds.
    public let eventCount: Int

    /// Creates a calendar summary.
    public init(id: Int64, name: String, eventCount: Int) {
        self.id = id
        self.name = name
        self.eventCount = eventCount
    }

    /// The JSON shape `{"id","name","events"}`.
    public var json: JSONValue {
        .object([
            ("id", .integer(id)), ("name", .string(name)), ("events", .integer(Int64(eventCount))),
        ])
    }
}

extension PlannerEvent {
    /// The title as every front shows it: "(no title)" for an event imported without one
    /// (docs/manual.md#planner), else the title made safe for one line.
    public var shownTitle: String {
        title.isEmpty ? "(no title)" : DisplayText.singleLine(title)
    }
}
