import HomebookCore

extension RecipesMenuActions {
    /// `a`: asks name, ingredients, last made, link and notes, in that order, then saves.
    ///
    /// An empty name saves nothing. An invalid answer is refused with its reason and asked
    /// again, so the recipe is saved only once every field is valid.
    func add() throws {
        let today = session.today()
        session.say("New recipe (an empty name goes back without saving).")
        let name: String? = try session.ask("Name:") { text in
            text.trimmingWhitespace().isEmpty ? nil : try RecipeInput.name(text)
        }
        guard let name else {
            session.warn("Nothing saved: a recipe needs a name.")
            return
        }
        session.say("Ingredients, one per line (an empty line ends):")
        let ingredients = try askLines()
        let lastMade = try session.ask(
            "Last made (YYYY-MM-DD, today or yesterday; Enter if never):"
        ) { text in
            _ = try RecipeInput.lastMade(text, today: today)
            return text
        }
        let link = try session.ask("Link (http:// or https://; Enter for none):") { text in
            _ = try RecipeInput.link(text)
            return text
        }
        let notes = try session.ask("Notes:")
        let draft = RecipeDraft(
            name: name,
            ingredients: ingredients,
            lastMade: lastMade,
            link: link,
            notes: notes
        )
        let id = try book.add(draft, today: today)
        session.say("Saved recipe \(id): \(DisplayText.singleLine(name)).")
    }
}
