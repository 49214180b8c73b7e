import HomebookCore
import SQLiteWrapper
import Testing

/// Every row of every real table, in primary-key order, as `sqldiff` would compare them.
///
/// SQLite's own tables, the FTS5 index (its layout may differ after equal edits: it is
/// checked with `integrity-check` instead) and the undo log itself are left out; derived
/// tables such as `budget_totals` are in, so they must come back exactly.
struct DatabaseSnapshot: Equatable, CustomStringConvertible {
    let tables: [String: [[DatabaseValue]]]

    init(_ database: Database) throws {
        let names: [String] = try database.fetchAll(
            """
            SELECT name FROM pragma_table_list
            WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%'
              AND name NOT LIKE 'undo%'
            """
        ).map { try $0.get(0) }
        var tables: [String: [[DatabaseValue]]] = [:]
        for name in names {
            tables[name] = try database.fetchAll("SELECT * FROM \"\(name)\" ORDER BY rowid")
                .map(\.values)
        }
        self.tables = tables
    }

    var description: String {
        tables.keys.sorted().map { "\($0): \(tables[$0] ?? [])" }.joined(separator: "\n")
    }
}

/// The `check`-style invariants: SQLite's integrity check, stored totals equal to a fresh
/// sum, and a consistent recipe search index.
func expectConsistent(
    _ store: HomebookStore,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(try store.check() == [], sourceLocation: sourceLocation)
    #expect(
        try store.ledger.totals() == store.ledger.freshTotals(),
        sourceLocation: sourceLocation
    )
    // Raises SQLITE_CORRUPT_VTAB when the index and the recipes disagree.
    try store.database.execute(
        "INSERT INTO recipes_search (recipes_search, rank) VALUES ('integrity-check', 1)"
    )
}
