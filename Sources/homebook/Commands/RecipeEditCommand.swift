import ArgumentParser
import HomebookCore

/// `homebook recipe edit ID …`: changes only the fields given.
struct RecipeEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change some fields of a recipe; the others are kept.",
        discussion: """
            An empty --ingredients, --link or --notes value clears that field;
            --clear-last-made forgets the day it was last made.
            """
    )

    @Argument(help: "The recipe's id, as shown by `recipe list`.")
    var id: Int64

    @Option(help: "A new name (one line).")
    var name: String?

    @Option(help: "New ingredients, usually one per line.")
    var ingredients: String?

    @Option(help: "When you last made it: YYYY-MM-DD, today or yesterday.")
    var lastMade: String?

    @Flag(help: "Forget when it was last made.")
    var clearLastMade = false

    @Option(help: "A new http:// or https:// address; empty removes the link.")
    var link: String?

    @Option(help: "New notes.")
    var notes: String?

    @Option(help: "How many it serves (a whole number); empty clears it.")
    var servings: String?

    @OptionGroup var store: StoreOptions

    /// Refuses an edit that changes nothing or gives contradictory date options (exit 64).
    func validate() throws {
        if clearLastMade && lastMade != nil {
            throw ValidationError("Give --last-made or --clear-last-made, not both.")
        }
        if changes.isEmpty {
            throw ValidationError(
                "Nothing to change: give at least one of --name, --ingredients, --last-made,"
                    + " --clear-last-made, --link, --notes, --servings."
            )
        }
    }

    /// The edit as the core takes it: an empty last-made value clears the day.
    var changes: RecipeChanges {
        RecipeChanges(
            name: name,
            ingredients: ingredients,
            lastMade: clearLastMade ? "" : lastMade,
            link: link,
            notes: notes,
            servings: servings
        )
    }

    /// Applies the changes and says which recipe was updated.
    func run() throws {
        let recipe = try store.withStore {
            try $0.recipes.update(id, with: changes, today: CalendarDate.today())
        }
        print("Updated recipe \(recipe.id): \(DisplayText.singleLine(recipe.name))")
    }
}
