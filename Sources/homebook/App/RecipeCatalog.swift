import HomebookCore
import TerminalUI

/// The state the recipe screens share: the filter, the order, the selection, and a cache of
/// the window last read, so the list asks the core only for the rows it shows.
///
/// It is a class because the list, the recipe view and the form all stay on the screen stack
/// while one of them changes a recipe; every write goes through here (one core call each)
/// and drops the cache, so whichever screen is drawn next reads the new state.
final class RecipeCatalog: ListDataSource {
    let store: HomebookStore
    /// The search as typed; empty shows every recipe.
    private(set) var query = ""
    /// The order of the list.
    private(set) var sort = RecipeSort.name
    /// The selection and the scroll position of the list.
    var list = ListView()
    /// The rows the list showed last, so a selection can be kept in view after a change.
    var listHeight = 1
    /// The last error the store reported, shown instead of the rows.
    private(set) var problem: String?
    /// How many recipes were read from the core so far (the tests check the list reads
    /// only windows).
    private(set) var fetchedRows = 0

    private var cachedCount: Int?
    private var cachedWindow: (offset: Int, recipes: [Recipe]) = (0, [])

    init(store: HomebookStore) {
        self.store = store
    }

    /// The number of recipes the list shows.
    var count: Int {
        if let cachedCount { return cachedCount }
        let counted = read { try store.recipes.count(matching: query) } ?? 0
        cachedCount = counted
        return counted
    }

    /// The recipes of the rows in `range`, read from the core unless the cache holds them.
    func recipes(in range: Range<Int>) -> [Recipe] {
        let cached = cachedWindow.offset..<(cachedWindow.offset + cachedWindow.recipes.count)
        if cached.contains(range.lowerBound), cached.contains(range.upperBound - 1) {
            return Array(
                cachedWindow.recipes[(range.lowerBound - cached.lowerBound)...].prefix(range.count)
            )
        }
        let matches = count
        let recipes =
            read {
                try store.recipes.window(
                    matching: query,
                    sortedBy: sort,
                    offset: range.lowerBound,
                    limit: range.count,
                    matchCount: matches
                )
            } ?? []
        fetchedRows += recipes.count
        cachedWindow = (range.lowerBound, recipes)
        return recipes
    }

    /// One row per recipe: the day last made in a fixed column, then the name on one line.
    func rows(in range: Range<Int>) -> [String] {
        recipes(in: range).map { recipe in
            (recipe.lastMade?.description ?? "    —     ") + "  "
                + DisplayText.singleLine(recipe.name)
        }
    }

    /// The selected recipe, or nil when the list is empty.
    var selected: Recipe? {
        guard list.selection < count else { return nil }
        return recipes(in: list.selection..<(list.selection + 1)).first
    }

    /// Filters by `text` (the core's prefix search) and selects the first match.
    func search(_ text: String) {
        query = text
        reload()
        list.select(0, count: count, height: listHeight)
    }

    /// Switches between by name and by last made, keeping the selected recipe selected.
    func toggleSort() {
        let id = selected?.id
        sort = sort == .name ? .lastMade : .name
        reload(selecting: id)
    }

    /// Drops the cache after a change and selects `id` when the list shows it.
    func reload(selecting id: Int64? = nil) {
        cachedCount = nil
        cachedWindow = (0, [])
        guard let id else {
            list.select(list.selection, count: count, height: listHeight)
            return
        }
        let row = read { try store.recipes.position(of: id, matching: query, sortedBy: sort) }
        list.select((row ?? nil) ?? list.selection, count: count, height: listHeight)
    }

    // MARK: Writes: each is one core call, one transaction, one undoable change.

    /// Saves a new recipe and selects it.
    func add(_ draft: RecipeDraft) throws -> Int64 {
        let id = try store.recipes.add(draft, today: CalendarDate.today())
        reload(selecting: id)
        return id
    }

    /// Saves the changed fields of a recipe, as `shown` (refused when it changed since).
    func update(_ shown: Recipe, with changes: RecipeChanges) throws {
        _ = try store.recipes.update(shown, with: changes, today: CalendarDate.today())
        reload(selecting: shown.id)
    }

    /// Records that the recipe was made today.
    func markMadeToday(_ id: Int64) throws -> Recipe {
        let today = CalendarDate.today()
        let recipe = try store.recipes.markMade(id, on: today, today: today)
        reload(selecting: id)
        return recipe
    }

    /// Deletes a recipe, as `shown` (refused when it changed since; the list is read again
    /// either way).
    func delete(_ shown: Recipe) throws -> Recipe {
        defer { reload() }
        return try store.recipes.delete(shown)
    }

    /// The recipe with this id as stored now, or nil when it is gone.
    func recipe(_ id: Int64) -> Recipe? {
        (read { try store.recipes.find(id) }) ?? nil
    }

    /// Runs a read, keeping its error to show rather than throwing it into the drawing.
    private func read<Value>(_ body: () throws -> Value) -> Value? {
        do {
            let value = try body()
            problem = nil
            return value
        } catch {
            problem = "\(error)"
            return nil
        }
    }
}
