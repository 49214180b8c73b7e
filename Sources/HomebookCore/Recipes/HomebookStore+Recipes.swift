extension HomebookStore {
    /// The recipe book stored in this database.
    public var recipes: RecipeBook {
        RecipeBook(database: connection)
    }
}
