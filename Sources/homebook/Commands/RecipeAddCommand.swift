import ArgumentParser
import HomebookCore

/// `homebook recipe add NAME …`: saves a new recipe and prints its id.
struct RecipeAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a recipe; prints its id."
    )

    @Argument(help: "The recipe's name (one line).")
    var name: String

    @Option(help: "The ingredients, usually one per line.")
    var ingredients: String = ""

    @Option(help: "When you last made it: YYYY-MM-DD, today or yesterday.")
    var lastMade: String = ""

    @Option(help: "An http:// or https:// address, such as a video of the recipe.")
    var link: String = ""

    @Option(help: "Free notes.")
    var notes: String = ""

    @Option(help: "How many it serves (a whole number), so it can be scaled.")
    var servings: String = ""

    @OptionGroup var store: StoreOptions

    /// Validates and saves the recipe, then prints its id.
    func run() throws {
        let options = [
            ("name", name), ("ingredients", ingredients), ("last-made", lastMade), ("link", link),
            ("notes", notes), ("servings", servings),
        ]
        let saved = try store.withStore { store in
            let form = RecipeForm(book: store.recipes, editing: nil, today: CalendarDate.today())
            return try FormOptions.save(form, options.map { (key: $0.0, text: $0.1) })
        }
        print(saved.id ?? 0)
    }
}
