import HomebookCore
import SQLiteWrapper
import Testing

/// Every row of every real table, in primary-key order, as `sqldiff` would compare them.
///
/// SQLite's own tables, the FTS5 index (its layout may differ after equal edits: it is
/// checked with `integrity-check` instead) and the undo log itself are left out; derived
/// tables such as `budget_totals` are in, so they must come back exactly.
public struct DatabaseSnapshot: Equatable, CustomStringConvertible {
    public let tables: [String: [[DatabaseValue]]]

    public init(_ database: Database) throws {
        let rows = try database.fetchAll(
            """
            SELECT name, wr FROM pragma_table_list
            WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite%'
              AND name NOT LIKE 'undo%'
            """
        )
        var tables: [String: [[DatabaseValue]]] = [:]
        for row in rows {
            let name: String = try row.get(0)
            // A WITHOUT ROWID table (wr = 1) is read in primary-key order without asking.
            let order = try row.get(1) as Int64 == 1 ? "" : " ORDER BY rowid"
            tables[name] = try database.fetchAll("SELECT * FROM \"\(name)\"" + order)
                .map(\.values)
        }
        self.tables = tables
    }

    public var description: String {
        tables.keys.sorted().map { "\($0): \(tables[$0] ?? [])" }.joined(separator: "\n")
    }
}

/// The `check`-style invariants: SQLite's integrity check, stored totals equal to a fresh
/// sum, and a consistent recipe search index.
public func expectConsistent(
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
