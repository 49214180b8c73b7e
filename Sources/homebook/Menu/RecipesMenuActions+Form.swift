import HomebookCore

extension RecipesMenuActions {
    /// `a`: the recipe form asked field by field by ``FormAsker``, then saved.
    ///
    /// An empty name saves nothing. An invalid answer is refused with its reason and asked
    /// again, so the recipe is saved only once every field is valid.
    func add() throws {
        var form = FormSession(RecipeForm(book: book, editing: nil, today: session.today()))
        try ask(&form, new: true)
    }

    /// `e`: the recipe form on a stored recipe; Enter keeps a value, `-` empties it.
    ///
    /// Only the fields answered change; nothing is written until every answer is in.
    func edit() throws {
        guard let recipe = try askRecipe("to edit") else { return }
        var form = FormSession(RecipeForm(book: book, editing: recipe, today: session.today()))
        try ask(&form, new: false)
    }

    /// Asks `form` and says what was saved.
    private func ask(_ form: inout FormSession, new: Bool) throws {
        guard let saved = try FormAsker(session: session).ask(&form, new: new) else { return }
        guard let id = saved.id, saved.note != "nothing changed" else {
            session.say("Nothing changed.")
            return
        }
        let name = try book.find(id)?.name ?? ""
        session.say("Saved recipe \(id): \(DisplayText.singleLine(name)).")
    }
}
