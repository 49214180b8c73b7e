internal import SQLiteWrapper

extension HomebookStore {
    /// Verifies every stored invariant homebook relies on: SQLite's integrity and foreign-key
    /// checks, the stored budget totals (in all, and per month and category) against a fresh
    /// sum of the items, and the recipe
    /// search index against the recipes. (The schema records and their checksums are
    /// verified each time the store opens: a mismatch refuses the file before this runs.)
    ///
    /// - Returns: the problems found, each phrased for a person; empty when all is well.
    public func check() throws -> [String] {
        var problems: [String] = []
        for row in try connection.fetchAll("PRAGMA integrity_check") {
            let message: String = try row.get(0)
            if message != "ok" { problems.append(message) }
        }
        for row in try connection.fetchAll("PRAGMA foreign_key_check") {
            let table: String = try row.get(0)
            problems.append("a row of \(table) refers to a missing row")
        }
        if let problem = try totalsProblem() { problems.append(problem) }
        if let problem = try categoryTotalsProblem() { problems.append(problem) }
        if try !searchIndexMatches() {
            problems.append(
                "the recipe search index does not match the recipes (check --repair rebuilds it)"
            )
        }
        return problems
    }

    /// Recomputes what is derived from the stored data, in one transaction: the budget
    /// totals (in all, and per month and category) from the items, and the recipe search index from the recipes.
    ///
    /// - Returns: what was changed, one line each; empty when nothing needed repair.
    public func repair() throws -> [String] {
        try connection.write { db in
            var changes: [String] = []
            if let problem = try totalsProblem() {
                try Ledger.saveTotals(try freshTotalsOrFail(), db)
                changes.append("recomputed " + problem)
            }
            if let problem = try categoryTotalsProblem() {
                try Ledger.rebuildCells(db)
                changes.append("recomputed " + problem)
            }
            if try !searchIndexMatches() {
                try db.execute("INSERT INTO recipes_search (recipes_search) VALUES ('rebuild')")
                changes.append("rebuilt the recipe search index from the recipes")
            }
            return changes
        }
    }

    /// What is wrong with the stored totals, or nil when they equal a fresh sum.
    private func totalsProblem() throws -> String? {
        let stored = try connection.access(Ledger.storedTotals)
        let fresh = try freshTotalsOrFail()
        guard stored != fresh else { return nil }
        return "the stored budget totals (income \(stored.income.plain), expenses"
            + " \(stored.expenses.plain), \(stored.count) items) differ from the items"
            + " (income \(fresh.income.plain), expenses \(fresh.expenses.plain),"
            + " \(fresh.count) items)"
    }

    /// What is wrong with the stored per-month, per-category totals, or nil when they equal
    /// a fresh sum of the items (docs/manual.md#budget).
    private func categoryTotalsProblem() throws -> String? {
        let stored: Ledger.CategoryCells
        let fresh: Ledger.CategoryCells
        do {
            (stored, fresh) = try connection.access { db in
                (try Ledger.storedCells(db), try Ledger.freshCells(db))
            }
        } catch StoreError.database(let message) where message.contains("integer overflow") {
            throw LedgerError.totalOverflowInItems
        }
        guard stored != fresh else { return nil }
        let differing = Set(stored.keys).union(fresh.keys).filter { stored[$0] != fresh[$0] }
        let months = Set(differing.map(\.month)).sorted()
        return "the stored per-category totals differ from the items in "
            + "\(months.count) \(months.count == 1 ? "month" : "months") (first \(months[0]))"
    }

    /// The totals summed afresh; an error when the items' sum no longer fits 64-bit cents
    /// (only a foreign tool can store such rows: homebook refuses them).
    private func freshTotalsOrFail() throws -> LedgerTotals {
        do {
            return try ledger.freshTotals()
        } catch StoreError.database(let message) where message.contains("integer overflow") {
            throw LedgerError.totalOverflowInItems
        }
    }

    /// Whether the full-text index holds exactly the recipes' words (FTS5's integrity check
    /// against its external content table).
    private func searchIndexMatches() throws -> Bool {
        try connection.access { db in
            do {
                try db.execute(
                    "INSERT INTO recipes_search (recipes_search, rank) VALUES ('integrity-check', 1)"
                )
                return true
            } catch let error as SQLiteError where ResultCode.corrupt ~= error.code {
                return false
            } catch let error as SQLiteError where ResultCode.readOnly ~= error.code {
                // The check is an INSERT in form (it writes nothing), which a read-only file
                // refuses: the index cannot have been changed there, so report no problem.
                return true
            }
        }
    }
}
