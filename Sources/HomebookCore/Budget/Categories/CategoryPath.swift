internal import SQLiteWrapper

/// How category names compare and nest (docs/manual.md#categories): letters A–Z match
/// whatever their case, and `:` separates the levels of a tree (`food:groceries`).
public enum CategoryPath {
    /// The level separator.
    public static let separator: Character = ":"

    /// The name with ASCII capitals made small: two names with the same key are one
    /// category. ASCII only, as SQLite's `lower()` and `NOCASE` fold, so the rule reads the
    /// same in SQL and in Swift.
    public static func key(_ name: String) -> String {
        guard name.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return name }
        return String(
            decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
            as: UTF8.self
        )
    }

    /// The levels of a name: `food:eating out` is `["food", "eating out"]`.
    public static func levels(_ name: String) -> [Substring] {
        name.split(separator: separator, omittingEmptySubsequences: false)
    }

    /// Whether `category` is `branch` itself or lies under it, case ignored for A–Z.
    public static func isInBranch(_ category: String, _ branch: String) -> Bool {
        let category = key(category)
        let branch = key(branch)
        return category == branch || category.hasPrefix(branch + String(separator))
    }

    /// The name cut to its first `depth` levels (`food:groceries:milk` at 1 is `food`);
    /// a depth below 1 keeps the name whole.
    public static func truncated(_ name: String, depth: Int) -> String {
        guard depth >= 1 else { return name }
        let parts = levels(name)
        guard parts.count > depth else { return name }
        return parts.prefix(depth).joined(separator: String(separator))
    }

    /// The branch above a name, or nil at the top.
    public static func parent(_ name: String) -> String? {
        guard let index = name.lastIndex(of: separator) else { return nil }
        return String(name[..<index])
    }

    /// The SQL condition keeping the rows whose `column` is one of `branches` or lies under
    /// one, case ignored for A–Z, and its bound values; nil (or the empty text) stands for
    /// no category (a NULL or, in the stored totals, the empty text).
    static func branchCondition(
        _ column: String,
        _ branches: [String?]
    ) -> (String, [DatabaseValue]) {
        var parts: [String] = []
        var values: [DatabaseValue] = []
        for branch in branches {
            guard let branch, !branch.isEmpty else {
                parts.append("coalesce(\(column), '') = ''")
                continue
            }
            let folded = key(branch)
            parts.append("lower(\(column)) = ? OR substr(lower(\(column)), 1, ?) = ?")
            values += [
                .text(folded), .integer(Int64(folded.unicodeScalars.count + 1)),
                .text(folded + ":"),
            ]
        }
        return ("(" + (parts.isEmpty ? "0" : parts.joined(separator: " OR ")) + ")", values)
    }
}

/// Gives each category typed the spelling its book already uses (docs/manual.md#categories):
/// level by level, the first spelling stored (items, targets, rules, repeating items) wins,
/// so `FOOD:Groceries` is saved as `food:groceries` once `food:groceries` exists. It
/// remembers what it spelled, so an import spells its new names the same way throughout.
struct CategorySpeller {
    /// Folded name → the spelling used, for every level seen.
    private var spelled: [String: String] = [:]

    /// A speller with nothing remembered.
    init() {}

    /// The spelling to store for `name` (already trimmed; nil stays nil).
    mutating func spell(_ name: String?, _ db: Database) throws -> String? {
        guard let name else { return nil }
        let whole = CategoryPath.key(name)
        if let known = spelled[whole] { return known }
        let typed = CategoryPath.levels(name)
        var stored: [String]? = nil
        var result = ""
        for depth in 1...typed.count {
            let prefix = typed.prefix(depth).joined(separator: ":")
            let folded = CategoryPath.key(prefix)
            if let known = spelled[folded] {
                result = known
                continue
            }
            if stored == nil { stored = try Self.storedNames(under: String(typed[0]), db) }
            let found = stored?.first { candidate in
                let levels = CategoryPath.levels(candidate)
                return levels.count >= depth
                    && CategoryPath.key(levels.prefix(depth).joined(separator: ":")) == folded
            }
            if let found {
                result = CategoryPath.levels(found).prefix(depth).joined(separator: ":")
            } else {
                result = depth == 1 ? String(typed[0]) : result + ":" + typed[depth - 1]
            }
            spelled[folded] = result
        }
        return result
    }

    /// Every stored category whose first level is `top` (any case), A to Z so the choice
    /// between two spellings of an old book is the same every time.
    private static func storedNames(under top: String, _ db: Database) throws -> [String] {
        let length = Int64(top.unicodeScalars.count)
        let folded = CategoryPath.key(top)
        var names: Set<String> = []
        for table in [
            "budget_category_totals", "budget_targets", "import_rules", "budget_schedules",
        ] {
            let sql =
                "SELECT DISTINCT category FROM \(table)"
                + " WHERE category IS NOT NULL AND lower(substr(category, 1, ?)) = ?"
            try db.cachedStatement(sql).forEachRow([.integer(length), .text(folded)]) { row in
                let name: String = try row.get(0)
                if CategoryPath.key(String(CategoryPath.levels(name)[0])) == folded {
                    names.insert(name)
                }
            }
        }
        return names.sorted()
    }
}
