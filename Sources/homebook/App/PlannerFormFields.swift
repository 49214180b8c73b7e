import HomebookCore
import TerminalUI

/// The fields of the event form (in ``EventDraft/Field`` order) and their texts for a
/// stored event; the typed text is handed to the core as typed.
enum PlannerFormFields {
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
            repeats: event.repeatRule.map(RepeatInput.text) ?? ""
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
}
