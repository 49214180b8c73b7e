import HomebookCore

extension RecipesMenuActions {
    /// `a`: asks name, ingredients, last made, link and notes, in that order, then saves.
    ///
    /// An empty name saves nothing. An invalid answer is refused with its reason and asked
    /// again, so the recipe is saved only once every field is valid.
    func add() throws {
        let today = session.today()
        var draft = RecipeDraft(name: "")
        /// Asks until the core's problems of the draft have none for `field`.
        func ask(_ prompt: String, _ field: RecipeDraft.Field) throws(EndOfInput) {
            repeat {
                draft[field] = try session.ask(prompt)
                guard let problem = RecipeInput.problems(draft, today: today)[field] else {
                    return
                }
                session.show(problem)
            } while true
        }
        session.say("New recipe (an empty name goes back without saving).")
        repeat {
            draft.name = try session.ask("Name:")
            if draft.name.trimmingWhitespace().isEmpty {
                session.warn("Nothing saved: a recipe needs a name.")
                return
            }
            guard let problem = RecipeInput.problems(draft, today: today)[.name] else { break }
            session.show(problem)
        } while true
        session.say("Ingredients, one per line (an empty line ends):")
        draft.ingredients = try askLines()
        try ask("Last made (YYYY-MM-DD, today or yesterday; Enter if never):", .lastMade)
        try ask("Link (http:// or https://; Enter for none):", .link)
        draft.notes = try session.ask("Notes:")
        let id = try book.add(draft, today: today)
        session.say(
            "Saved recipe \(id): \(DisplayText.singleLine(draft.name.trimmingWhitespace()))."
        )
    }
}
