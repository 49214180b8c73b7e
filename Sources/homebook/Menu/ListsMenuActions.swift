import HomebookCore

/// The line menu's food aisles (Recipes `g`) and saved weather places (Settings `l`)
/// (docs/manual.md#menu): the list, then `a` adds through the form asker and `d` removes
/// one, until Enter.
struct ListsMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// Recipes `g`: every food's aisle; `a` sets one (the aisle form), `d` removes one.
    func aisles() throws {
        let planner = session.store.planner
        while true {
            let aisles = try planner.aisles()
            if aisles.isEmpty {
                session.say("No aisles set.")
            } else {
                var table = TextTable([.init("Aisle"), .init("Food")])
                for entry in aisles { table.append([entry.aisle, entry.food]) }
                session.say(table.rendered())
            }
            switch try choice("a set a food's aisle, d remove one (Enter goes back):") {
            case "a":
                var form = FormSession(AisleForm(planner: planner))
                if let saved = try FormAsker(session: session).ask(&form, new: true) {
                    session.say(saved.note + ".")
                }
            case "d":
                let food = try session.ask("Food whose aisle to remove (Enter goes back):")
                guard !food.trimmingWhitespace().isEmpty else { continue }
                do {
                    let removed = try planner.removeAisle(of: food)
                    session.say(
                        "“\(DisplayText.singleLine(removed.food))” has no aisle now"
                            + " (was “\(DisplayText.singleLine(removed.aisle))”)."
                    )
                } catch let error as PlannerError {
                    session.show(error)
                }
            default:
                return
            }
        }
    }

    /// Settings `l`: the saved weather places; `a` saves one (the place form), `d` removes one.
    func weatherPlaces() throws {
        let weather = session.store.weather
        while true {
            let places = try weather.places()
            if places.isEmpty { session.say("No saved places.") }
            for place in places {
                session.say(
                    DisplayText.singleLine(place.name) + (place.country.map { ", \($0)" } ?? "")
                        + (place.isDefault ? "  (default)" : "")
                )
            }
            switch try choice("a save a place, d remove one (Enter goes back):") {
            case "a":
                var form = FormSession(WeatherPlaceForm(weather: weather))
                if let saved = try FormAsker(session: session).ask(&form, new: true) {
                    session.say(saved.note.prefix(1).uppercased() + saved.note.dropFirst() + ".")
                }
            case "d":
                let name = try session.ask("Saved place to remove (Enter goes back):")
                    .trimmingWhitespace()
                guard !name.isEmpty else { continue }
                do {
                    try weather.removePlace(name)
                    session.say("Removed “\(DisplayText.singleLine(name))”.")
                } catch let error as WeatherError {
                    session.show(error)
                }
            default:
                return
            }
        }
    }

    /// Asks `a`, `d` or Enter: nil for Enter (go back); anything else is asked again.
    private func choice(_ prompt: String) throws(EndOfInput) -> String? {
        try session.ask(prompt) { answer -> String? in
            let typed = answer.trimmingWhitespace().lowercased()
            guard typed.isEmpty || typed == "a" || typed == "d" else {
                throw MenuAnswerError("type a, d, or press Enter to go back")
            }
            return typed.isEmpty ? nil : typed
        }
    }
}
