/// What an iCalendar import did: events added, events already there, and events added
/// without the recipe their file names (docs/manual.md#planner).
public struct ICalendarImportReport: Equatable, Sendable {
    /// How many events were added.
    public var imported: Int
    /// How many were skipped because their UID is already in the planner.
    public var skipped: Int
    /// The added events whose recipe could not be linked, in file order.
    public var unlinked: [UnlinkedRecipe]
    /// What else the person should know, in file order: events given a new UID.
    public var notes: [ICalendarImportNote]

    /// Creates a report.
    public init(
        imported: Int,
        skipped: Int,
        unlinked: [UnlinkedRecipe] = [],
        notes: [ICalendarImportNote] = []
    ) {
        self.imported = imported
        self.skipped = skipped
        self.unlinked = unlinked
        self.notes = notes
    }
}

/// Something an iCalendar import did that the file did not say (docs/manual.md#planner).
public enum ICalendarImportNote: Equatable, Sendable, CustomStringConvertible {
    /// The event starting on `line` had no UID, or an empty one, and was given a new one.
    case newUID(title: String, line: Int, wasEmpty: Bool)
    /// A component that cannot be represented was left out (not with `--strict`).
    case skipped(ICalendarSkipped)

    /// `"Dinner" (line 12) has an empty UID: it was given a new one, …`.
    public var description: String {
        switch self {
        case .newUID(let title, let line, let wasEmpty):
            return "\"\(DisplayText.singleLine(title))\" (line \(line)) has "
                + (wasEmpty ? "an empty UID" : "no UID")
                + ": it was given a new one, so importing this file again adds it again"
        case .skipped(let skipped): return skipped.description
        }
    }
}

/// An event imported without its recipe: its file named one that is not exactly one recipe
/// here.
public struct UnlinkedRecipe: Equatable, Sendable, CustomStringConvertible {
    /// The event's title.
    public let title: String
    /// The recipe name the file gave (`X-HOMEBOOK-RECIPE`).
    public let recipeName: String
    /// How many recipes have exactly that name: none, or more than one.
    public let matches: Int

    /// Creates a note.
    public init(title: String, recipeName: String, matches: Int) {
        self.title = title
        self.recipeName = recipeName
        self.matches = matches
    }

    /// `"Dinner" was imported without its recipe: no recipe is named "Risotto"`.
    public var description: String {
        let name = "\"\(DisplayText.singleLine(recipeName))\""
        return "\"\(DisplayText.singleLine(title))\" was imported without its recipe: "
            + (matches == 0 ? "no recipe is named \(name)" : "\(matches) recipes are named \(name)")
    }
}

/// A component an import left out, where it begins, and why (docs/manual.md#planner).
public struct ICalendarSkipped: Equatable, Sendable, CustomStringConvertible {
    /// The line of its BEGIN.
    public let line: Int
    /// `VEVENT`, `VTODO`, `VJOURNAL` or `VFREEBUSY`.
    public let component: String
    /// Its SUMMARY, when it has one.
    public let title: String?
    /// Why it was left out, each with its own line.
    public let problems: [ICalendarImportError.Problem]

    /// `skipped the event "Standup" (line 10): line 14: RRULE BYSETPOS cannot be represented`.
    public var description: String {
        let what =
            component == "VEVENT"
            ? "the event" + (title.map { " " + ICalendarText.quoted($0) } ?? "")
            : "a " + component
        let reasons = problems.prefix(5).map {
            "line \($0.line): \(DisplayText.singleLine($0.message))"
        }
        let more = problems.count > 5 ? "; and \(problems.count - 5) more" : ""
        return "skipped \(what) (line \(line)): " + reasons.joined(separator: "; ") + more
    }
}
