import HomebookCore

extension RecipesMenuActions {
    /// `e`: asks for each field showing its current value; Enter keeps it, `-` clears it.
    ///
    /// Only the fields answered change; nothing is written until every answer is in.
    func edit() throws {
        guard let recipe = try askRecipe("to edit") else { return }
        let id = recipe.id
        let today = session.today()
        session.say("Editing recipe \(id): Enter keeps a value, - clears it.")
        var changes = RecipeChanges()
        changes.name = try session.ask("Name [\(DisplayText.singleLine(recipe.name))]:") { text in
            switch EditAnswer.parse(text) {
            case nil: return nil
            case "":
                throw MenuAnswerError(
                    "a recipe needs a name, so it cannot be cleared: type a new name or press"
                        + " Enter to keep it"
                )
            case let answer?: return try RecipeInput.name(answer)
            }
        }
        changes.ingredients = try askIngredients(current: recipe.ingredients)
        changes.lastMade = try session.ask(
            "Last made [\(RecipeText.lastMade(recipe))] (YYYY-MM-DD, today, yesterday):"
        ) { text in
            let answer = EditAnswer.parse(text)
            if let answer { _ = try RecipeInput.lastMade(answer, today: today) }
            return answer
        }
        let link = recipe.link.map(DisplayText.singleLine) ?? "none"
        changes.link = try session.ask("Link [\(link)]:") { text in
            let answer = EditAnswer.parse(text)
            if let answer { _ = try RecipeInput.link(answer) }
            return answer
        }
        let notes = recipe.notes.isEmpty ? "none" : DisplayText.singleLine(recipe.notes)
        changes.notes = EditAnswer.parse(try session.ask("Notes [\(notes)]:"))
        guard !changes.isEmpty else {
            session.say("Nothing changed.")
            return
        }
        let book = self.book
        guard
            let saved = try session.writeShown(
                recipe,
                retry: "Your answers are kept. Save them over it as it is now?",
                gone: "It was deleted, so your answers cannot be saved to it.",
                reload: { try book.find(id) },
                describe: { "\($0.id)  \(DisplayText.singleLine($0.name))" },
                write: { try book.update($0, with: changes, today: today) }
            )
        else { return }
        session.say("Saved recipe \(id): \(DisplayText.singleLine(saved.name)).")
    }

    /// Shows the current ingredients, then reads new ones: nil keeps, `""` clears.
    private func askIngredients(current: String) throws(EndOfInput) -> String? {
        session.say(RecipeText.block("Ingredients now:", current).joined(separator: "\n"))
        session.say("New ingredients, one per line (an empty line ends; Enter keeps, - clears):")
        let first = try session.ask("  +")
        switch EditAnswer.parse(first) {
        case nil: return nil
        case "": return ""
        default: return try askLines(startingWith: [first])
        }
    }
}
