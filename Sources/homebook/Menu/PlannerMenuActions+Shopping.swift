import HomebookCore

/// The Planner screen's shopping list (docs/manual.md#shopping): the next 7 days' list, then
/// foods ticked off by name until Enter.
extension PlannerMenuActions {
    /// `g`: the list of the next 7 days; a food's name ticks it (`-` before it puts it
    /// back), `x` clears the ticked ones; each answer is one undoable change.
    func shopping() throws {
        let from = session.today()
        let to = from.adding(days: 6)
        while true {
            let list = try planner.shoppingList(from: from, to: to)
            guard !list.items.isEmpty || !list.deletedRecipes.isEmpty else {
                session.say("No planned meals with ingredients from \(from) to \(to).")
                return
            }
            session.say(EventText.shopping(list, markdown: false, by: .food))
            let answer = try session.ask(
                "Tick a food (- food puts it back, x clears the ticked; Enter goes back):"
            ).trimmingWhitespace()
            guard !answer.isEmpty else { return }
            do {
                if answer.lowercased() == "x" {
                    let cleared = try planner.clearShoppingTicks(from: from, to: to)
                    session.say(cleared == 0 ? "Nothing is ticked." : "\(cleared) ticks cleared.")
                } else if answer.hasPrefix("-") {
                    let food = String(answer.dropFirst())
                    let item = try planner.checkShopping(food, from: from, to: to, checked: false)
                    session.say("Put back: " + DisplayText.singleLine(item.text))
                } else {
                    let item = try planner.checkShopping(answer, from: from, to: to)
                    session.say("Ticked: " + DisplayText.singleLine(item.text))
                }
            } catch let error as PlannerError {
                session.show(error)
            }
        }
    }
}
