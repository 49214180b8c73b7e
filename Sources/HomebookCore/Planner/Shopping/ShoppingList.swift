/// The shopping list of the meals planned in a range (docs/manual.md#shopping).
public struct ShoppingList: Sendable {
    /// The first day of the range.
    public let from: CalendarDate
    /// The last day of the range (inclusive).
    public let to: CalendarDate
    /// One item per food, sorted by food.
    public let items: [ShoppingItem]
    /// The meals whose recipe was deleted: `Dinner 2026-11-28: "Risotto" was deleted`.
    public let deletedRecipes: [String]

    /// How many items are not checked off.
    public var uncheckedCount: Int { items.filter { !$0.checked }.count }

    /// The JSON shape `{"from","to","items":[…],"deletedRecipes":[…]}`.
    public var json: JSONValue {
        .object([
            ("from", .string(from.description)), ("to", .string(to.description)),
            ("items", .array(items.map(\.json))),
            ("deletedRecipes", .array(deletedRecipes.map(JSONValue.string))),
        ])
    }
}

/// One food of the shopping list.
public struct ShoppingItem: Sendable {
    /// The food as first written (`eggs`).
    public let food: String
    /// The key it is summed and checked under (`egg`).
    public let key: String
    /// The summed quantities, one per dimension: `1.2 kg`, `3 cups`, `6`.
    public let quantities: [String]
    /// Lines that cannot be summed, as written: `salt, to taste`.
    public let unsummed: [String]
    /// The recipes that need it, with how many meals: `("Pancakes", 2)`.
    public let meals: [(recipe: String, times: Int)]
    /// Whether it is ticked off: a tick made for the meals that need it, and the list needs
    /// no more of it than then.
    public let checked: Bool
    /// The aisle the user set on the food, or nil.
    public let aisle: String?
    /// The exact sums behind ``quantities``.
    let totals: [ShoppingTotal]
    /// The planned occurrences that need it.
    let occurrences: Set<MealOccurrence>
    /// The food's tick when one applies to these meals, held or not; nil when none.
    public let tick: ShoppingTick?

    /// `1.2 kg + 2 cups flour`, `6 eggs`, `salt, to taste`: the line a person reads; for a
    /// tick the list has outgrown, what was ticked and what is missing
    /// (`✓ 4 eggs (2 more needed)`).
    public var text: String {
        var parts: [String] = []
        if let tick, !checked {
            parts.append(tick.text)
        } else if !quantities.isEmpty {
            parts.append(
                quantities.joined(separator: " + ") + " " + Self.noun(food, after: totals)
            )
        }
        parts += unsummed
        return parts.joined(separator: "; ")
    }

    /// The food in the number a bare count needs (`3 eggs`, `1 onion`), as a scaled recipe
    /// shows it; after a unit (`2 cups flour`) as first written.
    static func noun(_ food: String, after totals: [ShoppingTotal]) -> String {
        guard let last = totals.last, last.unit.isEmpty else { return food }
        let plural = last.high.numerator > last.high.denominator
        return FoodNoun.agreeing(food[...], food: food, plural: plural)
    }

    /// `Pancakes ×2, Risotto`.
    public var mealsText: String {
        meals.map { $0.times > 1 ? "\($0.recipe) ×\($0.times)" : $0.recipe }
            .joined(separator: ", ")
    }

    /// The JSON shape `{"food","key","quantities","unsummed","meals","checked","tick",
    /// "aisle","totals"}`; `tick` is null or `{"quantities","moreNeeded"}`;
    /// `totals` are the exact sums (`"1200"`, `"1/3"`) in g, ml or the counted unit.
    public var json: JSONValue {
        .object([
            ("food", .string(food)), ("key", .string(key)),
            ("quantities", .array(quantities.map(JSONValue.string))),
            ("unsummed", .array(unsummed.map(JSONValue.string))),
            (
                "meals",
                .array(
                    meals.map {
                        .object([
                            ("recipe", .string($0.recipe)), ("times", .integer(Int64($0.times))),
                        ])
                    }
                )
            ),
            ("checked", .bool(checked)), ("tick", tick?.json ?? .null),
            ("aisle", aisle.map(JSONValue.string) ?? .null),
            (
                "totals",
                .array(
                    totals.map {
                        .object([
                            ("unit", .string($0.unit)), ("low", .string($0.low.stored)),
                            ("high", .string($0.high.stored)),
                        ])
                    }
                )
            ),
        ])
    }
}

/// A food's tick as it stands on a list (docs/manual.md#shopping): what was ticked, and what
/// the list needs beyond it (nothing while the tick holds).
public struct ShoppingTick: Sendable {
    /// The quantities the list needed when the food was ticked: `4`, `500 g`.
    public let quantities: [String]
    /// What the list needs now beyond them: empty while the tick holds, else `2`, `200 g`.
    public let moreNeeded: [String]
    /// `✓ 4 eggs (2 more needed)`, or `✓ 4 eggs` while it holds.
    public let text: String

    init(ticked: [ShoppingTotal], more: [ShoppingTotal], food: String, measures: KitchenMeasures) {
        quantities = ticked.map { $0.shown(measures: measures) }
        moreNeeded = more.map { $0.shown(measures: measures) }
        var text = "✓ "
        text +=
            quantities.isEmpty
            ? food
            : quantities.joined(separator: " + ") + " " + ShoppingItem.noun(food, after: ticked)
        if !moreNeeded.isEmpty {
            text += " (" + moreNeeded.joined(separator: " + ") + " more needed)"
        }
        self.text = text
    }

    /// `{"quantities": […], "moreNeeded": […]}`.
    var json: JSONValue {
        .object([
            ("quantities", .array(quantities.map(JSONValue.string))),
            ("moreNeeded", .array(moreNeeded.map(JSONValue.string))),
        ])
    }
}
