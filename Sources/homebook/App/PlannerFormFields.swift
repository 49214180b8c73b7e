import HomebookCore
import TerminalUI

/// The fields of the event form, their texts for a stored event, and what they mean for the
/// core: the typed text is handed over as typed, only split where the form has one field for
/// several options (the repeat).
enum PlannerFormFields {
    /// The field order.
    enum Index: Int, CaseIterable {
        case title, start, end, allDay, location, description, calendar, recipe, repeats
    }

    /// Empty fields for a new event (starting today at the next full hour is not guessed).
    /// `start` fills the start field (`2026-03-12 `: the day chosen, the time to type).
    static func blank(start: String = "") -> [Form.Field] {
        fields(
            title: "",
            start: start,
            end: "",
            allDay: false,
            location: "",
            description: "",
            calendar: "",
            recipe: "",
            repeats: ""
        )
    }

    /// The fields of a stored event, times in `zone` as they would be typed.
    static func fields(of event: PlannerEvent, zone: LocalZone) -> [Form.Field] {
        var start = ""
        var end = ""
        switch event.span {
        case .allDay(let first, let last):
            start = first.description
            end = last == first ? "" : last.description
        case .timed(let from, let until):
            start = zone.local(from).minuteText
            end = zone.local(until).minuteText
        }
        return fields(
            title: event.title,
            start: start,
            end: end,
            allDay: event.span.isAllDay,
            location: event.location,
            description: event.description,
            calendar: event.calendar,
            recipe: event.recipe?.name ?? "",
            repeats: event.repeatRule.map(text) ?? ""
        )
    }

    private static func fields(
        title: String,
        start: String,
        end: String,
        allDay: Bool,
        location: String,
        description: String,
        calendar: String,
        recipe: String,
        repeats: String
    ) -> [Form.Field] {
        [
            Form.Field("Title", text: title), Form.Field("Start", text: start),
            Form.Field("End", text: end), Form.Field("All day", text: allDay ? "yes" : "no"),
            Form.Field("Location", text: location),
            Form.Field("Description", text: description, multiline: true),
            Form.Field("Calendar", text: calendar), Form.Field("Recipe", text: recipe),
            Form.Field("Repeat", text: repeats),
        ]
    }

    /// `weekly every 2 until 2027-01-31`: the repeat as the Repeat field takes it.
    static func text(_ rule: RepeatRule) -> String {
        var text = rule.frequency.rawValue
        if rule.interval != 1 { text += " every \(rule.interval)" }
        switch rule.end {
        case .never: break
        case .until(let day): text += " until \(day)"
        case .count(let count): text += " count \(count)"
        }
        return text
    }

    /// The Repeat field split into the core's input: nil when empty; `none` removes a repeat.
    ///
    /// - Throws: a message naming the expected form when the words do not pair up.
    static func repeatInput(_ text: String) throws(FieldProblem) -> RepeatInput? {
        let words = text.split(separator: " ").map(String.init)
        guard let frequency = words.first else { return nil }
        var input = RepeatInput(frequency: frequency)
        var rest = words.dropFirst()
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw FieldProblem.repeatForm }
            switch option.lowercased() {
            case "every":
                guard let number = Int(value) else { throw FieldProblem.repeatForm }
                input.every = number
            case "count":
                guard let number = Int(value) else { throw FieldProblem.repeatForm }
                input.count = number
            case "until": input.until = value
            default: throw FieldProblem.repeatForm
            }
        }
        return input
    }

    /// A problem the form itself finds in how a field is laid out.
    enum FieldProblem: Error, CustomStringConvertible {
        /// The Repeat field is not `FREQ [every N] [until DAY | count N]`.
        case repeatForm

        var description: String {
            "e.g. weekly, daily count 10, monthly every 2 until 2027-06-30"
        }
    }

    /// The field a core refusal is about, or nil when it concerns the whole event.
    static func field(for error: PlannerError, start: String, end: String) -> Index? {
        switch error {
        case .invalidName: return .title
        case .badTime(let input): return input == end && input != start ? .end : .start
        case .endBeforeStart, .mixedAllDayAndTimed: return .end
        case .allDayWithTime: return .allDay
        case .unknownCalendar: return .calendar
        case .unknownRecipe, .ambiguousRecipe: return .recipe
        case .badRepeat, .badDay: return .repeats
        default: return nil
        }
    }
}
