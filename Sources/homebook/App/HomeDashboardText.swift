import HomebookCore

/// The Home dashboard's lines, each cut with … to the width by the buffer.
enum HomeDashboardText {
    /// `Today: 10:00 Brunch · 19:00 Dinner`, `Tomorrow: …`, `Next meal: …  ·  Shopping: 6 to
    /// buy`, `Last made: Pancakes (2026-11-20)`.
    static func lines(_ dashboard: HomeDashboard, zone: LocalZone) -> [String] {
        func events(_ list: [PlannerEvent]) -> String {
            guard !list.isEmpty else { return "nothing planned" }
            return list.map { time($0, zone) + DisplayText.singleLine($0.title) }
                .joined(separator: " · ")
        }
        var meal = "none planned"
        if let next = dashboard.nextMeal, let recipe = next.recipe {
            meal = next.whenText(in: zone).split(separator: "–").first.map(String.init) ?? ""
            meal += " " + DisplayText.singleLine(recipe.name)
        }
        let last = dashboard.lastMade.map {
            DisplayText.singleLine($0.name) + " (\($0.lastMade?.description ?? ""))"
        }
        return [
            "Today:     " + events(dashboard.today),
            "Tomorrow:  " + events(dashboard.tomorrow),
            "Next meal: " + meal + "  ·  Shopping: \(dashboard.shoppingToBuy) to buy (l)",
            "Last made: " + (last ?? "no recipe made yet"),
        ]
    }

    private static func time(_ event: PlannerEvent, _ zone: LocalZone) -> String {
        guard case .timed(let start, _) = event.span else { return "" }
        let local = zone.local(start)
        return String(format2(local.hour)) + ":" + format2(local.minute) + " "
    }

    private static func format2(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
