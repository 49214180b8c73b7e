import HomebookCore

/// What each key of the Recipes screen does: ask, call one ``RecipeBook`` method, print.
///
/// Nothing is written until every answer is in, so input that ends half-way (``EndOfInput``)
/// saves nothing. Errors other than the end of input are shown by ``MenuLoop``.
struct RecipesMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// The recipe book of the session's store.
    var book: RecipeBook { session.store.recipes }

    /// `l`: every recipe, by name or by last made.
    func list() throws {
        guard try book.count() > 0 else {
            session.say("No recipes yet: choose a to add one.")
            return
        }
        let sort = try session.ask("Sort by n) name or m) last made? [n]") { text in
            switch text.trimmingWhitespace().lowercased() {
            case "", "n": return RecipeSort.name
            case "m": return RecipeSort.lastMade
            default:
                throw MenuAnswerError("type n (name) or m (last made), or press Enter for name")
            }
        }
        session.say(RecipeText.table(try book.list(sortedBy: sort), style: session.style))
    }

    /// `s`: recipes whose name, ingredients or notes contain the words typed.
    func search() throws {
        let query = try session.ask("Search for (Enter goes back):")
        guard !query.trimmingWhitespace().isEmpty else { return }
        let found = try book.search(query)
        if found.isEmpty {
            session.say("No recipe matches \"\(DisplayText.singleLine(query))\".")
        } else {
            session.say(RecipeText.table(found, style: session.style))
        }
    }

    /// `v`: every field of one recipe.
    func view() throws {
        guard let recipe = try askRecipe("to view") else { return }
        session.say(RecipeText.details(recipe))
    }

    /// `m`: records that a recipe was made today.
    func madeToday() throws {
        guard let chosen = try askRecipe("you made today") else { return }
        let today = session.today()
        let recipe = try book.markMade(chosen.id, on: today, today: today)
        session.say(
            "\(DisplayText.singleLine(recipe.name)): last made \(RecipeText.lastMade(recipe))."
        )
    }

    /// `d`: deletes a recipe after asking for confirmation.
    func delete() throws {
        guard let recipe = try askRecipe("to delete") else { return }
        let id = recipe.id
        guard
            try session.confirm("\(try book.deletionQuestion(recipe)) (z undoes it)")
        else {
            session.say("Nothing deleted.")
            return
        }
        let book = self.book
        let deleted = try session.writeShown(
            recipe,
            retry: "Delete it as it is now?",
            gone: "It was deleted already.",
            reload: { try book.find(id) },
            describe: { "\($0.id)  \(DisplayText.singleLine($0.name))" },
            write: { try book.delete($0) }
        )
        if deleted != nil { session.say("Deleted recipe \(id).") }
    }

    /// Asks for a recipe by id, name or search word; nil when the answer is empty (back).
    func askRecipe(_ purpose: String) throws -> Recipe? {
        try session.choose(
            "Recipe \(purpose): id, name or word (Enter goes back):",
            lookup: { try book.lookup($0) },
            describe: { "\($0.id)  \(DisplayText.singleLine($0.name))" }
        )
    }
}
