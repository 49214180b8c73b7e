/// Why a recipe could not be saved or found, phrased for the person at the keyboard.
///
/// Every message says what is expected, so the menu can re-ask with it and a command can
/// print it after `Error:`.
public enum RecipeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The name is empty (or only spaces).
    case nameMissing
    /// The name contains a line break.
    case nameHasLineBreak
    /// The name contains a NUL character (U+0000), which the database's rules refuse.
    case nameHasNUL
    /// The day last made could not be read as a date.
    case invalidDate(DateInputError)
    /// The day last made is after today.
    case futureDate(CalendarDate, today: CalendarDate)
    /// The link is not an absolute http or https address; `reason` says what is wrong.
    case invalidLink(String, reason: String)
    /// The servings typed are not a whole number from 1 to 10000.
    case invalidServings(String)
    /// Servings were asked of a recipe that does not say how many it feeds.
    case noServings(Int64)
    /// The text typed as a recipe id is not one.
    case invalidID(String)
    /// No recipe has this id.
    case notFound(Int64)
    /// The recipe was edited or deleted elsewhere since a screen showed it; nothing changed.
    case changedElsewhere(Int64, deleted: Bool)

    /// A one-line message.
    public var description: String {
        switch self {
        case .nameMissing:
            return "a recipe needs a name: type one line of text, not only spaces"
        case .nameHasLineBreak:
            return "a recipe name must fit on one line: remove the line break"
        case .nameHasNUL:
            return "a recipe name may not contain a NUL character (\\x00): remove it"
        case .invalidDate(let error):
            return error.description
        case .futureDate(let date, let today):
            return "\(date) is in the future: the day last made must be today (\(today))"
                + " or earlier"
        case .invalidLink(let text, let reason):
            return "\"\(DisplayText.singleLine(text))\" is not a link: \(reason);"
                + " expected an absolute web address such as https://example.com/pancakes"
                + " (or nothing)"
        case .invalidServings(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a number of servings:"
                + " type a whole number from 1 to 10000 (or nothing)"
        case .noServings(let id):
            return "recipe \(id) does not say how many it serves:"
                + " set it first with `recipe edit \(id) --servings N`"
        case .invalidID(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a recipe id:"
                + " type the number shown in the recipe list"
        case .notFound(let id):
            return "no recipe with id \(id)"
        case .changedElsewhere(let id, let deleted):
            return "recipe \(id) was changed elsewhere since you opened it"
                + (deleted ? " (it has been deleted)" : "") + "; nothing was changed"
        }
    }
}
