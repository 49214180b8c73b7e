/// The rules for each recipe field, one function per field, shared by every front.
///
/// The menu calls them one at a time to re-ask a single answer; ``RecipeBook`` calls them
/// all before writing, so a rule is written once and applied everywhere.
public enum RecipeInput {
    /// A valid name: trimmed, not empty, on one line.
    public static func name(_ text: String) throws(RecipeError) -> String {
        // The one name rule (OneLineName), in the recipe book's words.
        try OneLineName.check(
            text,
            empty: RecipeError.nameMissing,
            lineBreak: .nameHasLineBreak,
            nul: .nameHasNUL
        )
    }

    /// The day last made: nil for an empty answer (never made), else a real day not after
    /// `today`. `today` and `yesterday` are accepted.
    public static func lastMade(
        _ text: String,
        today: CalendarDate
    ) throws(RecipeError) -> CalendarDate? {
        if text.trimmingWhitespace().isEmpty { return nil }
        return try madeOn(text, today: today)
    }

    /// The day a recipe was made: a real day not after `today`; an empty answer is refused.
    public static func madeOn(
        _ text: String,
        today: CalendarDate
    ) throws(RecipeError)
        -> CalendarDate
    {
        let date: CalendarDate
        do {
            date = try DateInput.parse(text, today: today)
        } catch {
            throw .invalidDate(error)
        }
        try notInFuture(date, today: today)
        return date
    }

    /// Refuses a day after `today`: nobody has made a recipe tomorrow.
    public static func notInFuture(_ date: CalendarDate, today: CalendarDate) throws(RecipeError) {
        guard date <= today else { throw .futureDate(date, today: today) }
    }

    /// The link: nil for an empty answer, else an absolute http or https address.
    public static func link(_ text: String) throws(RecipeError) -> String? {
        try WebLink.parse(text)
    }

    /// Servings: nil for an empty answer, else a whole number from 1 to 10000.
    public static func servings(_ text: String) throws(RecipeError) -> Int? {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return nil }
        guard trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed),
            Recipe.servingsRange.contains(number)
        else { throw .invalidServings(text) }
        return number
    }

    /// A recipe id typed as text: a positive whole number (surrounding spaces ignored).
    public static func id(_ text: String) throws(RecipeError) -> Int64 {
        let trimmed = text.trimmingWhitespace()
        // Int64("+5") accepts a sign; an id is digits only.
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int64(trimmed), id > 0
        else { throw .invalidID(text) }
        return id
    }
}
