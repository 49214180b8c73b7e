/// The one parser for dates typed by a person: `YYYY-MM-DD`, `today`, `yesterday`,
/// `tomorrow`, a weekday or `next` and a weekday, read by ``DayWords`` as planner times are.
public enum DateInput {
    /// Parses a date as typed: surrounding spaces are ignored, the words case-insensitively.
    ///
    /// - Parameter today: the current local date (injected so tests are repeatable).
    /// - Throws: ``DateInputError`` with a message that shows the expected form.
    public static func parse(
        _ text: String,
        today: CalendarDate
    ) throws(DateInputError)
        -> CalendarDate
    {
        guard let date = DayWords.day(text, today: today) else { throw DateInputError(input: text) }
        return date
    }
}

/// A date that could not be read.
public struct DateInputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was typed.
    public let input: String

    /// `"31/12/2024" is not a date: use YYYY-MM-DD (a real calendar day), today or yesterday`.
    public var description: String {
        "\"\(DisplayText.singleLine(input))\" is not a date:"
            + " use YYYY-MM-DD (a real calendar day), today or yesterday"
            + " (also tomorrow, a weekday: monday, next monday)"
    }
}
