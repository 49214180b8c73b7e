import ArgumentParser
import HomebookCore

/// `homebook recipe made ID [--on D]`: records that a recipe was made.
struct RecipeMadeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "made",
        abstract: "Record that you made a recipe (today unless --on says otherwise).",
        discussion: "An earlier day than the one already recorded leaves it unchanged."
    )

    @Argument(help: "The recipe's id, as shown by `recipe list`.")
    var id: Int64

    @Option(help: "The day: YYYY-MM-DD, today or yesterday.")
    var on: String = "today"

    @OptionGroup var store: StoreOptions

    /// Records the day and prints the recipe's resulting last-made day.
    func run() throws {
        let today = CalendarDate.today()
        let day = try RecipeInput.madeOn(on, today: today)
        let recipe = try store.withStore { try $0.recipes.markMade(id, on: day, today: today) }
        print(
            "Recipe \(recipe.id) (\(DisplayText.singleLine(recipe.name))) last made"
                + " \(RecipeText.lastMade(recipe))"
        )
    }
}
