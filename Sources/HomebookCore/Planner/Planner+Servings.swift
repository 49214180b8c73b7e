internal import SQLiteWrapper

/// A planned meal's servings: read as typed, and stored.
extension Planner {
    /// A planned meal's servings as typed: nil for empty or `-` (cook it as written), else a
    /// whole number from 1 to 10000.
    static func servings(_ text: String) throws(PlannerError) -> Int? {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty || trimmed == "-" { return nil }
        guard trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed),
            (1...10_000).contains(number)
        else { throw PlannerError.invalidServings(text) }
        return number
    }

    /// Stores a meal's servings (nil clears them).
    func setServings(_ servings: Int?, of id: Int64) throws {
        try database.execute(
            cached: "UPDATE planner_events SET servings = ? WHERE id = ?",
            [servings.map { .integer(Int64($0)) } ?? .null, .integer(id)]
        )
    }
}
