/// The one parser for dates typed by a person: `YYYY-MM-DD`, `today` or `yesterday`.
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
        let trimmed = text.trimmingWhitespace()
        switch trimmed.lowercased() {
        case "today": return today
        case "yesterday": return today.previousDay
        default: break
        }
        if let date = CalendarDate(iso: trimmed) {
            return date
        }
        throw DateInputError(input: text)
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
    }
}
