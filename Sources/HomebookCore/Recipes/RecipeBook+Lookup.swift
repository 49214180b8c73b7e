extension RecipeBook {
    /// The recipes a person means by `text` (docs/manual.md#menu): the recipe with that id
    /// when it is a number, else those a search for it finds (name, start of a word, …).
    ///
    /// - Throws: ``RecipeError/notFound(_:)`` for a number that is no recipe's id.
    public func lookup(_ text: String) throws -> [Recipe] {
        if let id = try? RecipeInput.id(text) { return [try get(id)] }
        return try search(text)
    }
}
