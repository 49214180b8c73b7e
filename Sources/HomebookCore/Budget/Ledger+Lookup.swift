internal import SQLiteWrapper

extension Ledger {
    /// How many items a lookup by name returns at most: a list a person can pick from.
    public static let lookupLimit = 20

    /// The items a person means by `text` (docs/manual.md#menu): the item with that id when
    /// it is a number, else the newest items whose name contains it (ignoring ASCII case).
    ///
    /// - Throws: ``LedgerError/notFound(id:)`` for a number that is no item's id.
    public func lookup(_ text: String) throws -> [LedgerItem] {
        if let id = try? LedgerInput.id(text) { return [try get(id)] }
        let word = text.trimmingWhitespace()
        guard !word.isEmpty else { return [] }
        // LIKE's wildcards typed by the person are matched literally.
        let escaped = word.replacing("\\", with: "\\\\").replacing("%", with: "\\%")
            .replacing("_", with: "\\_")
        return try database.read { db in
            try db.cachedStatement(
                """
                SELECT \(LedgerItem.columns) FROM budget_items
                WHERE name LIKE ? ESCAPE '\\'
                ORDER BY date DESC, id DESC LIMIT ?
                """
            ).fetchAll([.text("%" + escaped + "%"), .integer(Int64(Self.lookupLimit))])
                .map(LedgerItem.init(row:))
        }
    }
}
