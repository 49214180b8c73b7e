/// What a person typed for a new event; ``Planner/add(_:today:)`` validates it.
public struct EventDraft: Sendable {
    /// The title (required).
    public var title: String
    /// The start as typed (see ``TimeInput``).
    public var start: String
    /// The end as typed, or nil for one hour after a timed start (the same day when all-day).
    public var end: String?
    /// Whether the event is all-day (then start and end are dates).
    public var allDay: Bool
    /// Free text.
    public var description: String
    /// Free text.
    public var location: String
    /// The calendar's name, or nil for the default (first) calendar.
    public var calendar: String?
    /// A recipe id or unambiguous name, or nil.
    public var recipe: String?
    /// The repeat, if any.
    public var repeatRule: RepeatInput?
    /// A planned meal's servings as typed (a whole number), or nil to cook it as written.
    public var servings: String?

    /// Creates a draft.
    public init(
        title: String,
        start: String,
        end: String? = nil,
        allDay: Bool = false,
        description: String = "",
        location: String = "",
        calendar: String? = nil,
        recipe: String? = nil,
        repeatRule: RepeatInput? = nil,
        servings: String? = nil
    ) {
        self.title = title
        self.start = start
        self.end = end
        self.allDay = allDay
        self.description = description
        self.location = location
        self.calendar = calendar
        self.recipe = recipe
        self.repeatRule = repeatRule
        self.servings = servings
    }
}

/// A repeat as typed: `--repeat weekly --every 2 --until 2027-01-31` or `--count 10`.
public struct RepeatInput: Sendable {
    /// `daily`, `weekly`, `monthly` or `yearly` (`none` removes a repeat when editing).
    public var frequency: String
    /// Every N (default 1).
    public var every: Int?
    /// The last day, as typed (`YYYY-MM-DD`, today, tomorrow, a weekday).
    public var until: String?
    /// How many occurrences.
    public var count: Int?

    /// Creates a repeat input.
    public init(frequency: String, every: Int? = nil, until: String? = nil, count: Int? = nil) {
        self.frequency = frequency
        self.every = every
        self.until = until
        self.count = count
    }

    /// The validated rule, or nil for `none`.
    func rule(today: CalendarDate) throws(PlannerError) -> RepeatRule? {
        let word = frequency.trimmingWhitespace().lowercased()
        if word == "none" {
            guard every == nil, until == nil, count == nil else {
                throw .badRepeat("--every, --until and --count need a repeat")
            }
            return nil
        }
        guard let frequency = RepeatFrequency(rawValue: word) else {
            throw .badRepeat(
                "\"\(DisplayText.singleLine(frequency))\" is not a repeat:"
                    + " use daily, weekly, monthly or yearly"
            )
        }
        let interval = every ?? 1
        guard (1...RepeatRule.maximumInterval).contains(interval) else {
            throw .badRepeat("--every must be 1 to \(RepeatRule.maximumInterval)")
        }
        var end = RepeatEnd.never
        switch (until, count) {
        case (.some, .some): throw .badRepeat("give --until or --count, not both")
        case (.some(let text), nil):
            end = .until(try TimeInput.parseDay(text, today: today))
        case (nil, .some(let number)):
            guard (1...RepeatRule.maximumCount).contains(number) else {
                throw .badRepeat("--count must be 1 to \(RepeatRule.maximumCount)")
            }
            end = .count(number)
        case (nil, nil): break
        }
        return RepeatRule(frequency: frequency, interval: interval, end: end)
    }
}

/// The changes of `plan edit`: nil keeps a field as it is.
public struct EventChanges: Sendable {
    /// A new title.
    public var title: String?
    /// A new start (the end moves with it unless given too).
    public var start: String?
    /// A new end.
    public var end: String?
    /// Make the event all-day (start and end are then dates).
    public var allDay: Bool
    /// New free text.
    public var description: String?
    /// New free text.
    public var location: String?
    /// Another calendar.
    public var calendar: String?
    /// A recipe id or name; `-` removes the link.
    public var recipe: String?
    /// A new repeat (`none` removes it).
    public var repeatRule: RepeatInput?
    /// New meal servings as typed; `-` or empty clears them.
    public var servings: String?

    /// Creates a set of changes.
    public init(
        title: String? = nil,
        start: String? = nil,
        end: String? = nil,
        allDay: Bool = false,
        description: String? = nil,
        location: String? = nil,
        calendar: String? = nil,
        recipe: String? = nil,
        repeatRule: RepeatInput? = nil,
        servings: String? = nil
    ) {
        self.servings = servings
        self.title = title
        self.start = start
        self.end = end
        self.allDay = allDay
        self.description = description
        self.location = location
        self.calendar = calendar
        self.recipe = recipe
        self.repeatRule = repeatRule
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool {
        title == nil && start == nil && end == nil && !allDay && description == nil
            && location == nil && calendar == nil && recipe == nil && repeatRule == nil
            && servings == nil
    }
}
