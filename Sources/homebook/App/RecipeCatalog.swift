import HomebookCore
import TerminalUI

/// What the recipe list shows, as a value: the filter, the order, the selection, and the
/// window of recipes last read, so the list asks the core only for the rows it shows.
///
/// The list loads its window (``load(_:)``) when a key moved it or the book changed, before
/// the frame is drawn; drawing only reads what is loaded. The writes are one core call each
/// (one transaction, one undoable change); the app then reloads every open screen.
struct RecipeCatalog {
    let store: HomebookStore
    /// The search as typed; empty shows every recipe.
    private(set) var query = ""
    /// The order of the list.
    private(set) var sort = RecipeSort.name
    /// The selection and the scroll position of the list.
    var list = ListView()
    /// The list's height at the last layout, so a selection stays in view after a change.
    var listHeight = 1
    /// The last error the store reported, shown instead of the rows.
    private(set) var problem: String?
    /// How many recipes were read from the core so far (the tests check the list reads
    /// only windows).
    private(set) var fetchedRows = 0
    /// The number of recipes the list shows.
    private(set) var count = 0

    private var window: (offset: Int, recipes: [Recipe]) = (0, [])

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    /// The loaded recipes among the rows of `range`.
    func recipes(in range: Range<Int>) -> [Recipe] {
        let lower = max(0, range.lowerBound - window.offset)
        let upper = min(window.recipes.count, range.upperBound - window.offset)
        return lower < upper ? Array(window.recipes[lower..<upper]) : []
    }

    /// Reads the recipes of rows `range` from the core unless they are loaded.
    mutating func load(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        let loaded = window.offset..<(window.offset + window.recipes.count)
        guard !range.isEmpty,
            !(loaded.contains(range.lowerBound) && loaded.contains(range.upperBound - 1))
        else { return }
        let (query, sort, matches) = (query, sort, count)
        let recipes =
            read { store in
                try store.recipes.window(
                    matching: query,
                    sortedBy: sort,
                    offset: range.lowerBound,
                    limit: range.count,
                    matchCount: matches
                )
            } ?? []
        fetchedRows += recipes.count
        window = (range.lowerBound, recipes)
    }

    /// One row per loaded recipe: the day last made in a fixed column, then the name.
    func rows(in range: Range<Int>) -> LoadedRows {
        LoadedRows(
            count: count,
            first: range.lowerBound,
            texts: recipes(in: range).map { recipe in
                (recipe.lastMade?.description ?? "    —     ") + "  "
                    + DisplayText.singleLine(recipe.name)
            }
        )
    }

    /// The selected recipe when it is loaded (the layout loads it), or nil.
    var selected: Recipe? {
        guard list.selection < count else { return nil }
        return recipes(in: list.selection..<(list.selection + 1)).first
    }

    /// Filters by `text` (the core's prefix search) and selects the first match.
    mutating func search(_ text: String) {
        query = text
        reload()
        list.select(0, count: count, height: listHeight)
    }

    /// Switches between by name and by last made, keeping the selected recipe selected.
    mutating func toggleSort() {
        let id = selected?.id
        sort = sort == .name ? .lastMade : .name
        reload(selecting: id)
    }

    /// Reads the count again, forgets the loaded window and selects `id` when the list
    /// shows it (else keeps the selected row number).
    mutating func reload(selecting id: Int64? = nil) {
        let query = query
        count = read { try $0.recipes.count(matching: query) } ?? 0
        window = (0, [])
        guard let id else {
            list.select(list.selection, count: count, height: listHeight)
            return
        }
        let sort = sort
        let row = read { try $0.recipes.position(of: id, matching: query, sortedBy: sort) }
        list.select((row ?? nil) ?? list.selection, count: count, height: listHeight)
    }

    // MARK: Writes: each is one core call, one transaction, one undoable change.

    /// Saves a new recipe; returns its id.
    func add(_ draft: RecipeDraft) throws -> Int64 {
        try store.recipes.add(draft, today: CalendarDate.today())
    }

    /// Saves the changed fields of a recipe, as `shown` (refused when it changed since).
    func update(_ shown: Recipe, with changes: RecipeChanges) throws {
        _ = try store.recipes.update(shown, with: changes, today: CalendarDate.today())
    }

    /// Records that the recipe was made today.
    func markMadeToday(_ id: Int64) throws -> Recipe {
        let today = CalendarDate.today()
        return try store.recipes.markMade(id, on: today, today: today)
    }

    /// Deletes a recipe, as `shown` (refused when it changed since).
    func delete(_ shown: Recipe) throws -> Recipe {
        try store.recipes.delete(shown)
    }

    /// The recipe with this id as stored now, or nil when it is gone.
    func recipe(_ id: Int64) -> Recipe? {
        (try? store.recipes.find(id)) ?? nil
    }

    /// Runs a read, keeping its error to show rather than throwing it.
    private mutating func read<Value>(_ body: (HomebookStore) throws -> Value) -> Value? {
        do {
            let value = try body(store)
            problem = nil
            return value
        } catch {
            problem = "\(error)"
            return nil
        }
    }
}
