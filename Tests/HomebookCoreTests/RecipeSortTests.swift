import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// A search sorts its matches in memory (RecipeSort+Memory.swift); the order must be the
/// one SQLite's ORDER BY gives, NOCASE collation included, or lists would change order
/// between a search and a plain listing.
@Suite struct RecipeSortTests {
    /// Names that probe NOCASE: ASCII case, non-ASCII letters it does not fold, prefixes,
    /// digits and punctuation, spaces, and an embedded NUL (compared up to it, then by length).
    static let pieces = [
        "a", "A", "b", "B", "z", "Z", "é", "É", "ß", "0", "9", " ", "-", "_", "[", "`", "{",
        "\u{0}", "ab", "AB", "Ab", "🍲",
    ]

    @Test(arguments: [RecipeSort.name, .lastMade])
    func theOrderInMemoryIsSQLitesOrderBy(sort: RecipeSort) throws {
        var random = SeededGenerator(seed: 0x5EED_0F_50)
        try withTemporaryStore { store, _ in
            let database = store.database
            try database.execute(
                "CREATE TEMP TABLE t (id INTEGER PRIMARY KEY, name TEXT, last_made TEXT)"
            )
            var recipes: [Recipe] = []
            for id in Int64(1)...600 {
                let length = Int.random(in: 1...4, using: &random)
                let name = (0..<length).map { _ in Self.pieces.randomElement(using: &random)! }
                    .joined()
                let lastMade =
                    Bool.random(using: &random)
                    ? CalendarDate(year: 2026, month: 1, day: Int.random(in: 1...5, using: &random))
                    : nil
                recipes.append(Recipe(id: id, name: name, lastMade: lastMade))
                try database.execute(
                    "INSERT INTO t (id, name, last_made) VALUES (?, ?, ?)",
                    [.integer(id), .text(name), lastMade.map { .text($0.description) } ?? .null]
                )
            }
            let expected: [Int64] = try database.fetchAll(
                "SELECT id FROM t ORDER BY \(sort.orderBy)"
            )
            .map { try $0.get(0) }
            #expect(sort.sorted(recipes.shuffled(using: &random)).map(\.id) == expected)
        }
    }

    @Test func aSearchListsItsMatchesInTheOrderOfTheFullList() throws {
        try withTemporaryStore { store, _ in
            let names = ["pasta b", "Pasta a", "pasta", "Pasta", "ÉCLAIR pasta", "Zucchini pasta"]
            for (index, name) in names.enumerated() {
                let made = index.isMultiple(of: 2) ? "2026-01-0\(index + 1)" : ""
                _ = try store.recipes.add(
                    RecipeDraft(name: name, lastMade: made),
                    today: CalendarDate(year: 2026, month: 2, day: 1)!
                )
            }
            for sort in RecipeSort.allCases {
                let listed = try store.recipes.list(sortedBy: sort).map(\.id)
                #expect(try store.recipes.search("pasta", sortedBy: sort).map(\.id) == listed)
            }
        }
    }
}
