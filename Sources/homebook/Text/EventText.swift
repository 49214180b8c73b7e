import HomebookCore

/// The text forms of planner results, every stored string made safe for the terminal.
enum EventText {
    /// Occurrences grouped by day: a heading per day, then `  17:00–18:00  Dinner  #3 …`,
    /// each line fitted to `width` columns (nil: not cut, as output to a pipe).
    static func agenda(
        _ events: [PlannerEvent],
        zone: LocalZone,
        conflicts: Set<Int64> = [],
        width: Int? = nil
    ) -> String {
        var day: CalendarDate?
        return agenda(events, zone: zone, after: &day, conflicts: conflicts, width: width)
    }

    /// ``agenda(_:zone:conflicts:width:)`` of occurrences that continue a listing whose last
    /// heading was `day` (nil: none yet); `day` becomes this piece's last heading.
    static func agenda(
        _ events: [PlannerEvent],
        zone: LocalZone,
        after day: inout CalendarDate?,
        conflicts: Set<Int64> = [],
        width: Int? = nil
    ) -> String {
        var lines: [String] = []
        for event in events {
            let first = event.span.firstDay(in: zone)
            if first != day {
                if day != nil { lines.append("") }
                lines.append("\(first.weekdayName) \(first)")
                day = first
            }
            lines.append(line(event, zone: zone, conflicts: conflicts, width: width))
        }
        return lines.joined(separator: "\n")
    }

    /// One occurrence's line, `  17:00–18:00  Dinner  #3 [Home]  meal: Pancakes ×6  @ Home`.
    /// Fitted to `width` (docs/manual.md#input-rules) as the full-screen agenda is: the
    /// place is cut with `…` first, then the title, the calendar and the meal's name; the
    /// time, the id, the servings and the markers never.
    private static func line(
        _ event: PlannerEvent,
        zone: LocalZone,
        conflicts: Set<Int64>,
        width: Int?
    ) -> String {
        var line = FittedLine()
        line.fixed("  " + time(event, zone: zone) + "  ")
        let title = line.parts.count
        line.shortenable(event.shownTitle, keeps: 16)
        var calendar: Int?
        if let schedule = event.scheduleID {
            // A reminder read from a repeating ledger item, not an event.
            line.fixed("  repeating item \(schedule)")
        } else {
            line.fixed("  #\(event.id) [")
            calendar = line.parts.count
            line.shortenable(DisplayText.singleLine(event.calendar), keeps: 8)
            line.fixed("]")
        }
        var meal: Int?
        if let parts = event.mealParts {
            line.fixed("  meal: ")
            meal = line.parts.count
            line.shortenable(parts.name, keeps: 8)
            if let servings = parts.servings { line.fixed(" " + servings) }
        }
        var place: Int?
        if !event.location.isEmpty {
            line.fixed("  @ ")
            place = line.parts.count
            line.shortenable(DisplayText.singleLine(event.location), keeps: 8)
        }
        // A copy kept when both sides changed (docs/manual.md#conflicts).
        if conflicts.contains(event.id) { line.fixed("  ≠ conflict copy") }
        guard let width else { return line.parts.map(\.text).joined() }
        return line.text(width: width, order: [place, title, calendar, meal].compactMap { $0 })
    }

    /// Every field of an event, one per line. `ids`: the event's and recipe's ids, which a
    /// command line needs to name them again; the app's event view, where Enter opens the
    /// recipe, leaves them out.
    static func details(_ event: PlannerEvent, zone: LocalZone, ids: Bool = true) -> String {
        var lines = [
            (ids ? "Event \(event.id): " : "") + event.shownTitle,
            "When: \(event.whenText(in: zone))",
            "Calendar: \(DisplayText.singleLine(event.calendar))",
        ]
        if let rule = event.repeatRule {
            // A yearly rule's listed days fall in its start's month, read in its own zone.
            let month = event.span.firstDay(in: event.seriesZone(listedIn: zone)).month
            // A series in a zone of its own says so: its clock is that zone's, not ours.
            let zone = event.timeZone.map { " (\(DisplayText.singleLine($0)) time)" } ?? ""
            lines.append("Repeats: \(rule.summary(startMonth: month))" + zone)
        }
        if !event.location.isEmpty {
            lines.append("Location: \(DisplayText.singleLine(event.location))")
        }
        if let recipe = event.recipe {
            lines.append(
                "Recipe: " + (ids ? "\(recipe.id) " : "") + DisplayText.singleLine(recipe.name)
            )
            if let servings = event.servings { lines.append("Servings: \(servings)") }
        } else if let name = event.deletedRecipeName {
            lines.append("Recipe: \"\(DisplayText.singleLine(name))\" was deleted")
        }
        if !event.description.isEmpty {
            lines.append("Description:")
            lines.append(DisplayText.sanitized(event.description))
        }
        return lines.joined(separator: "\n")
    }

    /// The shopping list: a header with the range, then `- [ ] 6 eggs  (Pancakes ×2,
    /// Omelette)` per food (`[x]` when checked), and the meals whose recipe was deleted.
    /// With `markdown`, a checklist to paste; the plain form has no brackets for the unchecked.
    /// By aisle, each aisle's foods under its name (`### Dairy` in markdown).
    static func shopping(_ list: ShoppingList, markdown: Bool, by order: ShoppingOrder) -> String {
        var lines = [
            markdown
                ? "## Shopping \(list.from) – \(list.to)"
                : "Shopping \(list.from) – \(list.to): \(list.uncheckedCount) to buy"
        ]
        if markdown { lines.append("") }
        for group in list.groups(order) {
            if order == .aisle {
                if lines.last != "" { lines.append("") }
                lines.append((markdown ? "### " : "") + DisplayText.singleLine(group.name))
                if markdown { lines.append("") }
            }
            for item in group.items {
                let box =
                    markdown ? (item.checked ? "- [x] " : "- [ ] ") : (item.checked ? "✓ " : "- ")
                lines.append(
                    box + DisplayText.singleLine(item.text) + "  ("
                        + DisplayText.singleLine(item.mealsText) + ")"
                )
            }
        }
        if order == .aisle, !list.deletedRecipes.isEmpty { lines.append("") }
        for note in list.deletedRecipes {
            lines.append((markdown ? "- " : "! ") + DisplayText.singleLine(note))
        }
        return lines.joined(separator: "\n")
    }

    private static func time(_ event: PlannerEvent, zone: LocalZone) -> String {
        switch event.span {
        case .allDay(let first, let last):
            return first == last ? "all day    " : "until \(last)"
        case .timed(let start, let end):
            let from = zone.local(start)
            let until = zone.local(end)
            return from.clockText + "–"
                + (until.date == from.date ? until.clockText : "\(until.date) \(until.clockText)")
        }
    }
}
