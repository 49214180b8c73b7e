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

    /// The fields of an event, in the order forms show them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case title, start, end, allDay, location, description, calendar, recipe, servings, repeats
    }

    /// A text that is empty or blank, given as nil: an optional field left empty.
    static func given(_ text: String?) -> String? {
        guard let text, !text.trimmingWhitespace().isEmpty else { return nil }
        return text
    }
}

/// A repeat as typed: in parts (`plan add --repeat weekly --every 2 --until 2027-01-31`),
/// or as one line of words (`weekly every 2 until 2027-01-31`, `daily count 10`, `none`)
/// read by ``parse(_:)``, the grammar every form and the menu share (docs/manual.md#planner).
public struct RepeatInput: Sendable, Equatable {
    /// `daily`, `weekly`, `monthly` or `yearly` (`none` removes a repeat when editing).
    public var frequency: String
    /// Every N (default 1).
    public var every: Int?
    /// The last day, as typed (`YYYY-MM-DD`, today, tomorrow, a weekday).
    public var until: String?
    /// How many occurrences.
    public var count: Int?
    /// The line of words this repeat was typed as, read when the rule is checked.
    public private(set) var typed: String?

    /// Creates a repeat input from its parts.
    public init(frequency: String, every: Int? = nil, until: String? = nil, count: Int? = nil) {
        self.frequency = frequency
        self.every = every
        self.until = until
        self.count = count
    }

    /// A repeat typed as one line of words (empty or `none`: no repeat), checked with the
    /// rest of the event so its problem is marked on the Repeat field.
    public init(typed: String) {
        frequency = ""
        self.typed = typed
    }

    /// No repeat: removes one when editing.
    public static let none = RepeatInput(frequency: "none")

    /// Reads `FREQUENCY [every N] [until DAY | count N]` (words in any case, in any order
    /// after the frequency); nil when the text is empty.
    ///
    /// - Throws: ``PlannerError/badRepeat(_:)`` when the words do not pair up.
    public static func parse(_ text: String) throws(PlannerError) -> RepeatInput? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let frequency = words.first else { return nil }
        var input = RepeatInput(frequency: frequency)
        var rest = words.dropFirst()
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw .badRepeat(.form) }
            switch option.lowercased() {
            case "every":
                guard let number = Int(value) else { throw .badRepeat(.form) }
                input.every = number
            case "count":
                guard let number = Int(value) else { throw .badRepeat(.form) }
                input.count = number
            case "until": input.until = value
            default: throw .badRepeat(.form)
            }
        }
        return input
    }

    /// The words ``parse(_:)`` reads back as `rule`: `weekly every 2 until 2027-01-31`.
    public static func text(_ rule: RepeatRule) -> String {
        var text = rule.frequency.rawValue
        if rule.interval != 1 { text += " every \(rule.interval)" }
        switch rule.end {
        case .never: break
        case .until(let day): text += " until \(day)"
        case .count(let count): text += " count \(count)"
        }
        return text
    }

    /// The validated rule, or nil for `none` (or an empty typed line).
    func rule(today: CalendarDate) throws(PlannerError) -> RepeatRule? {
        if let typed {
            return try Self.parse(typed)?.rule(today: today)
        }
        let word = frequency.trimmingWhitespace().lowercased()
        if word == "none" {
            guard every == nil, until == nil, count == nil else {
                throw .badRepeat(.partsWithoutRepeat)
            }
            return nil
        }
        guard let frequency = RepeatFrequency(rawValue: word) else {
            throw .badRepeat(.unknownFrequency(frequency))
        }
        let interval = every ?? 1
        guard (1...RepeatRule.maximumInterval).contains(interval) else {
            throw .badRepeat(.every)
        }
        var end = RepeatEnd.never
        switch (until, count) {
        case (.some, .some): throw .badRepeat(.untilAndCount)
        case (.some(let text), nil):
            end = .until(try TimeInput.parseDay(text, today: today))
        case (nil, .some(let number)):
            guard (1...RepeatRule.maximumCount).contains(number) else {
                throw .badRepeat(.count)
            }
            end = .count(number)
        case (nil, nil): break
        }
        return RepeatRule(frequency: frequency, interval: interval, end: end)
    }
}

/// Why a repeat was refused, in words that name its parts, never a command-line option
/// (the command line adds its option names when it prints; docs/manual.md#planner).
public enum RepeatProblem: Equatable, Sendable, CustomStringConvertible {
    /// The words are not `FREQUENCY [every N] [until DAY | count N]`.
    case form
    /// The frequency is not one of the four.
    case unknownFrequency(String)
    /// The interval is out of range.
    case every
    /// The count is out of range.
    case count
    /// Both an end day and a count were given.
    case untilAndCount
    /// An interval, end day or count was given without a repeat.
    case partsWithoutRepeat

    /// The command-line options this problem is about, so the command line can name them.
    public var options: [String] {
        switch self {
        case .form: []
        case .unknownFrequency: ["repeat"]
        case .every: ["every"]
        case .count: ["count"]
        case .untilAndCount: ["until", "count"]
        case .partsWithoutRepeat: ["every", "until", "count"]
        }
    }

    /// A one-line message.
    public var description: String {
        switch self {
        case .form:
            return "write a repeat as e.g. weekly, daily count 10,"
                + " monthly every 2 until 2027-06-30"
        case .unknownFrequency(let word):
            return "\"\(DisplayText.singleLine(word))\" is not a repeat:"
                + " use daily, weekly, monthly or yearly"
        case .every: return "every must be 1 to \(RepeatRule.maximumInterval)"
        case .count: return "the count must be 1 to \(RepeatRule.maximumCount)"
        case .untilAndCount: return "give an end day (until) or a count, not both"
        case .partsWithoutRepeat: return "every, until and count need a repeat"
        }
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
