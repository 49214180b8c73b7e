internal import SQLiteWrapper

/// The aisle a food is bought in, as the user set it (docs/manual.md#shopping).
public struct FoodAisle: Equatable, Sendable {
    /// The food's key, as the shopping list sums it (`egg` for `Eggs`).
    public let food: String
    /// The aisle (`Dairy`).
    public let aisle: String

    /// A food's key and its aisle.
    public init(food: String, aisle: String) {
        self.food = food
        self.aisle = aisle
    }

    /// The JSON shape `{"food", "aisle"}`.
    public var json: JSONValue {
        .object([("food", .string(food)), ("aisle", .string(aisle))])
    }
}

/// Aisles set on foods, which the shopping list can be grouped by (docs/manual.md#shopping).
extension Planner {
    /// Sets the aisle `food` is bought in (replacing the one it had): one undoable change.
    /// An aisle another food already has, in any case, keeps its first spelling, so `dairy`
    /// joins `Dairy`.
    ///
    /// - Throws: ``PlannerError/invalidName(field:)`` for an empty or multi-line food or aisle.
    @discardableResult
    public func setAisle(_ aisle: String, of food: String) throws -> FoodAisle {
        let key = try Self.foodKey(food)
        let typed = try Self.title(aisle, field: "aisle")
        return try database.write { db in
            let known = try db.fetchAll("SELECT DISTINCT aisle FROM food_aisles").map {
                try $0.get(0) as String
            }
            let name = known.first { $0.lowercased() == typed.lowercased() } ?? typed
            UndoRecorder.describe("set the aisle of \"\(key)\" to \"\(name)\"", in: db)
            try db.execute(
                """
                INSERT INTO food_aisles (food, aisle) VALUES (?, ?)
                ON CONFLICT (food) DO UPDATE SET aisle = excluded.aisle
                """,
                [.text(key), .text(name)]
            )
            return FoodAisle(food: key, aisle: name)
        }
    }

    /// Removes the aisle of `food`: one undoable change.
    ///
    /// - Returns: what was removed.
    /// - Throws: ``PlannerError/noAisle(_:)`` when the food has none.
    @discardableResult
    public func removeAisle(of food: String) throws -> FoodAisle {
        let key = try Self.foodKey(food)
        return try database.write { db in
            let row = try db.fetchOne("SELECT aisle FROM food_aisles WHERE food = ?", [.text(key)])
            guard let row else { throw PlannerError.noAisle(food) }
            let removed = FoodAisle(food: key, aisle: try row.get(0))
            UndoRecorder.describe("remove the aisle \"\(removed.aisle)\" of \"\(key)\"", in: db)
            try db.execute("DELETE FROM food_aisles WHERE food = ?", [.text(key)])
            return removed
        }
    }

    /// Every food's aisle, by aisle (any case), then by food.
    public func aisles() throws -> [FoodAisle] {
        try database.fetchAll("SELECT food, aisle FROM food_aisles").map {
            FoodAisle(food: try $0.get(0), aisle: try $0.get(1))
        }
        .sorted { ($0.aisle.lowercased(), $0.food) < ($1.aisle.lowercased(), $1.food) }
    }

    /// The aisle of each food key that has one.
    func aisleMap() throws -> [String: String] {
        var map: [String: String] = [:]
        for row in try database.fetchAll(cached: "SELECT food, aisle FROM food_aisles") {
            map[try row.get(0)] = try row.get(1)
        }
        return map
    }

    /// A food as typed, as the key the shopping list sums it under (`Eggs` → `egg`).
    static func foodKey(_ food: String) throws(PlannerError) -> String {
        IngredientLine.key(of: try title(food, field: "food"))
    }
}
