internal import SQLiteWrapper

/// The shopping list: the ingredients of the meals planned in a range, summed
/// (docs/manual.md#shopping).
extension Planner {
    /// Each food of the recipes planned within `from…to` once: quantities scaled by each
    /// meal's servings, multiplied by its occurrences, summed exactly within one dimension
    /// (never volume with weight), with what cannot be summed beside and the meals that need
    /// it; each food's tick applied (docs/manual.md#shopping): sorted by food, the ticked
    /// ones last.
    public func shoppingList(from: CalendarDate, to: CalendarDate) throws -> ShoppingList {
        // Occurrences are counted per (recipe, servings): a long range holds many.
        var meals: [MealKey: [MealOccurrence]] = [:]
        var deleted: [String: Int] = [:]
        try forEachOccurrence(from: from, to: to) { events in
            for event in events {
                if let recipe = event.recipe {
                    meals[MealKey(recipe: recipe.id, servings: event.servings), default: []]
                        .append(MealOccurrence(event))
                } else if let name = event.deletedRecipeName {
                    deleted["\(event.title): the recipe \"\(name)\" was deleted", default: 0] += 1
                }
            }
        }
        let measures = try Settings(database: database).kitchenMeasures()
        let book = RecipeBook(database: database)
        var foods: [String: FoodSum] = [:]
        for (meal, occurrences) in meals.sorted(by: { $0.key < $1.key }) {
            let times = occurrences.count
            let sql = "SELECT name, servings FROM recipes WHERE id = ?"
            guard let row = try database.fetchOne(cached: sql, [.integer(meal.recipe)]) else {
                continue
            }
            let name: String = try row.get(0)
            let written: Int64? = try row.get(1)
            var factor = ExactFraction(Int128(times))
            if let servings = meal.servings, let written {
                factor = try factor.multiplied(
                    by: ExactFraction(Int128(servings), over: Int128(written))
                )
            }
            for line in try book.ingredientLines(of: meal.recipe) {
                guard let line else { continue }
                try foods[line.foodKey, default: FoodSum(food: line.food)]
                    .add(
                        line,
                        times: factor,
                        meal: meal,
                        occurrences: occurrences,
                        recipe: name,
                        measures: measures
                    )
            }
        }
        let checked = try checkedFoods(from: from, to: to)
        let aisles = try aisleMap()
        let items = try foods.sorted { $0.key < $1.key }.map { key, sum in
            try sum.item(
                key: key,
                tick: try storedTick(of: key),
                checkedForRange: checked.contains(key),
                aisle: aisles[key],
                measures: measures
            )
        }
        // Ticked foods go last, each part still by food (a stable partition).
        let sorted = items.filter { !$0.checked } + items.filter(\.checked)
        let notes = deleted.sorted { $0.key < $1.key }.map {
            $0.value > 1 ? "\($0.key) (×\($0.value))" : $0.key
        }
        return ShoppingList(from: from, to: to, items: sorted, deletedRecipes: notes)
    }
}

/// A recipe planned with some servings (nil: as written).
private struct MealKey: Hashable, Comparable {
    let recipe: Int64
    let servings: Int?

    static func < (lhs: MealKey, rhs: MealKey) -> Bool {
        (lhs.recipe, lhs.servings ?? 0) < (rhs.recipe, rhs.servings ?? 0)
    }
}

/// What is summed of one food while the list is built.
private struct FoodSum {
    var food: String
    var totals: [String: ShoppingTotal] = [:]
    var unsummed: [String] = []
    var meals: [(recipe: String, times: Int)] = []
    /// The planned meals already counted in ``meals``: one recipe's several lines of the
    /// same food count its meals once.
    var counted: Set<MealKey> = []
    /// Every planned occurrence that needs the food.
    var occurrences: Set<MealOccurrence> = []

    mutating func add(
        _ line: IngredientLine,
        times factor: ExactFraction,
        meal: MealKey,
        occurrences: [MealOccurrence],
        recipe: String,
        measures: KitchenMeasures
    ) throws {
        if counted.insert(meal).inserted {
            let count = occurrences.count
            self.occurrences.formUnion(occurrences)
            if let index = meals.firstIndex(where: { $0.recipe == recipe }) {
                meals[index].times += count
            } else {
                meals.append((recipe, count))
            }
        }
        guard line.hasQuantity,
            let dimension = try ShoppingTotal.dimension(of: line.unit, measures: measures)
        else {
            let text = line.text.trimmingWhitespace()
            if !unsummed.contains(text) { unsummed.append(text) }
            return
        }
        try totals[dimension.unit, default: ShoppingTotal(unit: dimension.unit)]
            .add(
                line.amount,
                times: try factor.multiplied(by: dimension.factor),
                written: dimension.written
            )
    }

    /// The item, with its tick when one of the meals it was made for still needs the food:
    /// it holds while the list needs no more of any unit than was ticked.
    func item(
        key: String,
        tick stored: StoredTick?,
        checkedForRange: Bool,
        aisle: String?,
        measures: KitchenMeasures
    ) throws -> ShoppingItem {
        let ordered = totals.values.sorted { $0.unit < $1.unit }
        var tick: ShoppingTick?
        if let stored, !stored.meals.isDisjoint(with: occurrences) {
            var more: [ShoppingTotal] = []
            for total in ordered {
                let had = stored.totals[total.unit] ?? ExactFraction(0)
                let missing = try total.high.subtracting(had)
                guard missing.numerator > 0 else { continue }
                more.append(total.with(amount: missing))
            }
            let ticked = stored.totals.sorted { $0.key < $1.key }.map { unit, amount in
                (totals[unit] ?? ShoppingTotal(unit: unit)).with(amount: amount)
            }
            tick = ShoppingTick(
                ticked: ticked,
                more: more,
                food: food,
                measures: measures
            )
        }
        return ShoppingItem(
            food: food,
            key: key,
            quantities: ordered.map { $0.shown(measures: measures) },
            unsummed: unsummed,
            meals: meals,
            checked: tick.map { $0.moreNeeded.isEmpty } ?? checkedForRange,
            aisle: aisle,
            totals: ordered,
            occurrences: occurrences,
            tick: tick
        )
    }
}
